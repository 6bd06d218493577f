import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import qs from 'qs';
import Stripe from 'stripe';
import { cardProviderMessages } from '@marquee/contracts/cards';
import type { StripeProviderOptions } from '../src/modules/payments/providers/stripe-provider';
import { fakeStripeRoutes } from './fake-stripe-routes';
import {
  createFakeStripeState,
  seconds,
  StripeFailure,
  type FakeEvent,
  type Obj,
  type Params,
} from './fake-stripe-state';

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

export type { FakeEvent } from './fake-stripe-state';

export const FAKE_WEBHOOK_SECRET = 'whsec_fake_marquee_tests';
const SECRET_KEY = 'sk_test_fake_marquee';

export async function startFakeStripe(): Promise<FakeStripe> {
  const state = createFakeStripeState();
  const { store, cards, events, newId, emit, get, bill } = state;
  const routes = fakeStripeRoutes(state);
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: FakeStripe['requests'] = [];

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
