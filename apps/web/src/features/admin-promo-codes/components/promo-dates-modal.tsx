import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { updatePromoCodeBody, type PromoCode } from '@marquee/contracts/billing';
import { ApiError, describeError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useUpdatePromoCodeDates } from '../api/save-promo-code';
import { PromoDateRange } from './promo-date-range';

function DatesForm({ promo, onDone }: { promo: PromoCode; onDone: () => void }) {
  const [range, setRange] = useState<[string | null, string | null]>([promo.date_from, promo.date_to]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePromoCodeDates();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = updatePromoCodeBody.safeParse({ date_from: range[0], date_to: range[1] });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    update.mutate(
      { id: promo.id, ...parsed.data },
      {
        onSuccess: onDone,
        onError: (err) => {
          const field =
            err instanceof ApiError ? (err.fieldErrors.date_from ?? err.fieldErrors.date_to)?.[0] : undefined;
          if (field) setError(field);
          else setFailure(describeError(err));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit promo code">
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Text size="sm" c="gray.8">
          Only the dates of a time-bound code can change. Suppliers who already used it keep their discount.
        </Text>
        <PromoDateRange
          value={range}
          since={promo.date_from}
          onChange={(next) => {
            setRange(next);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save dates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit promo code (spec 2.7, 4): a time-bound code's date range. */
export function PromoDatesModal({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  return (
    <Modal
      opened={promo !== null}
      onClose={onClose}
      title={promo ? `Edit ${promo.name}` : 'Edit promo code'}
      centered
      radius="lg"
    >
      {promo && <DatesForm key={promo.id} promo={promo} onDone={onClose} />}
    </Modal>
  );
}
