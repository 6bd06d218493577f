import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { SavedCard } from '@marquee/contracts/subscriptions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { usePaymentMethods } from '../api/get-payment-methods';
import { brandLabel, cardExpiry, cardName } from '../lib/card-labels';
import { Loading } from './loading';
import { NewCard } from './new-card';

const NEW = 'new';

/** Step 2: a saved card (the default preselected) or a new one, then the order. */
export function PaymentStep({
  submitLabel,
  busy,
  failure,
  onPay,
  onBack,
  amount,
}: {
  submitLabel: string;
  /** What is paid and from when, restated above the card (the order's payment step). */
  amount?: ReactNode;
  busy: boolean;
  failure: string | null;
  onPay: (card: SavedCard) => void;
  onBack?: () => void;
}) {
  const cards = usePaymentMethods();
  const [picked, setPicked] = useState<string | null>(null);
  if (cards.isError) return <ErrorAlert>{describeError(cards.error)}</ErrorAlert>;
  if (!cards.data) {
    return <Loading label="Loading your cards" />;
  }
  const saved = cards.data.payment_methods;
  const preselected = saved.find((c) => c.default) ?? saved[0];
  const choice = picked ?? (preselected ? String(preselected.id) : NEW);
  const card = saved.find((c) => String(c.id) === choice);

  return (
    <Stack gap="md">
      {amount}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {saved.length > 0 && (
        <Radio.Group value={choice} onChange={setPicked} label="Pay with">
          <Stack gap="xs" mt="xs">
            {saved.map((c) => (
              <Radio
                key={c.id}
                value={String(c.id)}
                label={
                  <Group gap="xs">
                    <Text size="sm">{cardName(c)}</Text>
                    {cardExpiry(c) && (
                      <Text size="xs" c="gray.7">
                        expires {cardExpiry(c)}
                      </Text>
                    )}
                    {c.default && (
                      <Badge size="xs" variant="outline" color="teal.9">
                        Default
                      </Badge>
                    )}
                  </Group>
                }
                aria-label={`${brandLabel(c.brand)} ending ${c.last_four}`}
              />
            ))}
            <Radio value={NEW} label="Use a new card" />
          </Stack>
        </Radio.Group>
      )}
      {card ? (
        <Group justify="flex-end" gap="sm">
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={busy}>
              Back
            </Button>
          )}
          <Button onClick={() => onPay(card)} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      ) : (
        <NewCard
          submitLabel={`Save card and ${submitLabel.toLowerCase()}`}
          busy={busy}
          onSaved={onPay}
          secondary={
            onBack && (
              <Button variant="default" onClick={onBack} disabled={busy}>
                Back
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}
