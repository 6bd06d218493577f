import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { billingTexts, type CheckPriceResponse } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { validation } from '@marquee/contracts/messages';
import { useCheckPrice } from '../api/check-price';

/**
 * Promo code entry (spec 5): Apply is disabled while the box is empty, and a box the user clicked or typed in and
 * left empty says 'Promo code is a required field' (issue 21; a box the dialog merely focused says nothing). The
 * code is checked with
 * GET subscriptions/check-price, then 'Success! Your promo code is valid. The discount will end on {date}' or
 * 'Error! Please check your promo code and try again.' (spec 8).
 */
export function PromoCodeField({
  planId,
  period,
  applied,
  onApplied,
}: {
  planId: number;
  period: SubscriptionPeriod;
  /** The code in use and its price check, or null. */
  applied: { code: string; check: CheckPriceResponse } | null;
  onApplied: (applied: { code: string; check: CheckPriceResponse } | null) => void;
}) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  // Touched by the user (a click or a key in the box), not only focused by the dialog opening.
  const [touched, setTouched] = useState(false);
  const check = useCheckPrice();

  const apply = () => {
    const promo = code.trim();
    if (!promo) {
      setError(validation.promoCodeRequired);
      return;
    }
    setError(null);
    check.mutate(
      { pricing_plan_id: planId, period, promo_code: promo },
      {
        onSuccess: (result) => onApplied({ code: promo, check: result }),
        onError: () => {
          onApplied(null);
          setError(billingTexts.promoInvalid);
        },
      },
    );
  };

  const success = applied
    ? (applied.check.message ??
      (applied.check.discount_ends_on ? billingTexts.promoValid(applied.check.discount_ends_on) : null))
    : null;

  return (
    <div>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          label="Promo code"
          placeholder="Enter a promo code"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
            if (applied) onApplied(null);
          }}
          onPointerDown={() => setTouched(true)}
          onBlur={(e) => {
            if (touched && !e.currentTarget.value.trim()) setError(validation.promoCodeRequired);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Tab' && e.key !== 'Shift') setTouched(true);
            if (e.key === 'Enter') {
              e.preventDefault();
              if (code.trim()) apply();
            }
          }}
          error={error}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          mt={25}
          onClick={apply}
          disabled={code === '' || Boolean(applied)}
          loading={check.isPending}
        >
          Apply
        </Button>
      </Group>
      {success && (
        <Text size="sm" c="teal.9" mt={6} role="status">
          {success}
        </Text>
      )}
    </div>
  );
}
