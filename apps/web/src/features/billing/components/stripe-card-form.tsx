import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { cardTexts } from '@marquee/contracts/cards';
import type { SavedCard } from '@marquee/contracts/subscriptions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useAddPaymentMethod } from '../api/setup-card';

type Field = 'number' | 'expiry' | 'cvc';
interface FieldState {
  empty: boolean;
  complete: boolean;
  error?: string;
}

const required: Record<Field, string> = {
  number: cardTexts.numberRequired,
  expiry: cardTexts.expiryRequired,
  cvc: cardTexts.cvcRequired,
};

// One Stripe.js per publishable key, loaded from Stripe's site the first time a Stripe card form opens.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
};

const elementStyle = {
  base: { fontSize: '16px', color: '#1a2b4a', '::placeholder': { color: '#8a94a6' } },
  invalid: { color: '#c92a2a' },
};

/** A Stripe Element drawn as a Mantine input: its label, its box and the field's text under it. */
function ElementField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Input.Wrapper label={label} required error={error}>
      <Box
        p={10}
        style={{
          border: `1px solid var(--mantine-color-${error ? 'red-8' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-white)',
        }}
      >
        {children}
      </Box>
    </Input.Wrapper>
  );
}

function StripeFields({
  clientSecret,
  submitLabel,
  busy,
  secondary,
  onSaved,
}: {
  clientSecret: string;
  submitLabel: string;
  busy?: boolean;
  secondary?: ReactNode;
  onSaved: (card: SavedCard) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useAddPaymentMethod();
  const [fields, setFields] = useState<Record<Field, FieldState>>({
    number: { empty: true, complete: false },
    expiry: { empty: true, complete: false },
    cvc: { empty: true, complete: false },
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const track = (field: Field) => (e: StripeElementChangeEvent) => {
    setFields((f) => ({ ...f, [field]: { empty: e.empty, complete: e.complete, error: e.error?.message } }));
    setErrors((v) => ({ ...v, [field]: e.error?.message }));
  };

  // Spec 5: each empty field's required text, otherwise the provider's own message; sent only when all complete.
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      const state = fields[field];
      if (state.empty) found[field] = required[field];
      else if (state.error) found[field] = state.error;
      else if (!state.complete) found[field] = required[field];
    }
    setErrors(found);
    const card = elements?.getElement(CardNumberElement);
    if (Object.keys(found).length > 0 || !stripe || !card) return;
    setConfirming(true);
    // Stripe.js carries out 3-D Secure itself when the card asks for it.
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    setConfirming(false);
    const paymentMethod = result.setupIntent?.payment_method;
    if (result.error || !paymentMethod) {
      setFailure(cardTexts.paymentFailed);
      if (result.error?.message) setErrors({ number: result.error.message });
      return;
    }
    save.mutate(typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id, {
      onSuccess: (r) => onSaved(r.payment_method),
      onError: (err) => setFailure(describeError(err)),
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Card details">
      <Stack gap="sm">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <ElementField label="Card number" error={errors.number}>
          <CardNumberElement options={{ style: elementStyle, showIcon: true }} onChange={track('number')} />
        </ElementField>
        <SimpleGrid cols={2} spacing="sm">
          <ElementField label="Expiry" error={errors.expiry}>
            <CardExpiryElement options={{ style: elementStyle }} onChange={track('expiry')} />
          </ElementField>
          <ElementField label="CVC" error={errors.cvc}>
            <CardCvcElement options={{ style: elementStyle }} onChange={track('cvc')} />
          </ElementField>
        </SimpleGrid>
        <Text size="xs" c="gray.7">
          Card details go straight to Stripe; Marquee keeps only the brand, last four digits and expiry.
        </Text>
        <Group justify="flex-end" gap="sm">
          {secondary}
          <Button type="submit" disabled={!stripe} loading={confirming || save.isPending || busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The card form when the provider is Stripe: Stripe Elements (the hosted card fields of spec 4) with the setup
 * intent's client secret, then POST payment-methods with the confirmed card. Loaded lazily, with Stripe.js, only
 * when a Stripe set-up asks for a card.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  ...props
}: {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  busy?: boolean;
  secondary?: ReactNode;
  onSaved: (card: SavedCard) => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: 'en-GB' }}>
      <StripeFields clientSecret={clientSecret} {...props} />
    </Elements>
  );
}
