import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import qs from 'qs';
import Stripe from 'stripe';
import { cardProviderMessages, testCard, type TestCardBehaviour } from '@marquee/contracts/cards';
import { addMonths } from '../src/modules/payments/providers/sandbox-provider';
import type { StripeProviderOptions } from '../src/modules/payments/providers/stripe-provider';

/**
 * A stand-in for the Stripe API on loopback, for the Stripe provider's tests (docs/decisions/0043). It answers exactly
 * the requests the provider makes, form-encoded as Stripe takes them, with Stripe-shaped JSON and Stripe's error
 * bodies, and honours Idempotency-Key as Stripe does (the same key and request: the first answer again; the same key
 * with another request: an idempotency_error). Test-mode cards behave as in the sandbox (TEST_CARDS tokens such as
 * pm_card_visa, pm_card_chargeDeclined). What Stripe does on its own (3-D Secure in the browser, billing at the end of
 * a period) the test asks for with completeSetupAuthentication and billPeriodEnd.
 *
 *   const stripe = await startFakeStripe();
 *   const provider = new StripePaymentProvider(stripe.providerOptions);
 *   …
 *   await stripe.close();
 */
export interface FakeStripe {
  /** Options for `new StripePaymentProvider(...)` pointing at this server. */
  providerOptions: StripeProviderOptions;
  /** Every request received: method, path and Idempotency-Key. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** Events Stripe would have sent to the webhook endpoint, in order. */
  events: FakeEvent[];
  /** A delivery of a JSON payload signed as Stripe signs (stripe.webhooks.generateTestHeaderString). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** What the cardholder does on the 3-D Secure page of a setup intent that needs it (Stripe.js in the browser). */
  completeSetupAuthentication(setupIntentId: string, approve: boolean): { paymentMethodId: string | null };
  /** What the cardholder does on the 3-D Secure page of an invoice's payment (Stripe.js confirmCardPayment). */
  completeChargeAuthentication(invoiceId: string, approve: boolean): void;
  /** What Stripe does when a subscription's period ends: an invoice for the next period, charged at once. */
  billPeriodEnd(subscriptionId: string): void;
  close(): Promise<void>;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

type Obj = Record<string, unknown> & { id: string };
type Params = Record<string, unknown>;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const cardError = (code: keyof typeof cardProviderMessages, declineCode?: string) =>
  new StripeFailure(402, {
    type: 'card_error',
    code,
    ...(declineCode ? { decline_code: declineCode } : {}),
    message: cardProviderMessages[code],
  });

const seconds = () => Math.floor(Date.now() / 1000);
const period = (startSeconds: number, interval: string) =>
  Math.floor(addMonths(new Date(startSeconds * 1000), interval === 'year' ? 12 : 1).getTime() / 1000);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const FAKE_WEBHOOK_SECRET = 'whsec_fake_marquee_tests';
const SECRET_KEY = 'sk_test_fake_marquee';

export async function startFakeStripe(): Promise<FakeStripe> {
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
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: FakeStripe['requests'] = [];
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

  const routes: [string, RegExp, (params: Params, match: string[]) => Obj][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (p) => {
        const id = newId('cus');
        const customer: Obj = {
          id,
          object: 'customer',
          email: p.email ?? null,
          name: p.name ?? null,
          metadata: p.metadata ?? {},
          invoice_settings: { default_payment_method: null },
        };
        store.customers.set(id, customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_p, [id]) => get(store.customers, 'customer', id!)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (p, [id]) => {
        const customer = get(store.customers, 'customer', id!);
        const methodId = (p.invoice_settings as { default_payment_method?: string } | undefined)
          ?.default_payment_method;
        if (methodId !== undefined) {
          const method = get(
            store.paymentMethods,
            'payment_method',
            methodId,
            'invoice_settings[default_payment_method]',
          );
          if (method.customer !== id) {
            throw invalid(
              `The customer does not have a payment method with the ID ${methodId}.`,
              'invoice_settings[default_payment_method]',
            );
          }
          customer.invoice_settings = { default_payment_method: methodId };
        }
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (p) => {
        const product: Obj = {
          id: newId('prod'),
          object: 'product',
          name: p.name,
          active: true,
          metadata: p.metadata ?? {},
        };
        store.products.set(product.id, product);
        return product;
      },
    ],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_p, [id]) => get(store.products, 'product', id!)],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (p) => {
        get(store.customers, 'customer', String(p.customer), 'customer');
        const id = newId('seti');
        const intent: Obj = {
          id,
          object: 'setup_intent',
          customer: p.customer,
          usage: p.usage ?? 'off_session',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          payment_method: null,
          last_setup_error: null,
          next_action: null,
        };
        store.setupIntents.set(id, intent);
        return intent;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (p, [id]) => {
        const intent = get(store.setupIntents, 'setup_intent', id!);
        if (intent.status !== 'requires_payment_method') {
          throw invalid(`This SetupIntent's status is ${String(intent.status)}.`);
        }
        const token = String(p.payment_method);
        const method = store.paymentMethods.get(token) ?? createPaymentMethod(token);
        const card = cards.get(method.id)!;
        if (card.behaviour === 'declined') {
          intent.last_setup_error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: cardProviderMessages.card_declined,
          };
          throw cardError('card_declined', 'generic_decline');
        }
        intent.payment_method = method.id;
        if (!card.authenticated) {
          Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
        } else {
          method.customer = intent.customer;
          Object.assign(intent, { status: 'succeeded', next_action: null, last_setup_error: null });
        }
        return intent;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (_p, [id]) => get(store.paymentMethods, 'payment_method', id!),
    ],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (p) => ({
        id: '',
        object: 'list',
        url: '/v1/payment_methods',
        has_more: false,
        data: [...store.paymentMethods.values()]
          .filter((m) => m.customer === p.customer && (!p.type || m.type === p.type))
          .sort((a, b) => Number(b.created) - Number(a.created)),
      }),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (p, [id]) => {
        const method = get(store.paymentMethods, 'payment_method', id!);
        get(store.customers, 'customer', String(p.customer), 'customer');
        if (!cards.get(method.id)?.authenticated)
          throw cardError('authentication_required', 'authentication_required');
        if (method.customer && method.customer !== p.customer) {
          throw invalid('The payment method you provided has already been attached to a customer.');
        }
        method.customer = p.customer;
        return method;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_p, [id]) => {
        const method = get(store.paymentMethods, 'payment_method', id!);
        if (!method.customer)
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        const customer = store.customers.get(String(method.customer));
        const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
        if (settings && settings.default_payment_method === id) settings.default_payment_method = null;
        method.customer = null;
        return method;
      },
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (p) => {
        const coupon: Obj = {
          id: newId('coupon'),
          object: 'coupon',
          name: p.name ?? null,
          percent_off: Number(p.percent_off),
          duration: p.duration,
          duration_in_months: p.duration_in_months === undefined ? null : Number(p.duration_in_months),
          valid: true,
        };
        store.coupons.set(coupon.id, coupon);
        return coupon;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (p) => {
        get(store.customers, 'customer', String(p.customer), 'customer');
        const [item] = p.items as { price_data: Params }[];
        const data = item?.price_data;
        if (!data) throw invalid('Missing required param: items[0][price_data].', 'items');
        get(store.products, 'product', String(data.product), 'items[0][price_data][product]');
        const interval = (data.recurring as { interval: string }).interval;
        const trialDays = Number(p.trial_period_days);
        if (!Number.isInteger(trialDays) || trialDays < 1)
          throw invalid('trial_period_days must be at least 1', 'trial_period_days');
        const couponId = (p.discounts as { coupon: string }[] | undefined)?.[0]?.coupon;
        const coupon = couponId ? get(store.coupons, 'coupon', couponId, 'discounts[0][coupon]') : null;
        const now = seconds();
        const trialEnd = now + trialDays * 86_400;
        const subscription: Obj = {
          id: newId('sub'),
          object: 'subscription',
          customer: p.customer,
          status: 'trialing',
          metadata: p.metadata ?? {},
          start_date: now,
          created: now,
          trial_start: now,
          trial_end: trialEnd,
          canceled_at: null,
          latest_invoice: null,
          discounts: coupon ? [newId('di')] : [],
          percent_off: coupon?.percent_off ?? null,
          discount_end: coupon
            ? Math.floor(addMonths(new Date(now * 1000), Number(coupon.duration_in_months)).getTime() / 1000)
            : null,
          items: {
            object: 'list',
            has_more: false,
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                current_period_start: now,
                current_period_end: trialEnd,
                price: {
                  id: newId('price'),
                  object: 'price',
                  currency: data.currency,
                  product: data.product,
                  unit_amount: Number(data.unit_amount),
                  tax_behavior: data.tax_behavior ?? 'unspecified',
                  recurring: { interval },
                },
              },
            ],
          },
        };
        store.subscriptions.set(subscription.id, subscription);
        bill(subscription, now, trialEnd);
        return subscription;
      },
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_p, [id]) => get(store.subscriptions, 'subscription', id!)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (p, [id]) => {
        const subscription = get(store.subscriptions, 'subscription', id!);
        if (subscription.status === 'canceled')
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        if (p.metadata)
          subscription.metadata = { ...(subscription.metadata as Params), ...(p.metadata as Params) };
        if (p.trial_end !== undefined) {
          if (subscription.status !== 'trialing')
            throw invalid('The subscription is not trialing.', 'trial_end');
          if (p.trial_end === 'now') {
            Object.assign(subscription, { trial_end: seconds(), status: 'active' });
            bill(subscription, seconds());
          } else {
            subscription.trial_end = Number(p.trial_end);
            ((subscription.items as { data: Obj[] }).data[0] as Obj).current_period_end = Number(p.trial_end);
          }
        }
        return subscription;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_p, [id]) => {
        const subscription = get(store.subscriptions, 'subscription', id!);
        if (subscription.status === 'canceled') throw invalid('This subscription has already been canceled.');
        Object.assign(subscription, { status: 'canceled', canceled_at: seconds() });
        emit('customer.subscription.deleted', subscription);
        return subscription;
      },
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_p, [id]) => get(store.invoices, 'invoice', id!)],
    [
      'POST',
      /^\/v1\/invoices\/([^/]+)\/pay$/,
      (_p, [id]) => {
        const invoice = get(store.invoices, 'invoice', id!);
        if (invoice.status === 'paid') throw invalid('Invoice is already paid');
        const outcome = attempt(invoice);
        if (outcome === 'failed') throw cardError('card_declined', 'generic_decline');
        if (outcome === 'requires_action')
          throw cardError('authentication_required', 'authentication_required');
        return invoice;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_p, [id]) => get(store.paymentIntents, 'payment_intent', id!),
    ],
  ];

  const answer = (res: ServerResponse, status: number, body: string) =>
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(body);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return answer(
        res,
        401,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
    }
    const body = await text(req);
    const params = qs.parse(method === 'GET' ? url.search.slice(1) : body, { arrayLimit: 100 }) as Params;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (idempotencyKey && method !== 'GET') {
      const prior = idempotency.get(idempotencyKey);
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          return answer(
            res,
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            }),
          );
        }
        res.setHeader('idempotent-replayed', 'true');
        return answer(res, prior.status, prior.body);
      }
    }
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    let status = 200;
    let json: string;
    try {
      if (!route)
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        });
      const match = route[1].exec(url.pathname)!.slice(1).map(decodeURIComponent);
      json = JSON.stringify(route[2](params, match));
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      json = JSON.stringify({ error: error.body });
    }
    // Stripe keeps the answer for the key, errors included (but not 5xx).
    if (idempotencyKey && method !== 'GET')
      idempotency.set(idempotencyKey, { fingerprint, status, body: json });
    answer(res, status, json);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      answer(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(SECRET_KEY);

  return {
    providerOptions: {
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_fake_marquee',
      webhookSecret: FAKE_WEBHOOK_SECRET,
      host: '127.0.0.1',
      port,
      protocol: 'http',
      timeoutMs: 5_000,
    },
    requests,
    events,
    sign: (payload, options = {}) =>
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      }),
    completeSetupAuthentication(setupIntentId, approve) {
      const intent = get(store.setupIntents, 'setup_intent', setupIntentId);
      const methodId = intent.payment_method as string | null;
      if (intent.status !== 'requires_action' || !methodId)
        throw new Error(`${setupIntentId} needs no authentication`);
      if (!approve) {
        Object.assign(intent, {
          status: 'requires_payment_method',
          payment_method: null,
          next_action: null,
          last_setup_error: {
            type: 'invalid_request_error',
            code: 'setup_intent_authentication_failure',
            message: cardProviderMessages.setup_intent_authentication_failure,
          },
        });
        return { paymentMethodId: null };
      }
      cards.get(methodId)!.authenticated = true;
      get(store.paymentMethods, 'payment_method', methodId).customer = intent.customer;
      Object.assign(intent, { status: 'succeeded', next_action: null });
      return { paymentMethodId: methodId };
    },
    completeChargeAuthentication(invoiceId, approve) {
      const invoice = get(store.invoices, 'invoice', invoiceId);
      const intent = get(store.paymentIntents, 'payment_intent', String(invoice.payment_intent_id));
      if (intent.status !== 'requires_action') throw new Error(`${invoiceId} needs no authentication`);
      if (!approve) {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: cardProviderMessages.payment_intent_authentication_failure,
          },
        });
        return;
      }
      Object.assign(intent, { status: 'succeeded', last_payment_error: null });
      const subscription = get(store.subscriptions, 'subscription', String(invoice.subscription_id));
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
      invoice.status_transitions = { paid_at: seconds() };
      if (subscription.latest_invoice === invoice.id) subscription.status = 'active';
      emit('invoice.paid', invoice);
    },
    billPeriodEnd(subscriptionId) {
      const subscription = get(store.subscriptions, 'subscription', subscriptionId);
      const item = (subscription.items as { data: Obj[] }).data[0] as Obj;
      bill(subscription, Number(item.current_period_end));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
