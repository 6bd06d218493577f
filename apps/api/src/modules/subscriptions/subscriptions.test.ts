import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID, ProfileStatus, PromoType } from '@marquee/contracts/enums';
import { errors } from '@marquee/contracts/messages';
import { ukToday } from '@marquee/contracts/requests';
import {
  currentSubscriptionResponse,
  paymentMethodsResponse,
  paymentsResponse,
  receiptNumber,
  receiptPath,
  sandboxConfirmResponse,
  setupIntentResponse,
  subscribeResponse,
  subscriptionTexts,
  vatBreakdown,
} from '@marquee/contracts/subscriptions';
import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
import { buildApp } from '../../app';
import { outgoingEmails } from '../../db/schema/mail';
import {
  idempotentRequests,
  paymentEvents,
  payments,
  promoCodes,
  subscriptions,
} from '../../db/schema/billing';
import { settings } from '../../db/schema/settings';
import { supplierProfiles } from '../../db/schema/suppliers';
import { SandboxPaymentProvider } from '../payments/providers/sandbox-provider';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { createAdmin, createSupplier, type FactoryUser } from '../../../test/factories';
import type { AuthContext } from '../../lib/auth-context';
import { checkPlanPrice } from '../billing/billing.service';
import { chargeDue, supplierReviewed } from './charges.service';
import { subscribe as subscribeAt } from './subscriptions.service';

const SECRET = 'whsec_subscriptions_tests';
const DAY = 24 * 60 * 60 * 1000;
const SUBSCRIBER = 3;
const UNLIMITED = 4;

const data = useTestDatabase();
/** The sandbox's clock; tests move it to reach the first payment and period ends. */
let clock = new Date();
let app: FastifyInstance;

beforeAll(async () => {
  const provider = new SandboxPaymentProvider({ webhookSecret: SECRET, now: () => clock });
  app = await buildApp({
    config: testConfig({ STRIPE_WEBHOOK_SECRET: SECRET }),
    database: data.database,
    payments: provider,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  clock = new Date();
});

const later = (days: number) => new Date(Date.now() + days * DAY);

/** A card typed into the sandbox form: setup intent, then confirm. */
async function addCard(user: FactoryUser, number = '4242 4242 4242 4242') {
  const intent = setupIntentResponse.parse(
    (await app.inject({ method: 'GET', url: '/api/create-setup-intent', headers: user.auth })).json(),
  );
  return app.inject({
    method: 'POST',
    url: '/api/payment-methods/sandbox-confirm',
    headers: user.auth,
    payload: { setup_intent_id: intent.setup_intent_id, number, exp_month: 12, exp_year: 2034, cvc: '123' },
  });
}

async function cardId(user: FactoryUser, number?: string) {
  let res = await addCard(user, number);
  const asked = sandboxConfirmResponse.parse(res.json());
  if (asked.status === 'requires_action') {
    // The card asks for 3-D Secure when saved: passed on the sandbox's page.
    res = await app.inject({
      method: 'POST',
      url: '/api/payment-methods/sandbox-authenticate',
      headers: user.auth,
      payload: { setup_intent_id: asked.setup_intent_id, approve: true },
    });
  }
  expect(res.statusCode).toBe(201);
  const body = sandboxConfirmResponse.parse(res.json());
  if (body.status !== 'succeeded') throw new Error('card not saved');
  return body.payment_method.id;
}

/** A new approved supplier with a card, subscribed monthly to the Subscriber plan (with `extra` in the order). */
async function subscribedSupplier(
  extra: Record<string, unknown> = {},
  { checkFirst }: { checkFirst?: (user: FactoryUser) => Promise<{ statusCode: number }> } = {},
) {
  const supplier = await createSupplier(data.db);
  // What the supplier got before subscribing (the 402 of the free quota, in the upgrade test).
  if (checkFirst) expect((await checkFirst(supplier)).statusCode).toBe(402);
  const card = await cardId(supplier);
  const res = await subscribe(supplier, {
    pricing_plan_id: SUBSCRIBER,
    period: 'month',
    payment_method: card,
    ...extra,
  });
  return { supplier, card, res };
}

/** A supplier in the registration wizard, where a plan may be ordered before Save & Finish (profile-setup). */
const supplierUnderReview = () =>
  createSupplier(data.db, {
    profileStatus: ProfileStatus.underReview,
    profile: { onboardingStep: 'profile' },
  });

/** Save & Finish: the profile waits for the administrators (and the supplier's sessions end, decision 0045). */
const finishRegistration = (userId: number) =>
  data.db
    .update(supplierProfiles)
    .set({ onboardingStep: 'submitted', submittedAt: new Date() })
    .where(eq(supplierProfiles.userId, userId));

/** DELETE payment-methods or POST payment-methods/default with a card id. */
const cardCall = (user: FactoryUser, method: 'DELETE' | 'POST', url: string, card: number) =>
  app.inject({ method, url, headers: user.auth, payload: { payment_method: card } });

const listCards = async (user: FactoryUser) =>
  paymentMethodsResponse.parse(
    (await app.inject({ method: 'GET', url: '/api/payment-methods', headers: user.auth })).json(),
  ).payment_methods;

const subscribe = (
  user: FactoryUser,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/subscribe', headers: { ...user.auth, ...headers }, payload });

async function planOf(userId: number) {
  const [row] = await data.db
    .select({ plan: supplierProfiles.pricingPlanId })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, userId));
  return row?.plan;
}

const emailsTo = (to: string, template?: string) =>
  data.db
    .select()
    .from(outgoingEmails)
    .where(
      template
        ? and(eq(outgoingEmails.to, to), eq(outgoingEmails.template, template))
        : eq(outgoingEmails.to, to),
    );

const paymentsOf = (userId: number) => data.db.select().from(payments).where(eq(payments.userId, userId));

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

describe('the first-payment grace and promo codes, once per supplier (issue 19, decision 0046)', () => {
  const quotaCheck = (user: FactoryUser) =>
    app.inject({
      method: 'POST',
      url: '/api/supplier/service-request-quotes/check',
      headers: user.auth,
      payload: {},
    });
  /** POST subscribe's service at a given time (the clock of "6 days later"); it reads only the user's id. */
  const orderAt = (user: FactoryUser, body: Parameters<typeof subscribeAt>[2], at: Date) =>
    subscribeAt(app, { user: { id: user.id } } as AuthContext, body, undefined, at);
  const succeeded = async (userId: number) =>
    (await paymentsOf(userId)).filter((p) => p.status === 'succeeded');

  it('paid → free → paid every 6 days: the 7 days run from the first paid order, so the loop ends in a payment', async () => {
    await data.db.update(settings).set({ freeRfqNumber: 0 });
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const paid = { pricing_plan_id: SUBSCRIBER, period: 'month' as const, payment_method: card };
    const free = { pricing_plan_id: DEFAULT_PLAN_ID, period: 'month' as const };
    // Past the free allowance.
    expect((await quotaCheck(supplier)).statusCode).toBe(402);
    const start = new Date();
    const graceEndsOn = ukToday(new Date(start.getTime() + 7 * DAY));
    for (const day of [0, 6, 12]) {
      clock = new Date(start.getTime() + day * DAY);
      const price = await checkPlanPrice(
        app.db,
        supplier.id,
        { pricing_plan_id: SUBSCRIBER, period: 'month' },
        clock,
      );
      const ordered = await orderAt(supplier, paid, clock);
      if (day < 7) {
        // Within the grace (also an order made again after a cancellation): the first order's first payment date.
        expect(price).toMatchObject({ first_payment_on: graceEndsOn, charged_now: false });
        expect(ordered.subscription).toMatchObject({ status: 'trialing', first_payment_on: graceEndsOn });
        const atProvider = await app.payments.getSubscription({
          subscriptionId: (
            await data.db.select().from(subscriptions).where(eq(subscriptions.id, ordered.subscription!.id))
          )[0]!.stripeSubscriptionId!,
        });
        expect(ukToday(atProvider.trialEnd!)).toBe(graceEndsOn);
        expect(await succeeded(supplier.id)).toEqual([]);
      } else {
        // The grace is used: charged when ordered, before the answers unlock.
        expect(price).toMatchObject({ first_payment_on: ukToday(clock), charged_now: true });
        expect(ordered.subscription).toMatchObject({ status: 'active', first_payment_on: null });
        expect((await succeeded(supplier.id)).map((p) => p.amount)).toEqual(['25.00']);
        expect(await emailsTo(supplier.email, 'payment_receipt')).toHaveLength(1);
      }
      expect((await quotaCheck(supplier)).statusCode).toBe(200);
      await orderAt(supplier, free, clock);
      expect((await quotaCheck(supplier)).statusCode).toBe(402);
    }
    // The cancelled day-6 order is never charged by the job.
    clock = new Date(start.getTime() + 13 * DAY);
    expect(await chargeDue(app, clock)).toEqual({});
    expect(await succeeded(supplier.id)).toHaveLength(1);
  });

  it('a later order whose charge is declined or needs 3-D Secure is refused: previous plan, nothing kept, 402', async () => {
    await data.db.update(settings).set({ freeRfqNumber: 0 });
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const start = new Date();
    await orderAt(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card }, start);
    await orderAt(supplier, { pricing_plan_id: DEFAULT_PLAN_ID, period: 'month' }, start);
    clock = new Date(start.getTime() + 8 * DAY);
    for (const number of ['4000 0000 0000 0341', '4000 0027 6000 3184']) {
      const failing = await cardId(supplier, number);
      const order = orderAt(
        supplier,
        { pricing_plan_id: UNLIMITED, period: 'month', payment_method: failing },
        clock,
      );
      await expect(order, number).rejects.toMatchObject({ status: 422, code: 'payment_failed' });
    }
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
    expect((await quotaCheck(supplier)).statusCode).toBe(402);
    const rows = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
    expect(await succeeded(supplier.id)).toEqual([]);
  });

  it('a refused upgrade leaves the current subscription renewing with its own card', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const start = new Date();
    await orderAt(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card }, start);
    clock = new Date(start.getTime() + 7.01 * DAY);
    expect(await chargeDue(app, clock)).toEqual({ paid: 1 });
    clock = new Date(start.getTime() + 8 * DAY);
    const failing = await cardId(supplier, '4000 0000 0000 0341');
    await expect(
      orderAt(supplier, { pricing_plan_id: UNLIMITED, period: 'month', payment_method: failing }, clock),
    ).rejects.toMatchObject({ status: 422, code: 'payment_failed' });
    expect(await planOf(supplier.id)).toBe(SUBSCRIBER);
    // The renewal is charged to the card of the subscription, not to the refused order's card.
    clock = new Date(start.getTime() + 40 * DAY);
    expect(await chargeDue(app, clock)).toEqual({ paid: 1 });
    expect((await succeeded(supplier.id)).map((p) => p.amount)).toEqual(['25.00', '25.00']);
  });

  it('a promo code gives its discount once per supplier: the price check and subscribe refuse it the second time', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const withCode = {
      pricing_plan_id: SUBSCRIBER,
      period: 'month',
      payment_method: card,
      promo_code: TRIAL_PROMO_CODE,
    };
    const checkUrl = `/api/subscriptions/check-price?pricing_plan_id=${UNLIMITED}&period=month&promo_code=${TRIAL_PROMO_CODE}`;
    expect((await app.inject({ url: checkUrl, headers: supplier.auth })).statusCode).toBe(200);
    expect((await subscribe(supplier, withCode)).json().subscription).toMatchObject({ discount: 100 });
    await subscribe(supplier, { pricing_plan_id: DEFAULT_PLAN_ID, period: 'month' });
    const check = await app.inject({ url: checkUrl, headers: supplier.auth });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toEqual({
      message: errors.promoInvalid,
      code: 'promo_invalid',
      errors: { promo_code: [errors.promoInvalid] },
    });
    const again = await subscribe(supplier, { ...withCode, pricing_plan_id: UNLIMITED });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ promo_code: [errors.promoInvalid] });
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
    // Another supplier still gets it.
    const other = await subscribedSupplier({ promo_code: TRIAL_PROMO_CODE });
    expect(other.res.json().subscription).toMatchObject({ discount: 100 });
  });

  it('two orders of one supplier with one time-bound code at once: exactly one gets the discount, the other is refused', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    const answers = await Promise.all(
      [SUBSCRIBER, UNLIMITED].map((plan) =>
        subscribe(supplier, {
          pricing_plan_id: plan,
          period: 'month',
          payment_method: card,
          promo_code: TRIAL_PROMO_CODE,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)?.json().code).toBe('promo_invalid');
    const rows = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    expect(rows.filter((r) => r.promoCodeId !== null)).toHaveLength(1);
  });
});

describe('charges (spec 1 terms): after 7 days, only once approved; renewals; retries; receipts', () => {
  it('charges the first payment 7 days after ordering, e-mails a VAT receipt, then renews at the period end', async () => {
    const supplier = await createSupplier(data.db, { user: { companyName: 'Bright Marquees Ltd' } });
    const card = await cardId(supplier);
    await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card });
    expect(await chargeDue(app, later(6))).toEqual({});
    clock = later(7.01);
    expect(await chargeDue(app, clock)).toEqual({ paid: 1 });
    // Run again at the same time: nothing more is due.
    expect(await chargeDue(app, clock)).toEqual({});
    const [paid] = await paymentsOf(supplier.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount: '25.00', period: 'month' });
    const [receipt] = await emailsTo(supplier.email, 'payment_receipt');
    const figures = vatBreakdown(2500);
    expect(figures).toEqual({ net: 2083, vat: 417, gross: 2500 });
    expect(receipt?.text).toContain(receiptNumber(paid!.id));
    expect(receipt?.text).toContain('Bright Marquees Ltd');
    expect(receipt?.text).toContain('Subscriber');
    expect(receipt?.text).toContain('Net: £20.83');
    expect(receipt?.text).toContain('VAT 20 %: £4.17');
    expect(receipt?.text).toContain('Total paid: £25.00');

    const list = paymentsResponse.parse(
      (
        await app.inject({ method: 'GET', url: '/api/subscriptions/payments', headers: supplier.auth })
      ).json(),
    );
    expect(list.payments[0]).toMatchObject({
      amount: 25,
      net: 20.83,
      vat: 4.17,
      receipt_number: receiptNumber(paid!.id),
    });

    // The same receipt as a PDF, for its owner only.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/${receiptPath(paid!.id)}`,
      headers: supplier.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`marquee-receipt-${receiptNumber(paid!.id)}.pdf`);
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Receipt ${receiptNumber(paid!.id)}`);
    const other = await createSupplier(data.db);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/${receiptPath(paid!.id)}`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);

    clock = later(7.01 + 31);
    expect(await chargeDue(app, clock)).toEqual({ paid: 1 });
    expect(await paymentsOf(supplier.id)).toHaveLength(2);
    expect(await emailsTo(supplier.email, 'payment_receipt')).toHaveLength(2);
  });

  it('a supplier under review is charged only when approved (here after the 7 days), through the approve job', async () => {
    const supplier = await supplierUnderReview();
    const card = await cardId(supplier);
    const res = await subscribe(supplier, {
      pricing_plan_id: SUBSCRIBER,
      period: 'month',
      payment_method: card,
    });
    expect(res.json().subscription.awaiting_approval).toBe(true);
    await finishRegistration(supplier.id);
    clock = later(8);
    expect(await chargeDue(app, clock)).toEqual({ waiting_for_approval: 1 });
    expect(await paymentsOf(supplier.id)).toEqual([]);
    // The provider's trial was pushed on, so Stripe would not charge on its own either.
    const [row] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    const atProvider = await app.payments.getSubscription({ subscriptionId: row!.stripeSubscriptionId! });
    expect(atProvider.status).toBe('trialing');
    expect(atProvider.trialEnd!.getTime()).toBeGreaterThan(clock.getTime());

    const admin = await createAdmin(data.db);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplier.id}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode).toBe(200);
    // The approve queued the job; it runs at the real time (the 7 days not passed), so it only schedules.
    const ran = await app.jobs.runQueued();
    expect(ran.failed).toBe(0);
    expect(await paymentsOf(supplier.id)).toEqual([]);
    // At the sandbox's time (8 days on) the same job charges at once.
    expect(await supplierReviewed(app, supplier.id, clock)).toBe('paid');
    expect(await paymentsOf(supplier.id)).toHaveLength(1);
  });

  it('a rejected supplier is never charged: the dismiss job cancels the subscription and the plan goes back to free', async () => {
    const supplier = await supplierUnderReview();
    const card = await cardId(supplier);
    await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card });
    await finishRegistration(supplier.id);
    const admin = await createAdmin(data.db);
    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplier.id}/dismiss`,
      headers: admin.auth,
      payload: {
        message: 'Your profile does not describe an events business we can list on Marquee, sorry.',
      },
    });
    expect(dismissed.statusCode).toBe(200);
    await app.jobs.runQueued();
    const [row] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    expect(row?.status).toBe('canceled');
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
    const atProvider = await app.payments.getSubscription({ subscriptionId: row!.stripeSubscriptionId! });
    expect(atProvider.status).toBe('canceled');
    clock = later(8);
    expect(await chargeDue(app, clock)).toEqual({});
    expect(await paymentsOf(supplier.id)).toEqual([]);
  });

  it('retries a failed charge on day 1, 3 and 7 with an e-mail each time, then moves the supplier to the free plan', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier, '4000 0000 0000 0341');
    await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card });
    const start = 7.01;
    for (const [day, outcome] of [
      [start, 'failed'],
      [start + 0.5, undefined],
      [start + 1, 'failed'],
      [start + 3, 'failed'],
      [start + 7, 'moved_to_free'],
    ] as const) {
      clock = later(day);
      expect(await chargeDue(app, clock), `day ${day}`).toEqual(outcome ? { [outcome]: 1 } : {});
    }
    expect(await emailsTo(supplier.email, 'payment_failed')).toHaveLength(3);
    expect(await emailsTo(supplier.email, 'moved_to_free_plan')).toHaveLength(1);
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
    const [row] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    expect(row?.status).toBe('canceled');
    // Cancelled at the provider too, by the job queued with the row's cancellation.
    expect((await app.jobs.runQueued()).failed).toBe(0);
    const atProvider = await app.payments.getSubscription({ subscriptionId: row!.stripeSubscriptionId! });
    expect(atProvider.status).toBe('canceled');
    // One payment row for the one invoice, failed; the supplier's cards and account are kept.
    expect((await paymentsOf(supplier.id)).map((p) => p.status)).toEqual(['failed']);
    const [failed] = await paymentsOf(supplier.id);
    const noReceipt = await app.inject({
      method: 'GET',
      url: `/api/${receiptPath(failed!.id)}`,
      headers: supplier.auth,
    });
    expect(noReceipt.statusCode).toBe(409);
    expect(await listCards(supplier)).toHaveLength(1);
  });

  it('the six-month free trial code works end to end: the first charges are £0, then full price', async () => {
    const supplier = await createSupplier(data.db);
    // The end of the discount is the day the price check announced, in summer time too (a UK day's end kept as
    // `{day}T23:59:59Z` read back as the next day from April to October).
    const check = await app.inject({
      url: `/api/subscriptions/check-price?pricing_plan_id=${SUBSCRIBER}&period=month&promo_code=${TRIAL_PROMO_CODE}`,
      headers: supplier.auth,
    });
    const res = await subscribe(supplier, {
      pricing_plan_id: SUBSCRIBER,
      period: 'month',
      payment_method: await cardId(supplier),
      promo_code: TRIAL_PROMO_CODE.toLowerCase(),
    });
    expect(res.json().subscription).toMatchObject({ discount: 100 });
    expect(res.json().subscription.discount_ends_on).toBe(check.json().discount_ends_on);
    // The first charge and five renewals fall within the six months; the seventh charge is the full price.
    for (let month = 0; month <= 6; month += 1) {
      clock = later(7.01 + 31 * month);
      expect(await chargeDue(app, clock), `month ${month}`).toEqual({ paid: 1 });
    }
    const amounts = (await paymentsOf(supplier.id)).sort((a, b) => a.id - b.id).map((p) => p.amount);
    expect(amounts).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '25.00']);
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
