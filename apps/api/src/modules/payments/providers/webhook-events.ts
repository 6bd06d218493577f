import { createHmac, timingSafeEqual } from 'node:crypto';
import { SubscriptionStatus } from '@marquee/contracts/enums';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type PaymentEvent,
  type WebhookInvoice,
} from './provider';

/**
 * Webhooks of both providers use Stripe's format: a JSON event `{ id, type, created, data: { object } }` signed in a
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` header. The Stripe provider verifies with
 * the SDK (stripe.webhooks.constructEvent); the sandbox with verifyStripeStyleSignature below, so tests sign
 * deliveries for either with stripe.webhooks.generateTestHeaderString.
 */
export interface StripeStyleEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : text((value as { id?: unknown } | null)?.id);

/** The subscription an invoice belongs to, where Stripe has put it (parent since 2025, subscription before). */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

function invoicePaymentIntent(invoice: Record<string, unknown>): string | null {
  const payments = invoice.payments as { data?: { payment?: { payment_intent?: unknown } }[] } | undefined;
  const fromPayments = payments?.data?.[0]?.payment?.payment_intent;
  return idOf(fromPayments) ?? idOf(invoice.payment_intent);
}

function webhookInvoice(invoice: Record<string, unknown>, paid: boolean): WebhookInvoice {
  return {
    invoiceId: String(invoice.id),
    subscriptionId: invoiceSubscription(invoice),
    customerId: idOf(invoice.customer),
    amountPence: Number(paid ? invoice.amount_paid : invoice.amount_due) || 0,
    paymentIntentId: invoicePaymentIntent(invoice),
  };
}

/** Stripe's subscription status in Marquee's names. */
export const subscriptionStatus = (status: unknown): SubscriptionStatus => {
  if ((SubscriptionStatus as readonly unknown[]).includes(status)) return status as SubscriptionStatus;
  // Stripe's other states: 'unpaid' and 'paused' stop charging like past_due; 'incomplete_expired' is over.
  return status === 'incomplete_expired' ? 'canceled' : 'past_due';
};

/** A verified Stripe-format event as Marquee's PaymentEvent. */
export function toPaymentEvent(event: StripeStyleEvent): PaymentEvent {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  const object = event.data.object;
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
      return { ...base, type: event.type, invoice: webhookInvoice(object, event.type === 'invoice.paid') };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        type:
          event.type === 'customer.subscription.updated' ? 'subscription.updated' : 'subscription.deleted',
        subscription: {
          subscriptionId: String(object.id),
          customerId: idOf(object.customer) ?? '',
          status: subscriptionStatus(object.status),
        },
      };
    default:
      return { ...base, type: 'other', providerType: event.type };
  }
}

/**
 * Checks a Stripe-format signature header against the body: at least one v1 signature must match and the
 * timestamp must be within the tolerance (both ways, for clocks that disagree).
 */
export function verifyStripeStyleSignature(
  rawBody: string | Uint8Array,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): StripeStyleEvent {
  if (!header) throw new WebhookSignatureError('missing');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('malformed');
  const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest();
  const matches = signatures.some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('forged');
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('stale');
  let event: StripeStyleEvent;
  try {
    event = JSON.parse(body) as StripeStyleEvent;
  } catch {
    throw new WebhookSignatureError('malformed');
  }
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.data?.object !== 'object'
  ) {
    throw new WebhookSignatureError('malformed');
  }
  return event;
}
