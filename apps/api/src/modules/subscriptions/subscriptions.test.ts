import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID, PromoType } from '@marquee/contracts/enums';
import { errors } from '@marquee/contracts/messages';
import { ukToday } from '@marquee/contracts/requests';
import {
  currentSubscriptionResponse,
  sandboxConfirmResponse,
  subscribeResponse,
  subscriptionTexts,
} from '@marquee/contracts/subscriptions';
import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
import { idempotentRequests, paymentEvents, promoCodes, subscriptions } from '../../db/schema/billing';
import { settings } from '../../db/schema/settings';
import { createSupplier, type FactoryUser } from '../../../test/factories';
import { chargeDue } from './charges.service';
import {
  addCard,
  app,
  cardCall,
  cardId,
  data,
  emailsTo,
  later,
  listCards,
  paymentsOf,
  planOf,
  SECRET,
  subscribe,
  subscribedSupplier,
  SUBSCRIBER,
  UNLIMITED,
  useSubscriptionsApp,
} from './subscriptions.test-kit';

useSubscriptionsApp();

describe('saved cards (spec 2.5 payments, 7.5)', () => {
  it('adds cards through the sandbox form, makes the first the default, switches the default and deletes', async () => {
    const supplier = await createSupplier(data.db);
    const first = await cardId(supplier);
    const second = await cardId(supplier, '5555 5555 5555 4444');
    expect((await listCards(supplier)).map((c) => [c.id, c.brand, c.last_four, c.default])).toEqual([
      [second, 'mastercard', '4444', false],
      [first, 'visa', '4242', true],
    ]);

    const made = await cardCall(supplier, 'POST', '/api/payment-methods/default', second);
    expect(made.statusCode).toBe(200);
    expect(made.json().payment_method.id).toBe(second);
    const deleted = await cardCall(supplier, 'DELETE', '/api/payment-methods', first);
    expect(deleted.statusCode).toBe(200);
    expect((await listCards(supplier)).map((c) => [c.id, c.default])).toEqual([[second, true]]);
    const def = await app.inject({
      method: 'GET',
      url: '/api/payment-methods/default',
      headers: supplier.auth,
    });
    expect(def.json().payment_method.id).toBe(second);
  });

  it('refuses a declined or mistyped card with the spec 8 text and the provider message on the card field', async () => {
    const supplier = await createSupplier(data.db);
    const declined = await addCard(supplier, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({
      message: errors.paymentFailed,
      errors: { card: ['Your card was declined.'] },
    });
    const wrong = await addCard(supplier, '4242 4242 4242 4241');
    expect(wrong.json()).toMatchObject({ errors: { card: ['Your card number is incorrect.'] } });
    expect(await listCards(supplier)).toEqual([]);
  });

  it('asks for 3-D Secure when the card needs it, and saves the card once approved', async () => {
    const supplier = await createSupplier(data.db);
    const res = await addCard(supplier, '4000 0025 0000 3155');
    const body = sandboxConfirmResponse.parse(res.json());
    expect(body.status).toBe('requires_action');
    if (body.status !== 'requires_action') return;
    const done = await app.inject({
      method: 'POST',
      url: '/api/payment-methods/sandbox-authenticate',
      headers: supplier.auth,
      payload: { setup_intent_id: body.setup_intent_id, approve: true },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().payment_method).toMatchObject({ last_four: '3155', default: true });
  });

  it("keeps the last card of a paid subscription, and never touches another supplier's card", async () => {
    const owner = await createSupplier(data.db);
    const other = await createSupplier(data.db);
    const card = await cardId(owner);
    expect(
      (await subscribe(owner, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card }))
        .statusCode,
    ).toBe(200);
    const last = await cardCall(owner, 'DELETE', '/api/payment-methods', card);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(subscriptionTexts.cardInUse);
    for (const [method, url] of [
      ['DELETE', '/api/payment-methods'],
      ['POST', '/api/payment-methods/default'],
    ] as const) {
      const res = await cardCall(other, method, url, card);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor can the other supplier subscribe with it.
    const theirs = await subscribe(other, {
      pricing_plan_id: SUBSCRIBER,
      period: 'month',
      payment_method: card,
    });
    expect(theirs.statusCode).toBe(422);
    expect(await planOf(other.id)).toBe(DEFAULT_PLAN_ID);
  });
});

describe('subscribe (spec 4 payment flow, 7.5)', () => {
  it("opens a subscription on a 7-day trial, says 'First payment on …' and moves the supplier's plan", async () => {
    const { supplier, res } = await subscribedSupplier();
    expect(res.statusCode).toBe(200);
    const body = subscribeResponse.parse(res.json());
    const firstOn = ukToday(later(7));
    expect(body.pricing_plan.id).toBe(SUBSCRIBER);
    expect(body.subscription).toMatchObject({
      pricing_plan_id: SUBSCRIBER,
      period: 'month',
      status: 'trialing',
      price: 25,
      first_payment_on: firstOn,
      first_payment_text: `First payment on ${firstOn.split('-').reverse().join('.')}`,
      awaiting_approval: false,
    });
    expect(await planOf(supplier.id)).toBe(SUBSCRIBER);
    const current = currentSubscriptionResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: supplier.auth })).json(),
    );
    expect(current.subscription?.id).toBe(body.subscription?.id);
    // Nothing is charged on ordering.
    expect(await paymentsOf(supplier.id)).toEqual([]);
  });

  it('the same request twice is one subscription, by its content or by its Idempotency-Key', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const order = { pricing_plan_id: SUBSCRIBER, period: 'year', payment_method: card };
    const [a, b] = await Promise.all([subscribe(supplier, order), subscribe(supplier, order)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().subscription.id).toBe(b.json().subscription.id);

    const keyed = { 'idempotency-key': 'order-42' };
    const c = await subscribe(supplier, { ...order, pricing_plan_id: UNLIMITED }, keyed);
    const d = await subscribe(supplier, { ...order, pricing_plan_id: UNLIMITED }, keyed);
    expect(c.json().subscription.id).toBe(d.json().subscription.id);
    // The key with another request is refused.
    const reused = await subscribe(supplier, { ...order, period: 'month' }, keyed);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const rows = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    expect(rows.map((r) => [r.pricingPlanId, r.status]).sort()).toEqual([
      [SUBSCRIBER, 'canceled'],
      [UNLIMITED, 'trialing'],
    ]);
  });

  it('switching back to a plan within the repeat window subscribes again (A → B → A is not a repeat)', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const a = { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card };
    const first = await subscribe(supplier, a);
    await subscribe(supplier, { ...a, pricing_plan_id: UNLIMITED });
    const back = await subscribe(supplier, a);
    expect(back.json().subscription.id).not.toBe(first.json().subscription.id);
    expect(back.json().subscription.status).toBe('trialing');
    expect(await planOf(supplier.id)).toBe(SUBSCRIBER);
  });

  it('changes plan (the old subscription cancelled, at the provider too) and moves to the free plan without a card', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const first = subscribeResponse.parse(
      (
        await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card })
      ).json(),
    );
    const upgraded = subscribeResponse.parse(
      (
        await subscribe(supplier, { pricing_plan_id: UNLIMITED, period: 'month', payment_method: card })
      ).json(),
    );
    expect(upgraded.subscription?.id).not.toBe(first.subscription?.id);
    expect(await planOf(supplier.id)).toBe(UNLIMITED);
    await app.jobs.runQueued();
    const [old] = await data.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscription!.id));
    expect(old?.status).toBe('canceled');
    const atProvider = await app.payments.getSubscription({ subscriptionId: old!.stripeSubscriptionId! });
    expect(atProvider.status).toBe('canceled');

    const free = await subscribe(supplier, { pricing_plan_id: DEFAULT_PLAN_ID, period: 'month' });
    expect(free.statusCode).toBe(200);
    expect(subscribeResponse.parse(free.json())).toMatchObject({
      pricing_plan: { id: DEFAULT_PLAN_ID },
      subscription: null,
    });
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
    await app.jobs.runQueued();
    const current = await app.inject({
      method: 'GET',
      url: '/api/subscriptions/current',
      headers: supplier.auth,
    });
    expect(current.json().subscription).toBeNull();
  });

  it('an upgrade lifts the free quota at once (the offers quota reads the same plan), the free plan brings it back', async () => {
    await data.db.update(settings).set({ freeRfqNumber: 0 });
    const quotaCheck = (user: FactoryUser) =>
      app.inject({
        method: 'POST',
        url: '/api/supplier/service-request-quotes/check',
        headers: user.auth,
        payload: {},
      });
    const { supplier, res } = await subscribedSupplier({}, { checkFirst: quotaCheck });
    expect(res.statusCode).toBe(200);
    expect((await quotaCheck(supplier)).statusCode).toBe(200);
    await subscribe(supplier, { pricing_plan_id: DEFAULT_PLAN_ID, period: 'month' });
    expect((await quotaCheck(supplier)).statusCode).toBe(402);
  });

  it('needs a card for a paid plan and a usable promo code', async () => {
    const supplier = await createSupplier(data.db);
    const noCard = await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month' });
    expect(noCard.statusCode).toBe(422);
    const card = await cardId(supplier);
    const badPromo = await subscribe(supplier, {
      pricing_plan_id: SUBSCRIBER,
      period: 'month',
      payment_method: card,
      promo_code: 'NOPE',
    });
    expect(badPromo.statusCode).toBe(422);
    expect(badPromo.json().message).toBe(errors.promoInvalid);
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
  });

  it('charges a yearly order with a promo code monthly, as the price check showed it (spec 7.5)', async () => {
    const { res } = await subscribedSupplier({ period: 'year', promo_code: TRIAL_PROMO_CODE });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ period: 'month', price: 25, discount: 100 });
  });

  it('uses a single-use promo code once in total under 20 concurrent orders', async () => {
    await data.db
      .insert(promoCodes)
      .values({ name: 'ONCEONLY', type: PromoType.singleUse, discount: '50.00', discountDuration: 3 });
    const suppliers = await Promise.all(Array.from({ length: 20 }, () => createSupplier(data.db)));
    const cards: number[] = [];
    for (const s of suppliers) cards.push(await cardId(s));
    const answers = await Promise.all(
      suppliers.map((s, i) =>
        subscribe(s, {
          pricing_plan_id: SUBSCRIBER,
          period: 'month',
          payment_method: cards[i],
          promo_code: 'onceonly',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    const used = await data.db.select().from(subscriptions).where(eq(subscriptions.discount, '50.00'));
    expect(used).toHaveLength(1);
  });
});

describe('webhooks (POST webhooks/stripe)', () => {
  const deliver = (payload: string, header: string) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      ...(timestamp ? { timestamp } : {}),
    });

  it('applies an event once however often it is delivered, and refuses forged and stale deliveries', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card });
    const [row] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    const payload = JSON.stringify({
      id: 'evt_paid_1',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_hook_1',
          object: 'invoice',
          subscription: row!.stripeSubscriptionId,
          customer: 'cus_x',
          amount_paid: 2500,
          amount_due: 2500,
          payment_intent: 'pi_hook_1',
        },
      },
    });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await deliver(payload, sign(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().duplicate)).toEqual([false, true, true, true, true]);
    expect(await paymentsOf(supplier.id)).toHaveLength(1);
    expect(await emailsTo(supplier.email, 'payment_receipt')).toHaveLength(1);

    const forged = await deliver(payload.replace('2500', '1'), sign(payload));
    expect(forged.statusCode).toBe(400);
    const stale = await deliver(payload, sign(payload, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);

    // The provider ending the subscription moves the supplier to the free plan, once.
    const deleted = JSON.stringify({
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: row!.stripeSubscriptionId,
          object: 'subscription',
          customer: 'cus_x',
          status: 'canceled',
        },
      },
    });
    expect((await deliver(deleted, sign(deleted))).statusCode).toBe(200);
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);

    // Event ids and idempotency keys are forgotten after their retention, by the charge-due run.
    expect(await data.db.select().from(paymentEvents)).toHaveLength(2);
    expect(await data.db.select().from(idempotentRequests)).toHaveLength(1);
    await chargeDue(app, later(31));
    expect(await data.db.select().from(idempotentRequests)).toHaveLength(0);
    expect(await data.db.select().from(paymentEvents)).toHaveLength(2);
    await chargeDue(app, later(91));
    expect(await data.db.select().from(paymentEvents)).toHaveLength(0);
  });
});
