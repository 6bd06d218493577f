import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  billingTexts,
  checkPrice,
  checkPriceQuery,
  createPricePlanBody,
  createPromoCodeBody,
  discountedPrice,
  discountEndsOn,
  firstPaymentOn,
  promoStatus,
  showDate,
  toPence,
  updatePricePlanBody,
  updatePromoCodeBody,
  yearlyPricePerMonth,
} from '@marquee/contracts/billing';
import { PlanType, PromoType } from '@marquee/contracts/enums';
import { validation } from '@marquee/contracts/messages';

/** Field errors of a failed parse, as the API's 422 lists them. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('price arithmetic (spec 9)', () => {
  it('shows a yearly price per month as price_per_year / 12, rounded to the pound', () => {
    expect(yearlyPricePerMonth(180)).toBe(15);
    expect(yearlyPricePerMonth(300)).toBe(25);
    expect(yearlyPricePerMonth(250)).toBe(21); // 20.83
    expect(yearlyPricePerMonth(246)).toBe(21); // 20.5 rounds up
    expect(yearlyPricePerMonth(0)).toBe(0);
  });

  it('takes a percent off to the penny', () => {
    expect(discountedPrice(25, 10)).toBe(22.5);
    expect(discountedPrice(25, 100)).toBe(0);
    expect(discountedPrice(45, 33.33)).toBe(30); // 30.0015
    expect(discountedPrice(19.99, 15)).toBe(16.99); // 16.9915
    expect(discountedPrice(0.05, 50)).toBe(0.03); // half a penny rounds up
  });

  it('never gives a discounted price below 0, above the price, or with part of a penny', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.integer({ min: 100, max: 10_000 }),
        (pence, basisPoints) => {
          const price = pence / 100;
          const discounted = discountedPrice(price, basisPoints / 100);
          expect(discounted).toBeGreaterThanOrEqual(0);
          expect(discounted).toBeLessThanOrEqual(price);
          expect(Number.isInteger(toPence(discounted))).toBe(true);
          // Within half a penny of the exact value.
          expect(
            Math.abs(toPence(discounted) - (pence * (10_000 - basisPoints)) / 10_000),
          ).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('adds months, keeping the day or taking the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
  });

  it('adding months is never earlier, never more than 31 days a month, and keeps the day where it can', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 24 }),
        (date, months) => {
          const day = date.toISOString().slice(0, 10);
          const later = addMonths(day, months);
          const days = (Date.parse(later) - Date.parse(day)) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(months * 28 - 3);
          expect(days).toBeLessThanOrEqual(months * 31);
          if (Number(day.slice(8)) <= 28) expect(later.slice(8)).toBe(day.slice(8));
        },
      ),
    );
  });

  it('charges first 7 days after ordering; the discount covers that many monthly charges', () => {
    expect(firstPaymentOn('2026-11-24')).toBe('2026-12-01');
    // First charge 1 Dec, discounted charges 1 Dec, 1 Jan, 1 Feb; the full price starts 1 Mar.
    expect(discountEndsOn('2026-11-24', 3)).toBe('2027-02-28');
    expect(discountEndsOn('2026-11-24', 12)).toBe('2027-11-30');
    expect(showDate('2027-02-28')).toBe('28.02.2027');
    expect(billingTexts.promoValid('2027-02-28')).toBe(
      'Success! Your promo code is valid. The discount will end on 28.02.2027',
    );
  });

  const plan = { price_per_month: 25, price_per_year: 300 };

  it('prices a period without a promo code at the plan price', () => {
    expect(checkPrice(plan, 'month', null, '2026-11-24')).toEqual({
      period: 'month',
      price: 25,
      price_with_discount: 25,
      discount_duration: 0,
      discount: 0,
      discount_ends_on: null,
      first_payment_on: '2026-12-01',
    });
    expect(checkPrice(plan, 'year', null, '2026-11-24')).toMatchObject({ period: 'year', price: 300 });
  });

  it('checks a yearly order with a promo code as monthly (spec 7.5)', () => {
    const promo = { discount: 20, discount_duration: 6 };
    const monthly = checkPrice(plan, 'month', promo, '2026-11-24');
    expect(monthly).toEqual({
      period: 'month',
      price: 25,
      price_with_discount: 20,
      discount_duration: 6,
      discount: 20,
      discount_ends_on: '2027-05-31',
      first_payment_on: '2026-12-01',
    });
    expect(checkPrice(plan, 'year', promo, '2026-11-24')).toEqual(monthly);
  });
});

describe('the pricing plan forms (spec 5)', () => {
  const valid = {
    name: 'Gold',
    description: 'Everything',
    type: PlanType.subscriber,
    price_per_year: '300.00',
    price_per_month: 25,
    service_count_max: '',
  };

  it('accepts the add form, with prices as strings and an empty service limit meaning all services', () => {
    expect(createPricePlanBody.parse(valid)).toEqual({
      name: 'Gold',
      description: 'Everything',
      type: 2,
      price_per_year: 300,
      price_per_month: 25,
      service_count_max: null,
      is_archive: false,
    });
  });

  it('gives every spec 5 text at once', () => {
    const result = createPricePlanBody.safeParse({
      name: 'x'.repeat(51),
      description: 'y'.repeat(151),
      type: 2,
      price_per_year: '',
      service_count_max: 'ten',
    });
    expect(fieldErrors(result)).toEqual({
      name: [validation.tooMuch],
      description: [validation.tooMuch],
      price_per_year: [validation.annualPriceRequired],
      price_per_month: [validation.monthlyPriceRequired],
      service_count_max: [validation.quoteNotANumber],
    });
    expect(fieldErrors(createPricePlanBody.safeParse({}))).toMatchObject({
      name: [validation.nameRequired],
      description: [validation.descriptionRequired],
      type: [billingTexts.typeRequired],
    });
  });

  it('accepts a name of exactly 50 and refuses prices that are not pounds and pence', () => {
    expect(createPricePlanBody.safeParse({ ...valid, name: 'x'.repeat(50) }).success).toBe(true);
    expect(fieldErrors(createPricePlanBody.safeParse({ ...valid, price_per_month: '25.001' }))).toEqual({
      price_per_month: [billingTexts.priceInvalid],
    });
    expect(fieldErrors(createPricePlanBody.safeParse({ ...valid, price_per_year: -1 }))).toEqual({
      price_per_year: [billingTexts.priceInvalid],
    });
    expect(fieldErrors(createPricePlanBody.safeParse({ ...valid, service_count_max: 2.5 }))).toEqual({
      service_count_max: [validation.quoteNotANumber],
    });
  });

  it('keeps free plans free', () => {
    expect(
      fieldErrors(createPricePlanBody.safeParse({ ...valid, type: PlanType.free, price_per_year: 0 })),
    ).toEqual({ price_per_month: [billingTexts.freePlanPriced] });
  });

  it('edits only the name and the description', () => {
    expect(updatePricePlanBody.parse({ name: ' Gold ', description: 'New', price_per_month: 1 })).toEqual({
      name: 'Gold',
      description: 'New',
    });
    expect(fieldErrors(updatePricePlanBody.safeParse({ name: '', description: '' }))).toEqual({
      name: [validation.nameRequired],
      description: [validation.descriptionRequired],
    });
  });
});

describe('the promo code forms (spec 5)', () => {
  it('drops dates of a single-use code and leaves an empty name to be generated', () => {
    expect(
      createPromoCodeBody.parse({
        type: PromoType.singleUse,
        name: '',
        discount: '12.50',
        discount_duration: '3',
        date_from: '2026-01-01',
      }),
    ).toEqual({ type: 0, name: null, discount: 12.5, discount_duration: 3, date_from: null, date_to: null });
  });

  it('needs a date range for a time-bound code', () => {
    const result = createPromoCodeBody.safeParse({ type: 1, discount: 10, discount_duration: 1 });
    expect(fieldErrors(result)).toEqual({
      date_from: [validation.dateRangeRequired],
      date_to: [validation.dateRangeRequired],
    });
    expect(
      createPromoCodeBody.parse({
        type: 1,
        name: 'SPRING-26',
        discount: 10,
        discount_duration: 1,
        date_from: '2026-03-01',
        date_to: '2026-03-31',
      }),
    ).toMatchObject({ name: 'SPRING-26', date_from: '2026-03-01', date_to: '2026-03-31' });
  });

  it('gives the discount and duration texts, with the dates, at once', () => {
    expect(
      fieldErrors(createPromoCodeBody.safeParse({ type: 1, discount: '', discount_duration: 0 })),
    ).toEqual({
      discount: [validation.discountRequired],
      discount_duration: [validation.durationMin],
      date_from: [validation.dateRangeRequired],
      date_to: [validation.dateRangeRequired],
    });
    expect(
      fieldErrors(createPromoCodeBody.safeParse({ type: 0, discount: 0.5, discount_duration: 13 })),
    ).toEqual({
      discount: [validation.discountMin],
      discount_duration: [validation.durationMax],
    });
    expect(
      fieldErrors(createPromoCodeBody.safeParse({ type: 0, discount: 100.01, discount_duration: 1.5 })),
    ).toEqual({
      discount: [validation.discountMax],
      discount_duration: [validation.durationMin],
    });
    expect(
      fieldErrors(createPromoCodeBody.safeParse({ type: 0, discount: 1, discount_duration: '' })),
    ).toEqual({
      discount_duration: [billingTexts.durationRequired],
    });
  });

  it('accepts the bounds 1–100 % and 1–12 months', () => {
    for (const [discount, discount_duration] of [
      [1, 1],
      [100, 12],
      ['99.99', '12'],
    ]) {
      expect(createPromoCodeBody.safeParse({ type: 0, discount, discount_duration }).success).toBe(true);
    }
  });

  it('refuses names a supplier could not type and dates out of order', () => {
    expect(
      fieldErrors(
        createPromoCodeBody.safeParse({ type: 0, name: 'TWO WORDS', discount: 5, discount_duration: 1 }),
      ),
    ).toEqual({ name: [billingTexts.promoNameInvalid] });
    expect(
      fieldErrors(updatePromoCodeBody.safeParse({ date_from: '2026-03-02', date_to: '2026-03-01' })),
    ).toEqual({
      date_to: [billingTexts.dateRangeOrder],
    });
    expect(
      fieldErrors(updatePromoCodeBody.safeParse({ date_from: '02/03/2026', date_to: '' })),
    ).toMatchObject({
      date_to: [validation.dateRangeRequired],
    });
  });

  it('tells active, scheduled, used, expired and archived codes apart', () => {
    const today = '2026-06-10';
    const single = { type: 0, date_from: null, date_to: null, is_archive: 0, uses_count: 0 };
    const timed = { ...single, type: 1, date_from: '2026-06-01', date_to: '2026-06-10' };
    expect(promoStatus(single, today)).toBe('active');
    expect(promoStatus({ ...single, uses_count: 1 }, today)).toBe('used');
    expect(promoStatus(timed, today)).toBe('active');
    expect(promoStatus({ ...timed, date_to: '2026-06-09' }, today)).toBe('expired');
    expect(promoStatus({ ...timed, date_from: '2026-06-11', date_to: '2026-07-01' }, today)).toBe(
      'scheduled',
    );
    expect(promoStatus({ ...timed, is_archive: 1 }, today)).toBe('archived');
  });

  it('reads the check-price query', () => {
    expect(
      checkPriceQuery.parse({ pricing_plan_id: '3', period: 'year', promo_code: ' welcome10 ' }),
    ).toEqual({
      pricing_plan_id: 3,
      period: 'year',
      promo_code: 'welcome10',
    });
    expect(checkPriceQuery.parse({ pricing_plan_id: '3', period: 'month', promo_code: '' })).toEqual({
      pricing_plan_id: 3,
      period: 'month',
    });
    expect(checkPriceQuery.safeParse({ pricing_plan_id: '3', period: 'week' }).success).toBe(false);
  });
});
