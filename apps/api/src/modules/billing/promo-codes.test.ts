import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  billingTexts,
  checkPriceResponse,
  discountEndsOn,
  firstPaymentOn,
  promoCodeResponse,
  promoCodesResponse,
  promoCsvColumns,
} from '@marquee/contracts/billing';
import { ProfileStatus, PromoType } from '@marquee/contracts/enums';
import { errors, validation } from '@marquee/contracts/messages';
import { ukToday } from '@marquee/contracts/requests';
import type { Db } from '../../db/client';
import { pricingPlans, promoCodes, subscriptions } from '../../db/schema/billing';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createSupplier, type FactoryUser } from '../../../test/factories';
import { usablePromo } from './billing.service';

const PROMOS = '/api/admin/promo-codes';
const CHECK = '/api/subscriptions/check-price';

const today = () => ukToday();

/** A promo code row as an administrator would have added it. */
async function promo(db: Db, values: Partial<typeof promoCodes.$inferInsert> & { name: string }) {
  const [row] = await db
    .insert(promoCodes)
    .values({ type: PromoType.singleUse, discount: '10.00', discountDuration: 3, ...values })
    .returning();
  return row!;
}

/** A subscription of a new supplier that used the code (what makes a single-use code used). */
async function subscribeWith(db: Db, promoCodeId: number, status = 'trialing') {
  const supplier = await createSupplier(db);
  await db.insert(subscriptions).values({
    userId: supplier.id,
    pricingPlanId: 3,
    period: 'month',
    status,
    promoCodeId,
    price: '25.00',
  });
}

const timeBound = (from: number, to: number) => ({
  type: PromoType.timeBound,
  dateFrom: addDays(today(), from),
  dateTo: addDays(today(), to),
});

describe('admin promo codes', () => {
  const t = useTestApp();
  const add = (admin: FactoryUser, payload: object) =>
    t.app.inject({ method: 'POST', url: PROMOS, headers: admin.auth, payload });

  it('adds a time-bound code with its dates and a single-use code with a generated name', async () => {
    const admin = await createAdmin(t.db);
    const from = addDays(today(), 1);
    const to = addDays(today(), 30);
    const timed = await add(admin, {
      type: PromoType.timeBound,
      name: 'Spring26',
      discount: '12.50',
      discount_duration: '6',
      date_from: from,
      date_to: to,
    });
    expect(timed.statusCode).toBe(201);
    expect(promoCodeResponse.parse(timed.json()).promo_code).toMatchObject({
      name: 'Spring26',
      type: PromoType.timeBound,
      discount: 12.5,
      discount_duration: 6,
      date_from: from,
      date_to: to,
      is_archive: 0,
      uses_count: 0,
      status: 'scheduled',
    });

    const single = await add(admin, {
      type: PromoType.singleUse,
      name: '',
      discount: 100,
      discount_duration: 12,
      date_from: from,
    });
    expect(single.statusCode).toBe(201);
    const code = promoCodeResponse.parse(single.json()).promo_code;
    expect(code.name).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code).toMatchObject({ date_from: null, date_to: null, status: 'active', discount: 100 });
  });

  it('answers the spec 5 texts for a wrong add form', async () => {
    const admin = await createAdmin(t.db);
    const res = await add(admin, { type: PromoType.timeBound, discount: 0, discount_duration: 13 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      discount: [validation.discountMin],
      discount_duration: [validation.durationMax],
      date_from: [validation.dateRangeRequired],
      date_to: [validation.dateRangeRequired],
    });
    const more = await add(admin, { type: PromoType.singleUse, discount: 101, discount_duration: 0 });
    expect(more.json().errors).toEqual({
      discount: [validation.discountMax],
      discount_duration: [validation.durationMin],
    });
    const none = await add(admin, { type: PromoType.singleUse, discount_duration: 1 });
    expect(none.json().errors).toEqual({ discount: [validation.discountRequired] });
  });

  it('refuses a name that exists in any case, archived codes included', async () => {
    const admin = await createAdmin(t.db);
    await promo(t.db, { name: 'WELCOME10', isArchive: 1 });
    const res = await add(admin, {
      type: PromoType.singleUse,
      name: 'welcome10',
      discount: 5,
      discount_duration: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'promo_name_taken',
      errors: { name: [billingTexts.promoNameTaken] },
    });
  });

  it('lists the codes not archived, newest first, with uses and status', async () => {
    const admin = await createAdmin(t.db);
    const used = await promo(t.db, { name: 'USED' });
    await subscribeWith(t.db, used.id, 'canceled');
    await promo(t.db, { name: 'GONE', isArchive: 1 });
    await promo(t.db, { name: 'OVER', ...timeBound(-30, -1) });
    await promo(t.db, { name: 'NOW', ...timeBound(0, 0) });
    const res = await t.app.inject({ url: PROMOS, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const list = promoCodesResponse.parse(res.json()).promo_codes;
    expect(list.map((p) => [p.name, p.status, p.uses_count])).toEqual([
      ['NOW', 'active', 0],
      ['OVER', 'expired', 0],
      ['USED', 'used', 1],
      // The trial code the registration screen advertises is reference data, on every database.
      [TRIAL_PROMO_CODE, 'active', 0],
    ]);
  });

  it("changes a time-bound code's dates, and only those", async () => {
    const admin = await createAdmin(t.db);
    const timed = await promo(t.db, { name: 'TIMED', ...timeBound(-30, -1) });
    const single = await promo(t.db, { name: 'SINGLE' });
    const archived = await promo(t.db, { name: 'ARCH', isArchive: 1, ...timeBound(0, 5) });
    const dates = { date_from: today(), date_to: addDays(today(), 10) };
    const edit = (id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${PROMOS}/${id}`, headers: admin.auth, payload });

    const res = await edit(timed.id, { ...dates, discount: 99, type: 0 });
    expect(res.statusCode).toBe(200);
    expect(promoCodeResponse.parse(res.json()).promo_code).toMatchObject({
      ...dates,
      discount: 10,
      type: PromoType.timeBound,
      status: 'active',
    });

    for (const id of [single.id, archived.id]) {
      const refused = await edit(id, dates);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'promo_not_editable',
        message: billingTexts.promoNotEditable,
      });
    }
    expect((await edit(999, dates)).statusCode).toBe(404);

    const wrong = await edit(timed.id, { date_from: addDays(today(), 3), date_to: today() });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ date_to: [billingTexts.dateRangeOrder] });
    const empty = await edit(timed.id, { date_from: '', date_to: '' });
    expect(empty.json().errors).toEqual({
      date_from: [validation.dateRangeRequired],
      date_to: [validation.dateRangeRequired],
    });
  });

  it('archives a code: it leaves the list and can no longer be used', async () => {
    const admin = await createAdmin(t.db);
    const code = await promo(t.db, { name: 'BYE' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${PROMOS}/${code.id}/archive`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().promo_code).toMatchObject({ is_archive: 1, status: 'archived' });
    const list = promoCodesResponse.parse((await t.app.inject({ url: PROMOS, headers: admin.auth })).json());
    expect(list.promo_codes.map((p) => p.name)).toEqual([TRIAL_PROMO_CODE]);
    await expect(usablePromo(t.db, 'bye', today(), { supplierId: null })).rejects.toMatchObject({
      status: 422,
      code: 'promo_invalid',
    });
    const missing = await t.app.inject({ method: 'POST', url: `${PROMOS}/999/archive`, headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });

  it('exports active and past codes as CSV', async () => {
    const admin = await createAdmin(t.db);
    const used = await promo(t.db, { name: 'USED', discount: '12.50' });
    await subscribeWith(t.db, used.id);
    await promo(t.db, { name: 'FRESH', discountDuration: 6 });
    await promo(t.db, { name: 'LATER', ...timeBound(5, 10) });
    await promo(t.db, { name: 'OVER', ...timeBound(-10, -5) });
    await promo(t.db, { name: '=CMD()', isArchive: 1 });

    const active = await t.app.inject({ url: `${PROMOS}/export-active`, headers: admin.auth });
    expect(active.statusCode).toBe(200);
    expect(active.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(active.headers['content-disposition']).toBe(
      `attachment; filename="promo-codes-active-${today()}.csv"`,
    );
    const activeLines = active.body.trimEnd().split('\r\n');
    expect(activeLines[0]).toBe(promoCsvColumns.join(','));
    expect(activeLines.slice(1).map((l) => l.split(',').slice(1, 9))).toEqual([
      ['LATER', 'Time-bound', '10.00', '3', addDays(today(), 5), addDays(today(), 10), '0', 'scheduled'],
      ['FRESH', 'Single use', '10.00', '6', '', '', '0', 'active'],
      [TRIAL_PROMO_CODE, 'Time-bound', '100.00', '6', '2026-01-01', '2099-12-31', '0', 'active'],
    ]);

    const past = await t.app.inject({ url: `${PROMOS}/export-past`, headers: admin.auth });
    expect(past.headers['content-disposition']).toBe(
      `attachment; filename="promo-codes-past-${today()}.csv"`,
    );
    const pastRows = past.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',').slice(1, 9));
    expect(pastRows).toEqual([
      ["'=CMD()", 'Single use', '10.00', '3', '', '', '0', 'archived'],
      ['OVER', 'Time-bound', '10.00', '3', addDays(today(), -10), addDays(today(), -5), '0', 'expired'],
      ['USED', 'Single use', '12.50', '3', '', '', '1', 'used'],
    ]);
  });
});

describe('GET subscriptions/check-price (supplier)', () => {
  const t = useTestApp();
  const check = (supplier: FactoryUser, query: Record<string, string>) =>
    t.app.inject({ url: `${CHECK}?${new URLSearchParams(query)}`, headers: supplier.auth });

  it('prices a plan for a month or a year without a promo code', async () => {
    const supplier = await createSupplier(t.db);
    const monthly = await check(supplier, { pricing_plan_id: '3', period: 'month' });
    expect(monthly.statusCode).toBe(200);
    expect(checkPriceResponse.parse(monthly.json())).toEqual({
      period: 'month',
      price: 25,
      price_with_discount: 25,
      discount_duration: 0,
      discount: 0,
      discount_ends_on: null,
      first_payment_on: firstPaymentOn(today()),
      charged_now: false,
      message: null,
    });
    const yearly = await check(supplier, { pricing_plan_id: '3', period: 'year', promo_code: '' });
    expect(yearly.json()).toMatchObject({ period: 'year', price: 300, price_with_discount: 300 });
  });

  it('answers a supplier still under review (the payment step of registration)', async () => {
    // Still in the wizard: once submitted, a supplier under review has no working session (decision 0045).
    const supplier = await createSupplier(t.db, {
      profileStatus: ProfileStatus.underReview,
      profile: { onboardingStep: 'profile' },
    });
    const res = await check(supplier, { pricing_plan_id: '2', period: 'year' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 180, first_payment_on: firstPaymentOn(today()) });
  });

  it('applies a valid code to the monthly price, yearly orders checked as monthly, with the spec 8 text', async () => {
    const supplier = await createSupplier(t.db);
    await promo(t.db, { name: 'SPRING', discount: '20.00', discountDuration: 6, ...timeBound(0, 0) });
    const endsOn = discountEndsOn(today(), 6);
    for (const period of ['month', 'year']) {
      const res = await check(supplier, { pricing_plan_id: '4', period, promo_code: 'spring' });
      expect(res.statusCode).toBe(200);
      expect(checkPriceResponse.parse(res.json())).toEqual({
        period: 'month',
        price: 45,
        price_with_discount: 36,
        discount_duration: 6,
        discount: 20,
        discount_ends_on: endsOn,
        first_payment_on: firstPaymentOn(today()),
        charged_now: false,
        message: `Success! Your promo code is valid. The discount will end on ${endsOn.split('-').reverse().join('.')}`,
      });
    }
  });

  it('refuses codes that do not exist, are archived, out of their dates or already used', async () => {
    const supplier = await createSupplier(t.db);
    await promo(t.db, { name: 'ARCHIVED', isArchive: 1 });
    await promo(t.db, { name: 'EARLY', ...timeBound(1, 10) });
    await promo(t.db, { name: 'LATE', ...timeBound(-10, -1) });
    const used = await promo(t.db, { name: 'USED' });
    await subscribeWith(t.db, used.id, 'canceled');
    for (const code of ['NOPE', 'ARCHIVED', 'EARLY', 'LATE', 'USED']) {
      const res = await check(supplier, { pricing_plan_id: '3', period: 'month', promo_code: code });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toEqual({
        message: errors.promoInvalid,
        code: 'promo_invalid',
        errors: { promo_code: [errors.promoInvalid] },
      });
    }
    await promo(t.db, { name: 'FRESH' });
    const fresh = await check(supplier, { pricing_plan_id: '3', period: 'month', promo_code: 'FRESH' });
    expect(fresh.json()).toMatchObject({ price_with_discount: 22.5, discount_duration: 3 });
  });

  it('refuses an archived or unknown plan and a wrong period', async () => {
    const supplier = await createSupplier(t.db);
    await t.db.update(pricingPlans).set({ isArchive: 1 }).where(eq(pricingPlans.id, 2));
    for (const id of ['2', '999']) {
      const res = await check(supplier, { pricing_plan_id: id, period: 'month' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ pricing_plan_id: [billingTexts.planUnavailable] });
    }
    const week = await check(supplier, { pricing_plan_id: '3', period: 'week' });
    expect(week.statusCode).toBe(422);
    expect(Object.keys(week.json().errors)).toEqual(['period']);
  });

  it('locks a single-use code so that, of 20 concurrent orders, only the first can use it', async () => {
    const code = await promo(t.db, { name: 'ONCE' });
    const suppliers: FactoryUser[] = [];
    for (let i = 0; i < 20; i += 1) suppliers.push(await createSupplier(t.db));
    const results = await Promise.allSettled(
      suppliers.map((s) =>
        t.db.transaction(async (tx) => {
          const usable = await usablePromo(tx, 'once', today(), { supplierId: s.id, lock: true });
          await tx.insert(subscriptions).values({
            userId: s.id,
            pricingPlanId: 3,
            period: 'month',
            status: 'trialing',
            promoCodeId: usable.id,
            price: '25.00',
          });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.promoCodeId, code.id));
    expect(rows).toHaveLength(1);
  });
});
