import { randomBytes } from 'node:crypto';
import { cardProviderMessages } from '@marquee/contracts/cards';
import { addMonths } from '../src/modules/payments/providers/sandbox-provider';
import {
  cardError,
  invalid,
  seconds,
  type FakeStripeState,
  type Obj,
  type Params,
} from './fake-stripe-state';

/** A route of the fake Stripe: method, path pattern, and the answer to its form parameters and path captures. */
export type FakeStripeRoute = [string, RegExp, (params: Params, match: string[]) => Obj];

/** The Stripe API requests the provider makes, answered from the fake's state as Stripe answers them. */
export function fakeStripeRoutes(state: FakeStripeState): FakeStripeRoute[] {
  const { store, cards, newId, emit, get, createPaymentMethod, attempt, bill } = state;
  return [
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
}
