import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID } from '@marquee/contracts/enums';
import { errors } from '@marquee/contracts/messages';
import { ukToday } from '@marquee/contracts/requests';
import { paymentsResponse, receiptNumber, receiptPath, vatBreakdown } from '@marquee/contracts/subscriptions';
import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
import { subscriptions } from '../../db/schema/billing';
import { settings } from '../../db/schema/settings';
import { createAdmin, createSupplier, type FactoryUser } from '../../../test/factories';
import type { AuthContext } from '../../lib/auth-context';
import { checkPlanPrice } from '../billing/billing.service';
import { chargeDue, supplierReviewed } from './charges.service';
import { subscribe as subscribeAt } from './subscriptions.service';
import {
  app,
  cardId,
  clock,
  DAY,
  data,
  emailsTo,
  finishRegistration,
  later,
  listCards,
  paymentsOf,
  planOf,
  setClock,
  subscribe,
  subscribedSupplier,
  SUBSCRIBER,
  supplierUnderReview,
  UNLIMITED,
  useSubscriptionsApp,
} from './subscriptions.test-kit';

useSubscriptionsApp();

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
      setClock(new Date(start.getTime() + day * DAY));
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
    setClock(new Date(start.getTime() + 13 * DAY));
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
    setClock(new Date(start.getTime() + 8 * DAY));
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
    setClock(new Date(start.getTime() + 7.01 * DAY));
    expect(await chargeDue(app, clock)).toEqual({ paid: 1 });
    setClock(new Date(start.getTime() + 8 * DAY));
    const failing = await cardId(supplier, '4000 0000 0000 0341');
    await expect(
      orderAt(supplier, { pricing_plan_id: UNLIMITED, period: 'month', payment_method: failing }, clock),
    ).rejects.toMatchObject({ status: 422, code: 'payment_failed' });
    expect(await planOf(supplier.id)).toBe(SUBSCRIBER);
    // The renewal is charged to the card of the subscription, not to the refused order's card.
    setClock(new Date(start.getTime() + 40 * DAY));
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
    setClock(later(7.01));
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

    setClock(later(7.01 + 31));
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
    setClock(later(8));
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
    setClock(later(8));
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
      setClock(later(day));
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
      setClock(later(7.01 + 31 * month));
      expect(await chargeDue(app, clock), `month ${month}`).toEqual({ paid: 1 });
    }
    const amounts = (await paymentsOf(supplier.id)).sort((a, b) => a.id - b.id).map((p) => p.amount);
    expect(amounts).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '25.00']);
  });
});
