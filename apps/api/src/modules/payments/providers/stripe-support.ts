import Stripe from 'stripe';
import { CardBrand, type SubscriptionPeriod } from '@marquee/contracts/enums';
import {
  PaymentProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
  type SavedCard,
} from './provider';
import { subscriptionStatus } from './webhook-events';

/** Stripe's objects as the PaymentProvider's, and Stripe's failures as PaymentProviderErrors (stripe-provider.ts). */

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function failureOf(error: InstanceType<typeof Stripe.errors.StripeCardError>) {
  return {
    code: error.code ?? 'card_declined',
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    message: error.message,
  };
}

export function savedCard(method: Stripe.PaymentMethod): SavedCard {
  const card = method.card;
  const brand = card?.brand;
  if (!card || !(CardBrand as readonly string[]).includes(brand ?? '')) {
    throw new PaymentProviderError('invalid_request', `Card brand '${brand ?? 'none'}' is not accepted`);
  }
  return {
    paymentMethodId: method.id,
    brand: brand as CardBrand,
    lastFour: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

export function presentSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const interval = item?.price.recurring?.interval;
  const status = subscription.status;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer as string | { id: string }) ?? '',
    status: subscriptionStatus(status),
    period: (interval === 'year' ? 'year' : 'month') as SubscriptionPeriod,
    amountPence: item?.price.unit_amount ?? 0,
    trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    currentPeriodStart: new Date((item?.current_period_start ?? subscription.start_date) * 1000),
    currentPeriodEnd: new Date((item?.current_period_end ?? subscription.start_date) * 1000),
    canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

/** The invoice with its outcome, read from its payment intent when it is not paid. */
export async function describeInvoice(
  stripe: Stripe,
  subscriptionId: string,
  invoiceId: string | null,
): Promise<ProviderInvoice> {
  if (!invoiceId)
    throw new PaymentProviderError('invalid_state', `Subscription ${subscriptionId} has no invoice`);
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const intentId = idOf(invoice.payments?.data[0]?.payment?.payment_intent);
  const line = invoice.lines?.data[0]?.period;
  const base = {
    invoiceId: invoice.id,
    subscriptionId,
    amountPence: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    periodStart: new Date((line?.start ?? invoice.period_start) * 1000),
    periodEnd: new Date((line?.end ?? invoice.period_end) * 1000),
    paymentIntentId: intentId,
  };
  if (invoice.status === 'paid') {
    const paidAt = invoice.status_transitions?.paid_at;
    return {
      ...base,
      status: 'paid',
      paidAt: paidAt ? new Date(paidAt * 1000) : null,
      failure: null,
      clientSecret: null,
    };
  }
  const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
  const error = intent?.last_payment_error;
  const requiresAction = intent?.status === 'requires_action' || intent?.status === 'requires_confirmation';
  return {
    ...base,
    status: requiresAction ? 'requires_action' : 'failed',
    paidAt: null,
    failure: {
      code: error?.code ?? (requiresAction ? 'authentication_required' : 'card_declined'),
      ...(error?.decline_code ? { declineCode: error.decline_code } : {}),
      message: error?.message ?? 'Your card was declined.',
    },
    clientSecret: requiresAction ? (intent?.client_secret ?? null) : null,
  };
}

/** A Stripe object, or null when Stripe has no such object. */
export async function retrieveOrNull<T>(retrieve: () => Promise<T>): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
      return null;
    throw error;
  }
}

/** Stripe's failures as PaymentProviderErrors (card declines are answered, not thrown, by each method). */
export async function stripeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw new PaymentProviderError('idempotency_key_reused', error.message, { cause: error });
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      const code = error.code === 'resource_missing' ? 'not_found' : 'invalid_request';
      throw new PaymentProviderError(code, error.message, { cause: error });
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new PaymentProviderError('provider_unavailable', error.message, { cause: error });
    }
    throw error;
  }
}
