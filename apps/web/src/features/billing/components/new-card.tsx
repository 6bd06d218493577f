import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { SavedCard } from '@marquee/contracts/subscriptions';
import { Loading } from './loading';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useSetupIntent } from '../api/setup-card';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js and Elements are loaded only when the provider is Stripe (the sandbox never needs them).
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

/**
 * A new card: a setup intent made when the form opens tells which form to draw: Marquee's own card form for the
 * sandbox, Stripe Elements for Stripe.
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
  if (intent.data.provider === 'stripe') {
    if (!intent.data.publishable_key) {
      return <ErrorAlert>Card payments are not configured. Please try again later.</ErrorAlert>;
    }
    return (
      <Suspense fallback={<Loading label="Loading the card form" />}>
        <StripeCardForm
          publishableKey={intent.data.publishable_key}
          clientSecret={intent.data.client_secret}
          submitLabel={submitLabel}
          busy={busy}
          secondary={secondary}
          onSaved={onSaved}
        />
      </Suspense>
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
