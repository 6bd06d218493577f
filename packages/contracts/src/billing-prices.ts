import type { SubscriptionPeriod } from './enums';
import { limits } from './limits';

/*
 * Price arithmetic (spec 9), in whole pence so that no float rounding reaches a price: periods, discounts, the
 * first payment and the discount's end as UK days ('yyyy-mm-dd'). Re-exported by billing.ts.
 */

/** Pounds (number or numeric string such as '180.00') as whole pence. */
export const toPence = (pounds: number | string) => Math.round(Number(pounds) * 100);
/** Whole pence as pounds. */
export const toPounds = (pence: number) => pence / 100;

/**
 * The per-month price of a yearly plan: price_per_year / 12, rounded (spec 9) to the whole pound,
 * the way the plan cards show it ('£15 / month, billed yearly').
 */
export const yearlyPricePerMonth = (pricePerYear: number) => Math.round(pricePerYear / 12);

/** The plan's price for one period: price_per_month or price_per_year. */
export const periodPrice = (
  plan: { price_per_month: number; price_per_year: number },
  period: SubscriptionPeriod,
) => (period === 'year' ? plan.price_per_year : plan.price_per_month);

/**
 * A price less a percent discount (1–100, up to two decimals; spec 9), rounded to the penny
 * (half a penny up).
 */
export function discountedPrice(price: number, discountPercent: number): number {
  const pence = toPence(price);
  const basisPoints = Math.round(discountPercent * 100);
  return toPounds(Math.round((pence * (10_000 - basisPoints)) / 10_000));
}

/** 'yyyy-mm-dd' plus whole days. */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * 'yyyy-mm-dd' plus whole months; a day that the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), as card providers bill.
 */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The first charge: 7 days after ordering (spec 1, 9). */
export const firstPaymentOn = (orderedOn: string) => addDays(orderedOn, limits.firstPaymentDelayDays);

/**
 * The last day of a promo discount whose first charge is on `firstOn` (the 7 days later of a first order, the
 * rest of the supplier's first-payment grace, or today when it is used: docs/decisions/0046).
 */
export const discountEndsFrom = (firstOn: string, months: number) => addDays(addMonths(firstOn, months), -1);

/**
 * The last day of a promo discount ordered on `orderedOn`: it covers `months` monthly charges from the
 * first payment, so it ends the day before the first full-price charge.
 */
export const discountEndsOn = (orderedOn: string, months: number) =>
  discountEndsFrom(firstPaymentOn(orderedOn), months);

/** 'yyyy-mm-dd' as spec 9 shows dates: dd.MM.yyyy. */
export const showDate = (isoDay: string) => isoDay.split('-').reverse().join('.');

export interface PriceCheck {
  /** The period the figures are for: a yearly order with a promo is checked as monthly (spec 7.5). */
  period: SubscriptionPeriod;
  price: number;
  price_with_discount: number;
  /** Months the discount lasts; 0 without a promo code. */
  discount_duration: number;
  /** Percent off; 0 without a promo code. */
  discount: number;
  /** Last day of the discount ('yyyy-mm-dd'), null without a promo code. */
  discount_ends_on: string | null;
  /**
   * The first charge ('yyyy-mm-dd'): 7 days after the supplier's first paid order (the grace is granted once per
   * supplier, docs/decisions/0046), today when that grace is used.
   */
  first_payment_on: string;
}

/**
 * The answer of `GET subscriptions/check-price` (spec 3 "Promo check response"). Promo discounts apply to
 * the monthly price (spec 9), so a yearly order with a promo is checked as monthly (spec 7.5).
 */
export function checkPrice(
  plan: { price_per_month: number; price_per_year: number },
  period: SubscriptionPeriod,
  promo: { discount: number; discount_duration: number } | null,
  orderedOn: string,
  first: string = firstPaymentOn(orderedOn),
): PriceCheck {
  if (!promo) {
    const price = periodPrice(plan, period);
    return {
      period,
      price,
      price_with_discount: price,
      discount_duration: 0,
      discount: 0,
      discount_ends_on: null,
      first_payment_on: first,
    };
  }
  const price = plan.price_per_month;
  return {
    period: 'month',
    price,
    price_with_discount: discountedPrice(price, promo.discount),
    discount_duration: promo.discount_duration,
    discount: promo.discount,
    discount_ends_on: discountEndsFrom(first, promo.discount_duration),
    first_payment_on: first,
  };
}
