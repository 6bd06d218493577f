import { z } from 'zod';
import { pricePlan, PROMO_NAME_MAX, showDate } from './billing';
import { CardBrand, PaymentStatus, SubscriptionPeriod, SubscriptionStatus } from './enums';
import { text } from './fields';
import { errors, validation } from './messages';
import { idNumber } from './whole-number';

/*
 * Subscriptions, saved cards and payments of a supplier (issue 15; spec 1 terms, 2.5 subscriptions and payments,
 * 3 "Subscription", "Saved card", "Payment", 4 "Payment flow", 7.5, 8, 9; docs/decisions/0044). Paths are under
 * /api/, every one for suppliers except the webhook:
 *
 *   GET    payment-methods                                → paymentMethodsResponse (newest first, default flagged)
 *   POST   payment-methods            addPaymentMethodBody → paymentMethodResponse (201): a card a confirmed setup
 *                                                            intent saved (Stripe.js), by the provider's id
 *   DELETE payment-methods            paymentMethodRefBody → okResponse; 404 for a card that is not the caller's,
 *                                                            409 card_in_use for the last card of a paid plan
 *   GET    payment-methods/default                         → defaultPaymentMethodResponse
 *   POST   payment-methods/default    paymentMethodRefBody → defaultPaymentMethodResponse; 404 as DELETE
 *   GET    create-setup-intent                             → setupIntentResponse (client_secret)
 *   POST   payment-methods/sandbox-confirm  sandboxConfirmBody → sandboxConfirmResponse (201 when saved);
 *                                                            sandbox only (404 with Stripe): the sandbox card form
 *                                                            posts the card here, server-side, instead of Stripe.js
 *   POST   payment-methods/sandbox-authenticate sandboxAuthenticateBody → sandboxConfirmResponse: the sandbox's
 *                                                            3-D Secure page (approve or fail), sandbox only
 *   POST   subscribe                  subscribeBody        → subscribeResponse; also the change of plan (upgrade,
 *                                                            downgrade; a free plan cancels the paid subscription at
 *                                                            once, no card needed). Optional `Idempotency-Key` header
 *   GET    subscriptions/current                           → currentSubscriptionResponse
 *   GET    subscriptions/payments                          → paymentsResponse (newest first)
 *   GET    subscriptions/payments/{id}/receipt             → application/pdf, the VAT receipt of a successful
 *                                                            payment (receiptPath); 404 anyone else's, 409 not paid
 *   POST   webhooks/stripe            (raw, signed)        → { received: true }; 400 forged or stale (public)
 *
 * Money is in pounds, VAT included (spec 1).
 */

/** Texts of this module; the spec gives 'First payment on {date}' and the card failure of spec 8. */
export const subscriptionTexts = {
  /** Spec 4 / issue 15: shown in the payment modal, the date as dd.MM.yyyy (spec 9). */
  firstPayment: (isoDay: string) => `First payment on ${showDate(isoDay)}`,
  paymentFailed: errors.paymentFailed,
  promoInvalid: errors.promoInvalid,
  /** Not in the spec: POST subscribe without a card for a paid plan. */
  cardRequired: 'Choose a card to pay with',
  /** Not in the spec: the only card of a supplier on a paid plan. */
  cardInUse: 'This card pays for your subscription. Add another card before deleting it.',
  /** Not in the spec: the supplier is already on this plan and period. */
  samePlan: 'You are already subscribed to this plan',
  /**
   * Not in the spec: the payment modal's summary when the supplier's first-payment grace (7 days from their first
   * paid order, once per supplier) is used, so the order is charged when it is made (docs/decisions/0046).
   */
  chargedNow: 'Your first 7 days were counted from your first paid plan: this order is charged now',
  /** Not in the spec: the success step of an order charged at once, with the next charge's day. */
  paidUntil: (isoDay: string) => `Paid today. Your plan renews on ${showDate(isoDay)}`,
  /** Not in the spec: shown while the supplier's profile is under review (spec 1: charged only once approved). */
  awaitingApproval:
    'You will be charged once your profile is approved, and not before the first payment date.',
  /** Not in the spec: a receipt asked for a payment that did not go through. */
  noReceipt: 'Only a successful payment has a receipt',
  /** Not in the spec: the receipt's download link. */
  downloadReceipt: 'Download receipt (PDF)',
  /** Not in the spec: the same Idempotency-Key sent with another request. */
  idempotencyKeyReused: 'This Idempotency-Key was used for another request',
} as const;

/** How long a subscribe request without an Idempotency-Key header is recognised as a repeat (hours). */
export const SUBSCRIBE_REPEAT_WINDOW_HOURS = 24;
/** How long an Idempotency-Key (and any subscribe answer) is kept (days). */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
/** How long a webhook event id is kept to recognise a repeated delivery (days). */
export const WEBHOOK_EVENT_RETENTION_DAYS = 90;
/** Days after the first failed renewal on which it is tried again (issue 15); then the supplier moves to the free plan. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;
/** UK VAT included in every price (spec 1). */
export const VAT_RATE_PERCENT = 20;

/** Net and VAT of a gross price in pence (VAT included): net rounded to the penny, VAT the rest. */
export function vatBreakdown(grossPence: number): { net: number; vat: number; gross: number } {
  const net = Math.round((grossPence * 100) / (100 + VAT_RATE_PERCENT));
  return { net, vat: grossPence - net, gross: grossPence };
}

/** Where a payment's PDF receipt is downloaded (with the bearer token, under /api/). */
export const receiptPath = (paymentId: number) => `subscriptions/payments/${paymentId}/receipt`;

/** The receipt number of a payment: 'MQ-' and the payment's id on 6 digits. */
export const receiptNumber = (paymentId: number) => `MQ-${String(paymentId).padStart(6, '0')}`;

// ---------------------------------------------------------------------------------------------------------
// Saved cards

/** spec 3 "Saved card", with its expiry. `id` is Marquee's; the provider's id never reaches the browser. */
export const savedCard = z.object({
  id: z.number().int(),
  brand: z.enum(CardBrand),
  last_four: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  default: z.boolean(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;

export const paymentMethodsResponse = z.object({ payment_methods: z.array(savedCard) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

export const paymentMethodResponse = z.object({ payment_method: savedCard });
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponse>;

export const defaultPaymentMethodResponse = z.object({ payment_method: savedCard.nullable() });
export type DefaultPaymentMethodResponse = z.infer<typeof defaultPaymentMethodResponse>;

/** `POST payment-methods`: the provider's payment method id (pm_…) that Stripe.js's confirmCardSetup gave. */
export const addPaymentMethodBody = z.object({
  payment_method: text(validation.required)
    .trim()
    .regex(/^pm_[A-Za-z0-9_]{1,200}$/, validation.required),
});
export type AddPaymentMethodInput = z.input<typeof addPaymentMethodBody>;

const cardId = idNumber({ coerce: true });

/** `DELETE payment-methods` and `POST payment-methods/default`: a saved card's id (savedCard.id). */
export const paymentMethodRefBody = z.object({ payment_method: cardId });
export type PaymentMethodRefInput = z.input<typeof paymentMethodRefBody>;

/** `GET create-setup-intent`: what the card form needs (spec 7.5). */
export const setupIntentResponse = z.object({
  client_secret: z.string(),
  setup_intent_id: z.string(),
  /** 'sandbox': draw Marquee's own card form and post it to sandbox-confirm; 'stripe': Stripe Elements. */
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe.js's publishable key; null for the sandbox. */
  publishable_key: z.string().nullable(),
});
export type SetupIntentResponse = z.infer<typeof setupIntentResponse>;

const digitsField = (required: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    text(required).trim().min(1, required).max(max, required),
  );

/** `POST payment-methods/sandbox-confirm`: the sandbox card form's fields (spec 5 "Card fields"). */
export const sandboxConfirmBody = z.object({
  setup_intent_id: text(validation.required).trim().min(1, validation.required).max(200),
  number: digitsField(validation.creditCardRequired, 30),
  exp_month: z.coerce
    .number({ error: validation.expirationRequired })
    .int(validation.expirationRequired)
    .min(0, validation.expirationRequired)
    .max(99, validation.expirationRequired),
  exp_year: z.coerce
    .number({ error: validation.expirationRequired })
    .int(validation.expirationRequired)
    .min(0, validation.expirationRequired)
    .max(9999, validation.expirationRequired),
  cvc: digitsField(validation.cvvRequired, 8),
});
export type SandboxConfirmInput = z.input<typeof sandboxConfirmBody>;

/** `POST payment-methods/sandbox-authenticate`: the sandbox's 3-D Secure page, Complete or Fail. */
export const sandboxAuthenticateBody = z.object({
  setup_intent_id: text(validation.required).trim().min(1, validation.required).max(200),
  approve: z.boolean(),
});

/**
 * The sandbox card form's answer: the card saved, or a 3-D Secure step (then sandbox-authenticate). A refused card
 * is a 422 with the spec 8 text as `message` and the card provider's own message under `errors.card` (spec 5).
 */
export const sandboxConfirmResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), payment_method: savedCard }),
  z.object({ status: z.literal('requires_action'), setup_intent_id: z.string(), client_secret: z.string() }),
]);
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponse>;

// ---------------------------------------------------------------------------------------------------------
// Subscriptions

/**
 * `POST subscribe` (spec 3 "Payment"): the plan, the period, the saved card (savedCard.id; not needed for a free
 * plan) and an optional promo code. Also the change of plan.
 */
export const subscribeBody = z.object({
  pricing_plan_id: idNumber({ coerce: true }),
  period: z.enum(SubscriptionPeriod, { error: validation.required }),
  payment_method: z.preprocess((v) => (v === '' || v === null ? undefined : v), cardId.optional()),
  promo_code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    text(validation.promoCodeRequired).trim().max(PROMO_NAME_MAX, errors.promoInvalid).optional(),
  ),
});
export type SubscribeInput = z.input<typeof subscribeBody>;

/** A supplier's subscription (spec 3 "Subscription"), with what the subscriptions page shows. */
export const subscription = z.object({
  id: z.number().int(),
  pricing_plan_id: z.number().int(),
  pricing_plan_name: z.string(),
  period: z.enum(SubscriptionPeriod),
  status: z.enum(SubscriptionStatus),
  /** Price per period when ordered, before the promo. */
  price: z.number(),
  /** Percent off while the promo lasts; null without one. */
  discount: z.number().nullable(),
  discount_ends_on: z.string().nullable(),
  /** 'yyyy-mm-dd', 7 days after ordering; null once charged. */
  first_payment_on: z.string().nullable(),
  /** 'First payment on dd.MM.yyyy' while the first charge is to come, else null. */
  first_payment_text: z.string().nullable(),
  /** The supplier's profile is under review: nothing is charged before approval (spec 1). */
  awaiting_approval: z.boolean(),
  /** End of the period paid for (the next renewal); null before the first charge. */
  current_period_end: z.string().nullable(),
  /** When the next charge or retry is due; null when none is planned. */
  next_charge_at: z.string().nullable(),
  /** Failed attempts of the charge now due (0 when none failed). */
  failed_attempts: z.number().int(),
  canceled_at: z.string().nullable(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscription>;

/** `POST subscribe`: the plan the supplier is now on and the subscription (null on a free plan). */
export const subscribeResponse = z.object({
  pricing_plan: pricePlan,
  subscription: subscription.nullable(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/** `GET subscriptions/current`: the supplier's plan (supplier_profiles.pricing_plan_id) and current subscription. */
export const currentSubscriptionResponse = subscribeResponse;
export type CurrentSubscriptionResponse = SubscribeResponse;

/** One charge, with the VAT figures of its receipt. */
export const payment = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  pricing_plan_id: z.number().int(),
  pricing_plan_name: z.string(),
  period: z.enum(SubscriptionPeriod),
  status: z.enum(PaymentStatus),
  /** Gross, VAT included. */
  amount: z.number(),
  net: z.number(),
  vat: z.number(),
  currency: z.string(),
  card: z.object({ brand: z.enum(CardBrand), last_four: z.string() }).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const paymentsResponse = z.object({ payments: z.array(payment) });
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

/** `POST webhooks/stripe`. */
export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
