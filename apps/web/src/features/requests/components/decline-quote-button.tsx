import { Button, Text, type ButtonProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconX } from '@tabler/icons-react';
import type { OrganiserQuote } from '@marquee/contracts/requests';
import { useRejectQuote } from '../api/reject-quote';

/**
 * Decline a quote (spec 4 "Quote flags": a request can be rejected for a quote), after a confirmation: the
 * supplier is told they were not selected and it cannot be undone. Shown only where the quote's policies allow
 * it (an active request; the quote neither selected nor already declined).
 */
export function DeclineQuoteButton({
  quote,
  size,
  variant = 'subtle',
}: {
  quote: OrganiserQuote;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const reject = useRejectQuote();
  if (!quote.policies.reject) return null;
  const name = quote.user.company_name ?? quote.user.name;
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Decline this quote?',
      centered: true,
      radius: 'lg',
      children: (
        <Text size="sm">
          {name} will be told they were not selected for this request. You cannot undo this.
        </Text>
      ),
      labels: { confirm: 'Decline quote', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => reject.mutate({ id: quote.service_request_id, quoteId: quote.id }),
    });
  return (
    <Button
      size={size}
      variant={variant}
      color="red.9"
      // Dark enough on the NEW quote's tinted card too (AA contrast).
      c="red.9"
      leftSection={<IconX size={16} aria-hidden="true" />}
      aria-label={`Decline: ${name}`}
      loading={reject.isPending}
      onClick={confirm}
    >
      Decline
    </Button>
  );
}
