import { randomBytes } from 'node:crypto';
import { cardProviderMessages, testCard, type TestCardBehaviour } from '@marquee/contracts/cards';
import { addMonths } from '../src/modules/payments/providers/sandbox-provider';

/** What the fake Stripe keeps (fake-stripe.ts): its objects, the cards' hidden state, its events, and Stripe's own steps. */

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export type Obj = Record<string, unknown> & { id: string };
export type Params = Record<string, unknown>;

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
export const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
export const cardError = (code: keyof typeof cardProviderMessages, declineCode?: string) =>
  new StripeFailure(402, {
    type: 'card_error',
    code,
    ...(declineCode ? { decline_code: declineCode } : {}),
    message: cardProviderMessages[code],
  });

export const seconds = () => Math.floor(Date.now() / 1000);
export const period = (startSeconds: number, interval: string) =>
  Math.floor(addMonths(new Date(startSeconds * 1000), interval === 'year' ? 12 : 1).getTime() / 1000);
export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export type FakeStripeState = ReturnType<typeof createFakeStripeState>;

/** The fake's objects and the steps Stripe takes on its own (an invoice's attempt, billing a period). */
export function createFakeStripeState() {
  const store = {
    customers: new Map<string, Obj>(),
    products: new Map<string, Obj>(),
    setupIntents: new Map<string, Obj>(),
    paymentMethods: new Map<string, Obj>(),
    coupons: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: new Map<string, Obj>(),
    paymentIntents: new Map<string, Obj>(),
  };
  /** Card behaviour and 3-D Secure state of each payment method, which Stripe keeps to itself. */
  const cards = new Map<string, { behaviour: TestCardBehaviour; authenticated: boolean }>();
  const events: FakeEvent[] = [];
  let seq = 0;
  const newId = (prefix: string) =>
    `${prefix}_fake${(seq += 1).toString(36)}${randomBytes(4).toString('hex')}`;

  const emit = (type: string, object: Obj) =>
    events.push({
      id: newId('evt'),
      object: 'event',
      type,
      created: seconds(),
      data: { object: clone(object) },
    });

  const get = (map: Map<string, Obj>, kind: string, id: string, param?: string) => {
    const found = map.get(id);
    if (!found || found.deleted) throw missing(kind, id, param);
    return found;
  };

  const createPaymentMethod = (token: string): Obj => {
    const card = testCard(token);
    if (!card || !token.startsWith('pm_card_')) throw missing('payment_method', token, 'payment_method');
    const id = newId('pm');
    const method: Obj = {
      id,
      object: 'payment_method',
      type: 'card',
      created: seconds() * 1000 + seq, // ordering within a second
      customer: null,
      card: {
        brand: card.brand,
        last4: card.number.slice(-4),
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
    };
    store.paymentMethods.set(id, method);
    cards.set(id, {
      behaviour: card.behaviour,
      authenticated: card.behaviour !== 'authenticate_on_setup' && card.behaviour !== 'authenticate_always',
    });
    return method;
  };

  /** Stripe's off-session attempt of an invoice with the customer's default card. */
  const attempt = (invoice: Obj) => {
    const subscription = get(store.subscriptions, 'subscription', String(invoice.subscription_id));
    const customer = get(store.customers, 'customer', String(invoice.customer));
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    invoice.attempted = true;
    let outcome: 'paid' | 'failed' | 'requires_action' = 'paid';
    if (Number(invoice.amount_due) > 0) {
      const methodId = (customer.invoice_settings as { default_payment_method: string | null })
        .default_payment_method;
      const behaviour = methodId ? cards.get(methodId)?.behaviour : undefined;
      let intent = invoice.payment_intent_id
        ? store.paymentIntents.get(String(invoice.payment_intent_id))
        : undefined;
      if (!intent) {
        intent = { id: newId('pi'), object: 'payment_intent', amount: invoice.amount_due, currency: 'gbp' };
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
        store.paymentIntents.set(intent.id, intent);
        invoice.payment_intent_id = intent.id;
        invoice.payments = {
          object: 'list',
          data: [
            { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } },
          ],
          has_more: false,
        };
      }
      if (!behaviour || behaviour === 'charge_fails' || behaviour === 'declined') {
        outcome = 'failed';
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: cardProviderMessages.card_declined,
          },
        });
      } else if (behaviour === 'authenticate_always') {
        outcome = 'requires_action';
        Object.assign(intent, {
          status: 'requires_action',
          last_payment_error: {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: cardProviderMessages.authentication_required,
          },
        });
      } else {
        Object.assign(intent, { status: 'succeeded', last_payment_error: null });
      }
    }
    if (outcome === 'paid') {
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
      invoice.status_transitions = { paid_at: seconds() };
      if (subscription.status !== 'trialing') subscription.status = 'active';
      emit('invoice.paid', invoice);
    } else {
      subscription.status = 'past_due';
      emit(outcome === 'failed' ? 'invoice.payment_failed' : 'invoice.payment_action_required', invoice);
    }
    emit('customer.subscription.updated', subscription);
    return outcome;
  };

  /** A new invoice for the subscription's next period, starting at `start`, attempted at once. */
  const bill = (subscription: Obj, start: number, trialEnd?: number) => {
    const item = (subscription.items as { data: Obj[] }).data[0] as Obj & {
      price: { unit_amount: number; recurring: { interval: string } };
    };
    const end = trialEnd ?? period(start, item.price.recurring.interval);
    const discounted = subscription.discount_end !== null && start < Number(subscription.discount_end);
    // Stripe opens a trial with an invoice of 0.
    const amount =
      trialEnd !== undefined
        ? 0
        : discounted
          ? Math.round((item.price.unit_amount * (100 - Number(subscription.percent_off))) / 100)
          : item.price.unit_amount;
    const id = newId('in');
    const invoice: Obj = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      subscription_id: subscription.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      status: 'open',
      currency: 'gbp',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      period_start: start,
      period_end: end,
      lines: {
        object: 'list',
        data: [{ object: 'line_item', amount, period: { start, end } }],
        has_more: false,
      },
      payments: { object: 'list', data: [], has_more: false },
      status_transitions: { paid_at: null },
    };
    store.invoices.set(id, invoice);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    subscription.latest_invoice = id;
    attempt(invoice);
    return invoice;
  };

  return { store, cards, events, newId, emit, get, createPaymentMethod, attempt, bill };
}
