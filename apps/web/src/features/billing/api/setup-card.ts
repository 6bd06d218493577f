import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PaymentMethodResponse,
  SandboxConfirmInput,
  SandboxConfirmResponse,
  SetupIntentResponse,
} from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';

/** GET create-setup-intent: a setup intent, and which card form to draw (Marquee's sandbox or Stripe). */
export const createSetupIntent = () => api.get<SetupIntentResponse>('create-setup-intent');

/** One setup intent per card form: made when the form opens, never shared with another form. */
export const useSetupIntent = (formId: string) =>
  useQuery({
    queryKey: ['setup-intent', formId],
    queryFn: createSetupIntent,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * POST payment-methods/sandbox-confirm: the sandbox card form's card. Saved (201), or a 3-D Secure step
 * (requires_action); a refused card is a 422 with the spec 8 text and the provider's message on `card`.
 */
export const sandboxConfirm = (body: SandboxConfirmInput) =>
  api.post<SandboxConfirmResponse>('payment-methods/sandbox-confirm', body);

/** POST payment-methods/sandbox-authenticate: the sandbox's 3-D Secure page, Complete or Fail. */
export const sandboxAuthenticate = (body: { setup_intent_id: string; approve: boolean }) =>
  api.post<SandboxConfirmResponse>('payment-methods/sandbox-authenticate', body);

/**
 * Silent: the card form shows its failures. The card list is refreshed by what follows the card (the order, or
 * the new-card modal), not here: refreshing now would swap the form for the saved card before its caller hears of it.
 */
export const useSandboxConfirm = () => useMutation({ mutationFn: sandboxConfirm, meta: { silent: true } });

export const useSandboxAuthenticate = () =>
  useMutation({ mutationFn: sandboxAuthenticate, meta: { silent: true } });

/** POST payment-methods: saves the card a setup intent confirmed with Stripe.js, by its pm_… id. */
export const addPaymentMethod = (paymentMethod: string) =>
  api.post<PaymentMethodResponse>('payment-methods', { payment_method: paymentMethod });

export const useAddPaymentMethod = () =>
  useMutation({ mutationFn: addPaymentMethod, meta: { silent: true } });
