import { randomBytes } from 'node:crypto';
import { cardProviderMessages, type TestCardBehaviour } from '@marquee/contracts/cards';
import type { SubscriptionPeriod, SubscriptionStatus } from '@marquee/contracts/enums';
import {
  PaymentProviderError,
  type InvoiceOutcome,
  type PaymentFailure,
  type ProviderInvoice,
  type ProviderSubscription,
  type SavedCard,
} from './provider';

/** The sandbox provider's state (one JSON document, sandbox-store.ts) and the lookups and presenters over it. */

export interface SandboxCustomer {
  id: string;
  userId: number;
  email: string;
  name: string;
  defaultPaymentMethodId: string | null;
}

export interface SandboxSetupIntent {
  id: string;
  customerId: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethodId: string | null;
}

export interface SandboxPaymentMethod extends SavedCard {
  customerId: string | null;
  behaviour: TestCardBehaviour;
  /** False until a card that needs 3-D Secure on setup has passed it. */
  authenticated: boolean;
  seq: number;
}

export interface SandboxSubscription {
  id: string;
  customerId: string;
  productId: string;
  period: SubscriptionPeriod;
  amountPence: number;
  percentOff: number | null;
  /** ISO dates below. Charges for periods starting before this are discounted. */
  discountEndsAt: string | null;
  status: SubscriptionStatus;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  canceledAt: string | null;
  latestInvoiceId: string | null;
}

export interface SandboxInvoice {
  id: string;
  subscriptionId: string;
  status: InvoiceOutcome;
  amountPence: number;
  periodStart: string;
  periodEnd: string;
  paymentIntentId: string | null;
  paidAt: string | null;
  failure: PaymentFailure | null;
  clientSecret: string | null;
}

export interface IdempotencyRecord {
  fingerprint: string;
  /** The JSON of the answer given the first time. */
  result: string;
}

export interface SandboxState {
  version: 1;
  seq: number;
  customers: Record<string, SandboxCustomer>;
  products: Record<string, { id: string; planId: number; name: string }>;
  setupIntents: Record<string, SandboxSetupIntent>;
  paymentMethods: Record<string, SandboxPaymentMethod>;
  subscriptions: Record<string, SandboxSubscription>;
  invoices: Record<string, SandboxInvoice>;
  idempotency: Record<string, IdempotencyRecord>;
}

export const emptyState = (): SandboxState => ({
  version: 1,
  seq: 0,
  customers: {},
  products: {},
  setupIntents: {},
  paymentMethods: {},
  subscriptions: {},
  invoices: {},
  idempotency: {},
});

export const notFound = (what: string, id: string) =>
  new PaymentProviderError('not_found', `No such ${what}: '${id}'`);

export const failure = (code: keyof typeof cardProviderMessages, declineCode?: string): PaymentFailure => ({
  code,
  ...(declineCode ? { declineCode } : {}),
  message: cardProviderMessages[code],
});

/** The customer and one of their saved cards (another customer's card is not found). */
export function ownCard(s: SandboxState, customerId: string, paymentMethodId: string) {
  const customer = customerIn(s, customerId);
  const method = paymentMethodIn(s, paymentMethodId);
  if (method.customerId !== customer.id) throw notFound('payment_method', paymentMethodId);
  return { customer, method };
}

export function customerIn(s: SandboxState, id: string) {
  return s.customers[id] ?? throwError(notFound('customer', id));
}

export function setupIntentIn(s: SandboxState, id: string) {
  return s.setupIntents[id] ?? throwError(notFound('setup_intent', id));
}

export function paymentMethodIn(s: SandboxState, id: string) {
  return s.paymentMethods[id] ?? throwError(notFound('payment_method', id));
}

export function subscriptionIn(s: SandboxState, id: string) {
  return s.subscriptions[id] ?? throwError(notFound('subscription', id));
}

/** A new id with Stripe's prefix for its kind (cus, pm, sub, in…). */
export function newId(s: SandboxState, prefix: string) {
  s.seq += 1;
  return `${prefix}_sbx_${s.seq.toString(36)}${randomBytes(6).toString('hex')}`;
}

export function throwError(error: Error): never {
  throw error;
}

export const savedCard = (m: SandboxPaymentMethod): SavedCard => ({
  paymentMethodId: m.paymentMethodId,
  brand: m.brand,
  lastFour: m.lastFour,
  expMonth: m.expMonth,
  expYear: m.expYear,
});

const date = (iso: string | null) => (iso ? new Date(iso) : null);

export function presentSubscription(sub: SandboxSubscription): ProviderSubscription {
  return {
    subscriptionId: sub.id,
    customerId: sub.customerId,
    status: sub.status,
    period: sub.period,
    amountPence: sub.amountPence,
    trialEnd: date(sub.trialEnd),
    currentPeriodStart: new Date(sub.currentPeriodStart),
    currentPeriodEnd: new Date(sub.currentPeriodEnd),
    canceledAt: date(sub.canceledAt),
    latestInvoiceId: sub.latestInvoiceId,
  };
}

export function presentInvoice(invoice: SandboxInvoice): ProviderInvoice {
  return {
    invoiceId: invoice.id,
    subscriptionId: invoice.subscriptionId,
    status: invoice.status,
    amountPence: invoice.amountPence,
    periodStart: new Date(invoice.periodStart),
    periodEnd: new Date(invoice.periodEnd),
    paymentIntentId: invoice.paymentIntentId,
    paidAt: date(invoice.paidAt),
    failure: invoice.failure,
    clientSecret: invoice.clientSecret,
  };
}
