import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupIntentResponse, subscribeResponse } from '@marquee/contracts/subscriptions';
import { buildApp } from '../../app';
import { outgoingEmails } from '../../db/schema/mail';
import { payments, subscriptions } from '../../db/schema/billing';
import { StripePaymentProvider } from '../payments/providers/stripe-provider';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { createSupplier } from '../../../test/factories';
import { chargeDue } from './charges.service';

/*
 * The subscribe and webhook flow with the Stripe provider, against the fake Stripe server on loopback
 * (test/fake-stripe.ts): Stripe.js's part (confirming the setup intent in the browser) is played by the provider.
 */

const data = useTestDatabase();
let fake: FakeStripe;
let provider: StripePaymentProvider;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripePaymentProvider(fake.providerOptions);
  app = await buildApp({ config: testConfig(), database: data.database, payments: provider });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** Delivers every event the fake has made since `from`, `times` times each; answers the statuses. */
async function deliverEvents(from: number, times = 1) {
  const statuses: number[] = [];
  for (const event of fake.events.slice(from)) {
    const payload = JSON.stringify(event);
    for (let i = 0; i < times; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
        payload,
      });
      statuses.push(res.statusCode);
    }
  }
  return statuses;
}

describe('subscriptions with Stripe (fake server)', () => {
  it('saves a card confirmed by Stripe.js, subscribes, charges after 7 days and applies replayed webhooks once', async () => {
    const supplier = await createSupplier(data.db);
    const intent = setupIntentResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/create-setup-intent', headers: supplier.auth })).json(),
    );
    expect(intent).toMatchObject({
      provider: 'stripe',
      publishable_key: fake.providerOptions.publishableKey,
    });
    expect(intent.client_secret).toMatch(/^seti_/);
    // The sandbox's server-side card form does not exist with Stripe: card numbers never reach Marquee.
    const sandbox = await app.inject({
      method: 'POST',
      url: '/api/payment-methods/sandbox-confirm',
      headers: supplier.auth,
      payload: {
        setup_intent_id: intent.setup_intent_id,
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
      },
    });
    expect(sandbox.statusCode).toBe(404);

    // Stripe.js in the browser: confirmCardSetup with the card, which gives a payment method id.
    const confirmed = await provider.confirmSetupIntent({
      setupIntentId: intent.setup_intent_id,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `test-confirm:${intent.setup_intent_id}`,
    });
    if (confirmed.status !== 'succeeded') throw new Error('setup intent not confirmed');
    const added = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: supplier.auth,
      payload: { payment_method: confirmed.card.paymentMethodId },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().payment_method).toMatchObject({ brand: 'visa', last_four: '4242', default: true });

    const from = fake.events.length;
    const order = { pricing_plan_id: 3, period: 'month', payment_method: added.json().payment_method.id };
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: supplier.auth,
      payload: order,
    });
    expect(res.statusCode).toBe(200);
    expect(subscribeResponse.parse(res.json()).subscription).toMatchObject({ status: 'trialing' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: supplier.auth,
      payload: order,
    });
    expect(again.json().subscription.id).toBe(res.json().subscription.id);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')).toHaveLength(
      1,
    );

    // The £0 invoice that opens the trial is not a payment.
    expect((await deliverEvents(from)).every((s) => s === 200)).toBe(true);
    const paymentsOf = () => data.db.select().from(payments).where(eq(payments.userId, supplier.id));
    expect(await paymentsOf()).toEqual([]);

    const beforeCharge = fake.events.length;
    expect(await chargeDue(app, new Date(Date.now() + 7.01 * 24 * 60 * 60 * 1000))).toEqual({ paid: 1 });
    expect(fake.events.slice(beforeCharge).map((e) => e.type)).toContain('invoice.paid');
    // Stripe delivers the charge's events 5 times: one payment, one receipt.
    const statuses = await deliverEvents(beforeCharge, 5);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const rows = await paymentsOf();
    expect(rows.map((p) => [p.status, p.amount])).toEqual([['succeeded', '25.00']]);
    const receipts = await data.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.template, 'payment_receipt'));
    expect(receipts).toHaveLength(1);
    const [sub] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    expect(sub?.status).toBe('active');

    // A delivery signed with another secret is refused.
    const payload = JSON.stringify(fake.events.at(-1));
    const forged = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': fake.sign(payload, { secret: 'whsec_someone_else' }),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
  });

  it("keeps the first order's payment date within the 7 days and charges at once after them (decision 0046)", async () => {
    const supplier = await createSupplier(data.db);
    const intent = setupIntentResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/create-setup-intent', headers: supplier.auth })).json(),
    );
    const confirmed = await provider.confirmSetupIntent({
      setupIntentId: intent.setup_intent_id,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `test-confirm:${intent.setup_intent_id}`,
    });
    if (confirmed.status !== 'succeeded') throw new Error('setup intent not confirmed');
    const card = (
      await app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        headers: supplier.auth,
        payload: { payment_method: confirmed.card.paymentMethodId },
      })
    ).json().payment_method.id;
    const order = (planId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/subscribe',
        headers: supplier.auth,
        payload: { pricing_plan_id: planId, period: 'month', payment_method: card },
      });
    const rowsOf = () => data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));

    const first = subscribeResponse.parse((await order(3)).json()).subscription!;
    expect((await order(1)).statusCode).toBe(200);
    const again = subscribeResponse.parse((await order(3)).json()).subscription!;
    expect(again).toMatchObject({ status: 'trialing', first_payment_on: first.first_payment_on });
    const [firstRow] = await rowsOf();
    const againRow = (await rowsOf()).find((r) => r.id === again.id)!;
    const atStripe = await provider.getSubscription({ subscriptionId: againRow.stripeSubscriptionId! });
    expect(atStripe.trialEnd?.getTime()).toBe(Math.floor(firstRow!.firstPaymentAt!.getTime() / 1000) * 1000);

    // Eight days on (the rows as if ordered then): the grace is used, so the next order is charged when made.
    await data.db
      .update(subscriptions)
      .set({
        createdAt: sql`${subscriptions.createdAt} - interval '8 days'`,
        firstPaymentAt: sql`${subscriptions.firstPaymentAt} - interval '8 days'`,
      })
      .where(eq(subscriptions.userId, supplier.id));
    expect((await order(1)).statusCode).toBe(200);
    const charged = await order(4);
    expect(charged.statusCode).toBe(200);
    expect(subscribeResponse.parse(charged.json()).subscription).toMatchObject({
      status: 'active',
      first_payment_on: null,
    });
    const paid = await data.db.select().from(payments).where(eq(payments.userId, supplier.id));
    expect(paid.map((p) => [p.status, p.amount])).toEqual([['succeeded', '45.00']]);
  });
});
