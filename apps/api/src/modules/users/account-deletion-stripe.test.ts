import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupIntentResponse } from '@marquee/contracts/subscriptions';
import { buildApp } from '../../app';
import { subscriptions } from '../../db/schema/billing';
import { StripePaymentProvider } from '../payments/providers/stripe-provider';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { createAdmin, createSupplier } from '../../../test/factories';

/*
 * Deleting a paying supplier with the Stripe provider (docs/decisions/0068), against the fake Stripe server on
 * loopback: the subscription is cancelled at Stripe once, after the deletion committed, however often the job runs.
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

describe('DELETE admin/suppliers/{id} with Stripe (fake server)', () => {
  it('cancels the supplier’s subscription at Stripe after the commit', async () => {
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
    const card = await app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: supplier.auth,
      payload: { payment_method: confirmed.card.paymentMethodId },
    });
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: supplier.auth,
      payload: { pricing_plan_id: 3, period: 'month', payment_method: card.json().payment_method.id },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const [row] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    const stripeId = row!.stripeSubscriptionId!;
    const cancels = () =>
      fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${stripeId}`);

    const admin = await createAdmin(data.db);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/suppliers/${supplier.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Nothing is asked of Stripe inside the transaction: the job does it once the deletion is committed.
    expect(cancels()).toEqual([]);
    expect(await app.jobs.runQueued()).toMatchObject({ failed: 0 });
    expect(cancels()).toHaveLength(1);
    expect((await provider.getSubscription({ subscriptionId: stripeId })).status).toBe('canceled');
    // The row went with the supplier; Stripe keeps the cancelled subscription (its own billing record).
    expect(await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id))).toEqual(
      [],
    );
  });
});
