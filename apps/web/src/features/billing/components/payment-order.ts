import type { CheckPriceResponse, PricePlan } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';

/**
 * The payment modal's variants (spec 4 "Payment flow"): 'subscribe' (summary with a promo code, payment, success),
 * 'manage' (a change of plan: upgrade or downgrade confirmation first; a free plan is switched without payment)
 * 'new' (add a card, no summary) and 'registration' (a plan chosen during supplier registration: as 'subscribe',
 * then continues to profile setup).
 */
export type PaymentVariant = 'subscribe' | 'manage' | 'new' | 'registration';

export interface PlanOrder {
  plan: PricePlan;
  period: SubscriptionPeriod;
  /** A promo code already checked for this plan (registration's plan choice): the summary starts with it applied. */
  promo?: AppliedPromo;
}

/** The payment modal's steps: confirm (a change of plan), summary, payment, success, services (plan type 2). */
export type FlowStep = 'confirm' | 'summary' | 'payment' | 'success' | 'services';

/** A promo code the price check accepted, with that check. */
export type AppliedPromo = { code: string; check: CheckPriceResponse } | null;
