import { randomBytes } from 'node:crypto';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import {
  PaymentProviderError,
  type AttachPaymentMethodInput,
  type CancelSubscriptionInput,
  type ChargeSubscriptionInput,
  type ConfirmSetupIntentInput,
  type CreateSetupIntentInput,
  type CreateSubscriptionInput,
  type DetachPaymentMethodInput,
  type EnsureCustomerInput,
  type EnsureProductInput,
  type ExtendTrialInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type SavedCard,
  type SetDefaultPaymentMethodInput,
  type SetupIntentCreated,
  type SetupResult,
} from './provider';
import { attemptPayment, cardFrom, savePaymentMethod } from './sandbox-cards';
import {
  customerIn,
  failure,
  newId,
  notFound,
  ownCard,
  paymentMethodIn,
  presentInvoice,
  presentSubscription,
  savedCard,
  setupIntentIn,
  subscriptionIn,
  throwError,
  type SandboxInvoice,
} from './sandbox-state';
import { SandboxStore } from './sandbox-store';
import { toPaymentEvent, verifyStripeStyleSignature } from './webhook-events';

/**
 * The built-in card provider (docs/decisions/0043): Stripe's test mode, offline. Cards are checked like Stripe checks
 * them (Luhn, length per brand, expiry, CVC) and the test cards of @marquee/contracts/cards behave as in Stripe
 * (declined, needs 3-D Secure, saved but charges fail). No money moves.
 *
 * State is one JSON document: in memory, and written to `file` (DATA_DIR/payments-sandbox.json) after every change,
 * atomically (a temporary file renamed over the old one), so it survives a restart. Calls are serialised in the
 * process, and a server process owns its DATA_DIR (the pid lock), so nothing else writes the file. Only card display
 * details are kept (brand, last four, expiry, the test behaviour), never the number or CVC.
 */
export interface SandboxProviderOptions {
  /** Where the state is kept; omitted, it lives in memory only (tests). */
  file?: string;
  /** Signs and verifies webhook deliveries (the same format as Stripe's). */
  webhookSecret: string;
  /** The sandbox's clock; tests move it to reach the end of a period. */
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar months later, on the same day of the month (or the month's last day), as Stripe bills. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const periodAfter = (start: Date, period: SubscriptionPeriod) => addMonths(start, period === 'year' ? 12 : 1);

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox';
  readonly publishableKey = null;

  private readonly store: SandboxStore;
  private readonly now: () => Date;

  constructor(private readonly options: SandboxProviderOptions) {
    this.now = options.now ?? (() => new Date());
    this.store = new SandboxStore(options.file);
  }

  ensureCustomer(input: EnsureCustomerInput): Promise<{ customerId: string }> {
    return this.store.mutate('ensureCustomer', input, (s) => {
      if (input.customerId && s.customers[input.customerId]) return { customerId: input.customerId };
      const id = newId(s, 'cus');
      s.customers[id] = {
        id,
        userId: input.userId,
        email: input.email,
        name: input.name,
        defaultPaymentMethodId: null,
      };
      return { customerId: id };
    });
  }

  ensureProduct(input: EnsureProductInput): Promise<{ productId: string }> {
    return this.store.mutate('ensureProduct', input, (s) => {
      if (input.productId && s.products[input.productId]) return { productId: input.productId };
      const id = newId(s, 'prod');
      s.products[id] = { id, planId: input.planId, name: input.name };
      return { productId: id };
    });
  }

  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentCreated> {
    return this.store.mutate('createSetupIntent', input, (s) => {
      customerIn(s, input.customerId);
      const id = newId(s, 'seti');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      s.setupIntents[id] = {
        id,
        customerId: input.customerId,
        clientSecret,
        status: 'requires_payment_method',
        paymentMethodId: null,
      };
      return { setupIntentId: id, clientSecret };
    });
  }

  confirmSetupIntent(input: ConfirmSetupIntentInput): Promise<SetupResult> {
    return this.store.mutate('confirmSetupIntent', input, (s): SetupResult => {
      const intent = setupIntentIn(s, input.setupIntentId);
      if (intent.status !== 'requires_payment_method') {
        throw new PaymentProviderError('invalid_state', `Setup intent ${intent.id} is ${intent.status}`);
      }
      const card = cardFrom(input.paymentMethod, this.now);
      if ('failure' in card) return { status: 'failed', setupIntentId: intent.id, failure: card.failure };
      if (card.behaviour === 'declined') {
        return {
          status: 'failed',
          setupIntentId: intent.id,
          failure: failure('card_declined', 'generic_decline'),
        };
      }
      const method = savePaymentMethod(s, card);
      intent.paymentMethodId = method.paymentMethodId;
      if (!method.authenticated) {
        intent.status = 'requires_action';
        return {
          status: 'requires_action',
          setupIntentId: intent.id,
          clientSecret: intent.clientSecret,
          paymentMethodId: method.paymentMethodId,
        };
      }
      method.customerId = intent.customerId;
      intent.status = 'succeeded';
      return { status: 'succeeded', setupIntentId: intent.id, card: savedCard(method) };
    });
  }

  /**
   * The sandbox's 3-D Secure page (Stripe's test page has the same two buttons): the cardholder completes or fails
   * the authentication a setup intent asked for. Sandbox only; Stripe.js does this in the browser with Stripe.
   */
  completeSetupAuthentication(input: {
    setupIntentId: string;
    approve: boolean;
    idempotencyKey: string;
  }): Promise<SetupResult> {
    return this.store.mutate('completeSetupAuthentication', input, (s): SetupResult => {
      const intent = setupIntentIn(s, input.setupIntentId);
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
        throw new PaymentProviderError('invalid_state', `Setup intent ${intent.id} is ${intent.status}`);
      }
      const method = paymentMethodIn(s, intent.paymentMethodId);
      if (!input.approve) {
        intent.status = 'requires_payment_method';
        intent.paymentMethodId = null;
        return {
          status: 'failed',
          setupIntentId: intent.id,
          failure: failure('setup_intent_authentication_failure'),
        };
      }
      method.authenticated = true;
      method.customerId = intent.customerId;
      intent.status = 'succeeded';
      return { status: 'succeeded', setupIntentId: intent.id, card: savedCard(method) };
    });
  }

  /**
   * The same page for a charge that asked for 3-D Secure (an invoice answered 'requires_action'): passed, the invoice
   * is paid and its subscription active; failed, the invoice stays unpaid. Sandbox only; with Stripe, Stripe.js
   * confirms the payment with the invoice's client secret and Stripe sends invoice.paid.
   */
  completeChargeAuthentication(input: {
    invoiceId: string;
    approve: boolean;
    idempotencyKey: string;
  }): Promise<ProviderInvoice> {
    return this.store.mutate('completeChargeAuthentication', input, (s) => {
      const invoice = s.invoices[input.invoiceId] ?? throwError(notFound('invoice', input.invoiceId));
      if (invoice.status !== 'requires_action') {
        throw new PaymentProviderError('invalid_state', `Invoice ${invoice.id} is ${invoice.status}`);
      }
      const sub = subscriptionIn(s, invoice.subscriptionId);
      if (input.approve) {
        const paidAt = this.now().toISOString();
        Object.assign(invoice, { status: 'paid', paidAt, failure: null, clientSecret: null });
        if (sub.latestInvoiceId === invoice.id && sub.status === 'past_due') sub.status = 'active';
      } else {
        const refused = failure('payment_intent_authentication_failure');
        Object.assign(invoice, { status: 'failed', failure: refused, clientSecret: null });
      }
      return presentInvoice(invoice);
    });
  }

  attachPaymentMethod(input: AttachPaymentMethodInput): Promise<SavedCard> {
    return this.store.mutate('attachPaymentMethod', input, (s) => {
      customerIn(s, input.customerId);
      const method = paymentMethodIn(s, input.paymentMethodId);
      if (method.customerId && method.customerId !== input.customerId) {
        throw notFound('payment_method', input.paymentMethodId);
      }
      if (!method.authenticated) {
        throw new PaymentProviderError('invalid_state', 'The card needs its 3-D Secure authentication first');
      }
      method.customerId = input.customerId;
      return savedCard(method);
    });
  }

  listPaymentMethods(input: { customerId: string }): Promise<SavedCard[]> {
    return this.store.read((s) => {
      customerIn(s, input.customerId);
      return Object.values(s.paymentMethods)
        .filter((m) => m.customerId === input.customerId)
        .sort((a, b) => b.seq - a.seq)
        .map(savedCard);
    });
  }

  detachPaymentMethod(input: DetachPaymentMethodInput): Promise<void> {
    return this.store.mutate('detachPaymentMethod', input, (s) => {
      const customer = customerIn(s, input.customerId);
      const method = paymentMethodIn(s, input.paymentMethodId);
      if (method.customerId && method.customerId !== input.customerId) {
        throw notFound('payment_method', input.paymentMethodId);
      }
      method.customerId = null;
      if (customer.defaultPaymentMethodId === method.paymentMethodId) customer.defaultPaymentMethodId = null;
      return undefined;
    });
  }

  setDefaultPaymentMethod(input: SetDefaultPaymentMethodInput): Promise<void> {
    return this.store.mutate('setDefaultPaymentMethod', input, (s) => {
      const { customer, method } = ownCard(s, input.customerId, input.paymentMethodId);
      customer.defaultPaymentMethodId = method.paymentMethodId;
      return undefined;
    });
  }

  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    return this.store.mutate('createSubscription', input, (s) => {
      const { customer, method } = ownCard(s, input.customerId, input.paymentMethodId);
      if (!s.products[input.price.productId]) throw notFound('product', input.price.productId);
      if (!Number.isInteger(input.trialDays) || input.trialDays < 1) {
        throw new PaymentProviderError(
          'invalid_request',
          'trialDays must be a whole number of days, at least 1',
        );
      }
      if (!Number.isInteger(input.price.amountPence) || input.price.amountPence < 0) {
        throw new PaymentProviderError('invalid_request', 'amountPence must be a whole number of pence');
      }
      const now = this.now();
      const trialEnd = new Date(now.getTime() + input.trialDays * DAY_MS);
      const id = newId(s, 'sub');
      customer.defaultPaymentMethodId = method.paymentMethodId;
      s.subscriptions[id] = {
        id,
        customerId: customer.id,
        productId: input.price.productId,
        period: input.price.period,
        amountPence: input.price.amountPence,
        percentOff: input.promo?.percentOff ?? null,
        // As a Stripe coupon with duration 'repeating': the months count from when it is applied.
        discountEndsAt: input.promo ? addMonths(now, input.promo.durationMonths).toISOString() : null,
        status: 'trialing',
        trialEnd: trialEnd.toISOString(),
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: trialEnd.toISOString(),
        canceledAt: null,
        latestInvoiceId: null,
      };
      return presentSubscription(s.subscriptions[id]);
    });
  }

  extendTrial(input: ExtendTrialInput): Promise<ProviderSubscription> {
    return this.store.mutate('extendTrial', input, (s) => {
      const sub = subscriptionIn(s, input.subscriptionId);
      if (sub.status !== 'trialing') {
        throw new PaymentProviderError(
          'invalid_state',
          `Subscription ${sub.id} is ${sub.status}, not trialing`,
        );
      }
      sub.trialEnd = input.trialEnd.toISOString();
      sub.currentPeriodEnd = sub.trialEnd;
      return presentSubscription(sub);
    });
  }

  chargeSubscription(input: ChargeSubscriptionInput): Promise<ProviderInvoice> {
    return this.store.mutate('chargeSubscription', input, (s) => {
      const sub = subscriptionIn(s, input.subscriptionId);
      if (sub.status === 'canceled') {
        throw new PaymentProviderError('invalid_state', `Subscription ${sub.id} is canceled`);
      }
      const latest = sub.latestInvoiceId ? s.invoices[sub.latestInvoiceId] : undefined;
      const now = this.now();
      let invoice: SandboxInvoice;
      if (latest && latest.status !== 'paid') {
        invoice = latest;
      } else if (sub.status === 'trialing' || now.getTime() >= Date.parse(sub.currentPeriodEnd)) {
        // The trial ends now (and the first period starts now, as in Stripe); a renewal continues the periods.
        const start = sub.status === 'trialing' ? now : new Date(sub.currentPeriodEnd);
        const discounted =
          sub.percentOff !== null && sub.discountEndsAt !== null && start < new Date(sub.discountEndsAt);
        const id = newId(s, 'in');
        invoice = {
          id,
          subscriptionId: sub.id,
          status: 'failed',
          amountPence: discounted
            ? Math.round((sub.amountPence * (100 - (sub.percentOff ?? 0))) / 100)
            : sub.amountPence,
          periodStart: start.toISOString(),
          periodEnd: periodAfter(start, sub.period).toISOString(),
          paymentIntentId: null,
          paidAt: null,
          failure: null,
          clientSecret: null,
        };
        s.invoices[id] = invoice;
        sub.latestInvoiceId = id;
        sub.trialEnd = sub.status === 'trialing' ? now.toISOString() : sub.trialEnd;
        sub.currentPeriodStart = invoice.periodStart;
        sub.currentPeriodEnd = invoice.periodEnd;
      } else if (latest) {
        return presentInvoice(latest);
      } else {
        throw new PaymentProviderError('invalid_state', `Subscription ${sub.id} has nothing due`);
      }
      attemptPayment(s, sub, invoice, now);
      return presentInvoice(invoice);
    });
  }

  getSubscription(input: { subscriptionId: string }): Promise<ProviderSubscription> {
    return this.store.read((s) => presentSubscription(subscriptionIn(s, input.subscriptionId)));
  }

  cancelSubscription(input: CancelSubscriptionInput): Promise<ProviderSubscription> {
    return this.store.mutate('cancelSubscription', input, (s) => {
      const sub = subscriptionIn(s, input.subscriptionId);
      if (sub.status !== 'canceled') {
        sub.status = 'canceled';
        sub.canceledAt = this.now().toISOString();
      }
      return presentSubscription(sub);
    });
  }

  parseWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent {
    const seconds = Math.floor(this.now().getTime() / 1000);
    return toPaymentEvent(
      verifyStripeStyleSignature(rawBody, signatureHeader, this.options.webhookSecret, seconds),
    );
  }
}
