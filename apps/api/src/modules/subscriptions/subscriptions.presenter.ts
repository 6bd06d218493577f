import { toPence } from '@marquee/contracts/billing';
import { ukToday } from '@marquee/contracts/requests';
import type {
  CardBrand,
  PaymentStatus,
  SubscriptionPeriod,
  SubscriptionStatus,
} from '@marquee/contracts/enums';
import {
  receiptNumber,
  subscriptionTexts,
  vatBreakdown,
  type Payment,
  type SavedCard,
  type Subscription,
} from '@marquee/contracts/subscriptions';
import type { CardRow, PaymentView, SubscriptionRow } from './subscriptions.repository';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
/** A timestamp as the UK day it falls on ('yyyy-mm-dd'). */
export const ukDay = (v: Date) => ukToday(v);

export const presentCard = (row: CardRow): SavedCard => ({
  id: row.id,
  brand: row.brand as CardBrand,
  last_four: row.lastFour,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  default: row.isDefault === 1,
  created_at: row.createdAt.toISOString(),
});

/** A subscription; the first payment is still to come until a charge has set the current period. */
export function presentSubscription(
  row: SubscriptionRow,
  planName: string,
  awaitingApproval: boolean,
): Subscription {
  const firstToCome =
    row.currentPeriodEnd === null && row.firstPaymentAt !== null && row.status !== 'canceled';
  const firstDay = firstToCome && row.firstPaymentAt ? ukDay(row.firstPaymentAt) : null;
  return {
    id: row.id,
    pricing_plan_id: row.pricingPlanId,
    pricing_plan_name: planName,
    period: row.period as SubscriptionPeriod,
    status: row.status as SubscriptionStatus,
    price: Number(row.price),
    discount: row.discount === null ? null : Number(row.discount),
    discount_ends_on: row.discountEndsAt ? ukDay(row.discountEndsAt) : null,
    first_payment_on: firstDay,
    first_payment_text: firstDay ? subscriptionTexts.firstPayment(firstDay) : null,
    awaiting_approval: awaitingApproval && row.status !== 'canceled',
    current_period_end: iso(row.currentPeriodEnd),
    next_charge_at: iso(row.nextChargeAt),
    failed_attempts: row.failedAttempts,
    canceled_at: iso(row.canceledAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentPayment(view: PaymentView): Payment {
  const { payment } = view;
  const figures = vatBreakdown(toPence(payment.amount));
  return {
    id: payment.id,
    receipt_number: receiptNumber(payment.id),
    pricing_plan_id: payment.pricingPlanId,
    pricing_plan_name: view.planName,
    period: payment.period as SubscriptionPeriod,
    status: payment.status as PaymentStatus,
    amount: figures.gross / 100,
    net: figures.net / 100,
    vat: figures.vat / 100,
    currency: payment.currency,
    card:
      view.cardBrand && view.cardLastFour
        ? { brand: view.cardBrand as CardBrand, last_four: view.cardLastFour }
        : null,
    paid_at: iso(payment.paidAt),
    created_at: payment.createdAt.toISOString(),
  };
}
