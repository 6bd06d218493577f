import { useId, type ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import type { SavedCard } from '@marquee/contracts/subscriptions';
import { Loading } from './loading';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useSetupIntent } from '../api/setup-card';
import { SandboxCardForm } from './sandbox-card-form';

/**
 * A new card: a setup intent made when the form opens tells which form to draw. The sandbox draws Marquee's own
 * card form; Stripe's hosted fields (Stripe Elements) are not built yet, so a Stripe set-up says so.
 */
export function NewCard({
  submitLabel,
  busy,
  secondary,
  onSaved,
}: {
  submitLabel: string;
  secondary?: ReactNode;
  busy?: boolean;
  onSaved: (card: SavedCard) => void;
}) {
  const formId = useId();
  const intent = useSetupIntent(formId);
  if (intent.isError) return <ErrorAlert>{describeError(intent.error)}</ErrorAlert>;
  if (!intent.data) {
    return <Loading label="Loading the card form" />;
  }
  if (intent.data.provider !== 'sandbox') {
    return (
      <Alert color="gray" variant="light">
        <Text size="sm">
          Adding a card through Stripe is not available here yet. Please use a saved card or try again later.
        </Text>
      </Alert>
    );
  }
  return (
    <SandboxCardForm
      setupIntentId={intent.data.setup_intent_id}
      submitLabel={submitLabel}
      busy={busy}
      secondary={secondary}
      onSaved={onSaved}
    />
  );
}
