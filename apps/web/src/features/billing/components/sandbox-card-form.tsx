import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask, IconShieldLock } from '@tabler/icons-react';
import {
  cardBrand,
  cardDigits,
  cardProblem,
  cardProviderMessages,
  cardTexts,
  cvcLength,
  sandboxNotice,
  type CardErrorCode,
} from '@marquee/contracts/cards';
import type { SavedCard } from '@marquee/contracts/subscriptions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ApiError, describeError } from '../../../lib/api-error';
import { useSandboxAuthenticate, useSandboxConfirm } from '../api/setup-card';

type Field = 'number' | 'expiry' | 'cvc';
type FieldErrors = Partial<Record<Field, string>>;

const fieldOf = (code: CardErrorCode): Field =>
  code.includes('number')
    ? 'number'
    : code.includes('expiry') || code === 'expired_card'
      ? 'expiry'
      : code.includes('cvc')
        ? 'cvc'
        : 'number';

/** '4242424242424242' as '4242 4242 4242 4242' while typing. */
const groupDigits = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '0428' or '04/28' as '04 / 28' while typing. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

const parseExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 4) return { expMonth: Number.NaN, expYear: Number.NaN };
  return { expMonth: Number(digits.slice(0, 2)), expYear: Number(digits.slice(2)) };
};

/**
 * Checks a card as the provider's form does (spec 5 "Card fields"): each empty field's required text, otherwise
 * the provider's own message for the first problem (Luhn, expiry, CVC, from contracts/cards).
 */
export function checkCardFields(values: Record<Field, string>, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.number.trim()) errors.number = cardTexts.numberRequired;
  if (!values.expiry.trim()) errors.expiry = cardTexts.expiryRequired;
  if (!values.cvc.trim()) errors.cvc = cardTexts.cvcRequired;
  if (Object.keys(errors).length > 0) return errors;
  const problem = cardProblem({ number: values.number, ...parseExpiry(values.expiry), cvc: values.cvc }, now);
  if (problem) errors[fieldOf(problem)] = cardProviderMessages[problem];
  return errors;
}

/** The provider's message on `card` of a refused card (422), if it sent one. */
const providerMessage = (err: unknown) => {
  if (!(err instanceof ApiError)) return undefined;
  return err.fieldErrors.card?.[0];
};

/** A refused card or failed authentication: spec 8's text; anything else (a lost connection) as it is. */
const failureText = (err: unknown) =>
  err instanceof ApiError && (err.status === 422 || err.status === 402)
    ? cardTexts.paymentFailed
    : describeError(err);

/**
 * The sandbox's 3-D Secure page: the cardholder's bank would ask them to confirm; in the sandbox they choose to
 * complete or fail it.
 */
function ThreeDSecure({
  setupIntentId,
  onSaved,
}: {
  setupIntentId: string;
  onSaved: (card: SavedCard) => void;
}) {
  const authenticate = useSandboxAuthenticate();
  const [failure, setFailure] = useState<string | null>(null);
  const answer = (approve: boolean) => {
    setFailure(null);
    authenticate.mutate(
      { setup_intent_id: setupIntentId, approve },
      {
        onSuccess: (r) => {
          if (r.status === 'succeeded') onSaved(r.payment_method);
          else setFailure(cardTexts.paymentFailed);
        },
        onError: (err) => setFailure(failureText(err)),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label="3-D Secure authentication">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={22} aria-hidden="true" />
          <Text fw={700} c="navy.9">
            Authenticate your card
          </Text>
        </Group>
        <Text size="sm" c="gray.8">
          Your bank asks you to confirm this card (3-D Secure). This is the sandbox&apos;s test page:
          Authenticate to pass, or Fail to see a failed authentication.
        </Text>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            onClick={() => answer(false)}
            disabled={authenticate.isPending}
            loading={authenticate.isPending && authenticate.variables.approve === false}
          >
            Fail
          </Button>
          <Button
            onClick={() => answer(true)}
            disabled={authenticate.isPending}
            loading={authenticate.isPending && authenticate.variables.approve}
          >
            Authenticate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Marquee's sandbox card form (the provider kind 'sandbox'): number, expiry and CVC checked in the browser as a
 * card provider's test mode does, then sent to payment-methods/sandbox-confirm with the setup intent; a card
 * needing authentication goes through the sandbox's 3-D Secure step. Says plainly that no money moves.
 */
export function SandboxCardForm({
  setupIntentId,
  submitLabel,
  busy = false,
  secondary,
  onSaved,
}: {
  setupIntentId: string;
  submitLabel: string;
  /** A button shown before the submit button (Back). */
  secondary?: ReactNode;
  /** What follows the card (a subscription) is still being sent. */
  busy?: boolean;
  onSaved: (card: SavedCard) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState<string | null>(null);
  const confirm = useSandboxConfirm();
  const brand = cardBrand(values.number);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = checkCardFields(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { expMonth, expYear } = parseExpiry(values.expiry);
    confirm.mutate(
      {
        setup_intent_id: setupIntentId,
        number: cardDigits(values.number),
        exp_month: expMonth,
        exp_year: expYear,
        cvc: values.cvc.trim(),
      },
      {
        onSuccess: (r) => {
          if (r.status === 'succeeded') onSaved(r.payment_method);
          else setAuthenticating(r.setup_intent_id);
        },
        onError: (err) => {
          setFailure(failureText(err));
          const message = providerMessage(err);
          if (message) setErrors({ number: message });
        },
      },
    );
  };

  if (authenticating) return <ThreeDSecure setupIntentId={authenticating} onSaved={onSaved} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="sm">
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} aria-hidden="true" />} p="sm">
          <Text size="sm">{sandboxNotice}</Text>
        </Alert>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <TextInput
          label="Card number"
          required
          value={values.number}
          onChange={(e) => set('number', groupDigits(e.currentTarget.value))}
          error={errors.number}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          data-autofocus
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Expiry (MM / YY)"
            required
            value={values.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.currentTarget.value))}
            error={errors.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
          />
          <TextInput
            label="CVC"
            required
            value={values.cvc}
            onChange={(e) => set('cvc', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            error={errors.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={cvcLength(brand) === 4 ? '1234' : '123'}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {secondary}
          <Button type="submit" loading={confirm.isPending || busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
