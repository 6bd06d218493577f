import type { CheckPriceResponse, PricePlan } from '@marquee/contracts/billing';
import type { Payment, SavedCard, Subscription } from '@marquee/contracts/subscriptions';

/** Plans, cards and subscriptions as the API presents them, for the billing screens' tests. */
export const freePlan: PricePlan = {
  id: 1,
  name: 'Free',
  description: 'Three responses to try Marquee',
  type: 0,
  price_per_year: 0,
  price_per_month: 0,
  year_price_per_month: 0,
  service_count_max: 3,
};

export const premiumPlan: PricePlan = {
  id: 2,
  name: 'Premium',
  description: 'A listing that stands out',
  type: 1,
  price_per_year: 120,
  price_per_month: 12,
  year_price_per_month: 10,
  service_count_max: 5,
};

export const proPlan: PricePlan = {
  id: 3,
  name: 'Professional',
  description: 'Every request for your services',
  type: 2,
  price_per_year: 250,
  price_per_month: 25,
  year_price_per_month: 21,
  service_count_max: null,
};

export const plans = [freePlan, premiumPlan, proPlan];

export const card = (overrides: Partial<SavedCard> = {}): SavedCard => ({
  id: 11,
  brand: 'visa',
  last_four: '4242',
  exp_month: 4,
  exp_year: 2030,
  default: true,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 5,
  pricing_plan_id: 3,
  pricing_plan_name: 'Professional',
  period: 'month',
  status: 'trialing',
  price: 25,
  discount: null,
  discount_ends_on: null,
  first_payment_on: '2026-12-01',
  first_payment_text: 'First payment on 01.12.2026',
  awaiting_approval: false,
  current_period_end: null,
  next_charge_at: '2026-12-01T10:00:00.000Z',
  failed_attempts: 0,
  canceled_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

/** GET subscriptions/check-price without a promo code: Professional monthly, first payment in 7 days. */
export const priceCheck = (overrides: Partial<CheckPriceResponse> = {}): CheckPriceResponse => ({
  period: 'month',
  price: 25,
  price_with_discount: 25,
  discount_duration: 0,
  discount: 0,
  discount_ends_on: null,
  first_payment_on: '2026-12-01',
  charged_now: false,
  message: null,
  ...overrides,
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 42,
  receipt_number: 'MQ-000042',
  pricing_plan_id: 3,
  pricing_plan_name: 'Professional',
  period: 'month',
  status: 'succeeded',
  amount: 25,
  net: 20.83,
  vat: 4.17,
  currency: 'gbp',
  card: { brand: 'visa', last_four: '4242' },
  paid_at: '2026-12-01T10:00:00.000Z',
  created_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
