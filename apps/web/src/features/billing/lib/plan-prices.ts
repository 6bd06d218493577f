import { billingTexts, type CheckPriceResponse, type PricePlan } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { PlanType } from '@marquee/contracts/enums';
import { displayDate, plural, pounds } from '../../../lib/format';

/** Today in the UK as 'yyyy-mm-dd' (the API's calendar for 'First payment on'). */
export const ukToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/** A timestamp or 'yyyy-mm-dd' as spec 9 shows dates: dd.MM.yyyy (the one formatter), on the UK calendar. */
export const showDay = (value: string) => displayDate(value.length > 10 ? ukToday(new Date(value)) : value);

export const isFree = (plan: Pick<PricePlan, 'type'>) => plan.type === PlanType.free;

/** The headline price of a plan card: per month, a yearly plan's as price_per_year / 12 rounded (spec 9). */
export const perMonth = (plan: PricePlan, period: SubscriptionPeriod) =>
  period === 'year' ? plan.year_price_per_month : plan.price_per_month;

/** '£25 / month' or '£250 / year'. */
export const periodPriceText = (price: number, period: SubscriptionPeriod) =>
  `${pounds(price)} / ${period === 'year' ? 'year' : 'month'}`;

/** 'Monthly' or 'Year' (spec 9). */
export const periodLabel = (period: SubscriptionPeriod) => billingTexts.periodLabel[period];

/** A change of plan (spec 4): up or down by monthly price, or the same plan paid at another frequency. */
export type PlanChange = 'upgrade' | 'downgrade' | 'period';
export const planChange = (to: PricePlan, from: PricePlan): PlanChange =>
  to.id === from.id ? 'period' : to.price_per_month > from.price_per_month ? 'upgrade' : 'downgrade';

/** 'Upgrade', 'Downgrade', or 'Pay yearly' / 'Pay monthly' for the same plan. */
export const planChangeLabel = (change: PlanChange, period: SubscriptionPeriod) =>
  change === 'upgrade'
    ? 'Upgrade'
    : change === 'downgrade'
      ? 'Downgrade'
      : `Pay ${period === 'year' ? 'yearly' : 'monthly'}`;

/**
 * The payment step restating the order from the price check (its first charge date, dd.MM.yyyy): 'Pay £25 a month
 * from 03.12.2026', with a promo 'Pay £0 a month from 03.12.2026 for 6 months, then £25 a month'.
 */
export function paymentLine(check: CheckPriceResponse): string {
  const unit = check.period === 'year' ? 'a year' : 'a month';
  const from = check.charged_now ? 'from today' : `from ${showDay(check.first_payment_on)}`;
  if (check.discount > 0 && check.discount_duration > 0) {
    return `Pay ${pounds(check.price_with_discount)} ${unit} ${from} for ${plural(check.discount_duration, 'month')}, then ${pounds(check.price)} ${unit}`;
  }
  return `Pay ${pounds(check.price)} ${unit} ${from}`;
}
