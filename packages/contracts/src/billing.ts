import { z } from 'zod';
import { PlanType, PromoType, SubscriptionPeriod } from './enums';
import { flagField, optionalText, text } from './fields';
import { limits } from './limits';
import { errors, notices, validation } from './messages';
import { requestDate } from './requests';
import { wholeNumber } from './whole-number';
import { showDate } from './billing-prices';

/*
 * Pricing plans, promo codes and the price check (issue 15; spec 2.5 subscriptions, 2.6 pricing and
 * promo-codes, 3 "Pricing plan", "Subscription", "Promo code", "Promo check response", 4 "Pricing plans and
 * promo codes", 5, 7.5, 7.7, 8, 9; docs/decisions/0042). Paths are under /api/:
 *
 *   GET  price-plans                                              → pricePlansResponse (public, cached)
 *   GET  subscriptions/check-price?pricing_plan_id=&period=&promo_code=   checkPriceQuery → checkPriceResponse,
 *                                                                   422 promoInvalid on promo_code (supplier)
 *   GET  admin/price-plans                                        → adminPricePlansResponse
 *   POST admin/price-plans                 createPricePlanBody     → adminPricePlanResponse (201)
 *   PUT  admin/price-plans/{id}            updatePricePlanBody     → adminPricePlanResponse (name, description)
 *   POST admin/price-plans/{id}/archive                           → adminPricePlanResponse
 *   POST admin/price-plans/{id}/restore                           → adminPricePlanResponse
 *   GET  admin/promo-codes                                        → promoCodesResponse (not archived)
 *   POST admin/promo-codes                 createPromoCodeBody     → promoCodeResponse (201)
 *   PUT  admin/promo-codes/{id}            updatePromoCodeBody     → promoCodeResponse (time-bound only)
 *   POST admin/promo-codes/{id}/archive                           → promoCodeResponse
 *   GET  admin/promo-codes/export-active                          → text/csv (promoCsvColumns)
 *   GET  admin/promo-codes/export-past                            → text/csv
 *
 * Money is sent as a number of pounds with up to two decimals (VAT included, spec 1); forms may send strings.
 */

/** Texts of this module that the spec does not give (its own are in messages.ts). */
export const billingTexts = {
  /** Not in the spec: a price that is not a number of pounds. */
  priceInvalid: 'Enter a price in pounds, e.g. 25 or 25.50',
  /** Not in the spec: a free plan (type 0) with a price. */
  freePlanPriced: 'A free plan costs nothing: enter 0',
  /** Not in the spec. */
  typeRequired: 'Type is a required field',
  /** Not in the spec: the plan every supplier starts on must stay available. */
  defaultPlanArchive: 'The default free plan cannot be archived',
  /** Not in the spec. */
  durationRequired: 'Discount duration is a required field',
  /** Not in the spec: a date range whose end is before its start. */
  dateRangeOrder: 'The end date cannot be before the start date',
  /** Not in the spec: promo names are unique regardless of case. */
  promoNameTaken: 'This promo code already exists',
  /** Not in the spec: promo names are typed by suppliers, so letters, digits, '-' and '_' only. */
  promoNameInvalid: 'Use letters, digits, - and _ only',
  /** Not in the spec: spec 4 lets only time-bound codes be edited, and archived ones are gone. */
  promoNotEditable: 'Only active time-bound promo codes can be edited',
  /** Not in the spec: an archived plan is not available to new subscribers. */
  planUnavailable: 'This plan is not available',
  /** The payment frequency labels of spec 9. */
  periodLabel: { month: 'Monthly', year: 'Year' } satisfies Record<SubscriptionPeriod, string>,
  /** The admin switch of spec 3 (checked = not archived). */
  availableLabel: 'Available to the new subscribers',
  promoInvalid: errors.promoInvalid,
  promoValid: (endsOn: string) => notices.promoValid(showDate(endsOn)),
  /**
   * The services picker's plan notice (spec 2.5, 5 "Pricing services form"): 'This plan allows you to choose
   * {n|all} service...'; the spec elides the rest, so the plural and the full stop are ours.
   */
  planServices: (max: number | null) =>
    `This plan allows you to choose ${max ?? 'all'} service${max === 1 ? '' : 's'}.`,
  /** Not in the spec's words: the red notice asks to remove services or choose a higher plan (spec 5). */
  planServicesOver: (chosen: number) =>
    `You have chosen ${chosen}. Please remove services or choose a higher plan.`,
  /** The link of the red notice, to Manage subscriptions. */
  choosePlan: 'Choose a higher plan',
} as const;

/** Longest promo code name (not in the spec: suppliers type it). */
export const PROMO_NAME_MAX = 50;
/** Length of a generated promo code name. */
export const PROMO_NAME_GENERATED_LENGTH = 8;
/** Highest price an administrator can set, in pounds. */
export const PRICE_MAX = 99_999.99;

// ---------------------------------------------------------------------------------------------------------
// Price arithmetic (spec 9): billing-prices.ts

export * from './billing-prices';

// ---------------------------------------------------------------------------------------------------------
// Pricing plans

const planTypeValues = Object.values(PlanType);

/** A pricing plan as everyone sees it (spec 3 "Pricing plan"; `GET price-plans`). */
export const pricePlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 0 FREE, 1 PREMIUM, 2 SUBSCRIBER. */
  type: z.number().int(),
  price_per_year: z.number(),
  price_per_month: z.number(),
  /** price_per_year / 12 rounded (spec 9): what a yearly subscription costs a month. */
  year_price_per_month: z.number(),
  /** Services a supplier may offer; null means all. */
  service_count_max: z.number().int().nullable(),
});
export type PricePlan = z.infer<typeof pricePlan>;

/** `GET price-plans`: plans available to new subscribers, cheapest monthly price first. */
export const pricePlansResponse = z.object({ pricing_plans: z.array(pricePlan) });
export type PricePlansResponse = z.infer<typeof pricePlansResponse>;

/** A plan as administrators see it: with its availability, card-provider product and supplier count. */
export const adminPricePlan = pricePlan.extend({
  /** 1: not available to new subscribers ('Available to the new subscribers' unticked). */
  is_archive: z.number().int(),
  stripe_product_id: z.string().nullable(),
  /** Suppliers currently on the plan. */
  suppliers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPricePlan = z.infer<typeof adminPricePlan>;

/** `GET admin/price-plans`: every plan, archived ones too, cheapest monthly price first. */
export const adminPricePlansResponse = z.object({ pricing_plans: z.array(adminPricePlan) });
export type AdminPricePlansResponse = z.infer<typeof adminPricePlansResponse>;

export const adminPricePlanResponse = z.object({ pricing_plan: adminPricePlan });
export type AdminPricePlanResponse = z.infer<typeof adminPricePlanResponse>;

/** An empty form field ('' or null) is a missing one. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A number typed into a form: '25.50' and ' £1,250 ' are numbers, 'abc' is not. */
const numberish = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const trimmed = v.replace(/[£,\s]/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
};
const hasPennies = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A price in pounds, 0 to PRICE_MAX with at most two decimals; `required` is the spec's text. */
const priceField = (required: string) =>
  z.preprocess(
    (v) => numberish(blankToUndefined(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : billingTexts.priceInvalid) })
      .min(0, billingTexts.priceInvalid)
      .max(PRICE_MAX, billingTexts.priceInvalid)
      .refine(hasPennies, billingTexts.priceInvalid),
  );

/** service_count_max: empty means all services; otherwise a whole number above 0 ('Quote is not a number!'). */
const serviceCountMaxField = z.preprocess(
  (v) => {
    const n = numberish(blankToUndefined(v));
    return n === undefined ? null : n;
  },
  z
    .number({ error: validation.quoteNotANumber })
    .int(validation.quoteNotANumber)
    .min(1, validation.shouldBeGreaterThanZero)
    .max(999, validation.tooLong)
    .nullable(),
);

/** A required text of a plan; over `max` is 'Too Much!' (spec 5 gives it for the name; the description too). */
const planText = (required: string, max: number) =>
  text(required).trim().min(1, required).max(max, validation.tooMuch);
const planName = () => planText(validation.nameRequired, limits.planNameMax);
const planDescription = () => planText(validation.descriptionRequired, limits.planDescriptionMax);

/** `POST admin/price-plans`: the add form of spec 5 "Pricing plan add". */
export const createPricePlanBody = z
  .object({
    name: planName(),
    description: planDescription(),
    type: z.preprocess(
      (v) => numberish(blankToUndefined(v)),
      z
        .number({ error: billingTexts.typeRequired })
        .int(billingTexts.typeRequired)
        .refine((t) => (planTypeValues as number[]).includes(t), billingTexts.typeRequired),
    ),
    price_per_year: priceField(validation.annualPriceRequired),
    price_per_month: priceField(validation.monthlyPriceRequired),
    service_count_max: serviceCountMaxField.optional().transform((v) => v ?? null),
    /** Ticked 'Available to the new subscribers' is is_archive 0; new plans are available by default. */
    is_archive: flagField()
      .optional()
      .transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    if (v.type !== PlanType.free) return;
    for (const key of ['price_per_year', 'price_per_month'] as const) {
      if (v[key] !== 0) ctx.addIssue({ code: 'custom', message: billingTexts.freePlanPriced, path: [key] });
    }
  });
export type CreatePricePlanInput = z.input<typeof createPricePlanBody>;
export type CreatePricePlan = z.output<typeof createPricePlanBody>;

/**
 * `PUT admin/price-plans/{id}`: spec 5 "Plan edit" (name and description). Type, prices and the service limit
 * of a plan are fixed once created, since subscribers and the card provider's product rely on them; other
 * fields are ignored.
 */
export const updatePricePlanBody = z.object({ name: planName(), description: planDescription() });
export type UpdatePricePlanInput = z.input<typeof updatePricePlanBody>;

// ---------------------------------------------------------------------------------------------------------
// Promo codes

/**
 * Where a promo code stands: active (usable now), scheduled (time-bound, not started), used (single use,
 * redeemed), expired (time-bound, ended) or archived (cancelled). Active and scheduled codes are exported as
 * active; the rest as past.
 */
export const promoStatuses = ['active', 'scheduled', 'used', 'expired', 'archived'] as const;
export type PromoStatus = (typeof promoStatuses)[number];
export const activePromoStatuses: readonly PromoStatus[] = ['active', 'scheduled'];

/** A promo code's status on `today` ('yyyy-mm-dd', UK). */
export function promoStatus(
  promo: {
    type: number;
    date_from: string | null;
    date_to: string | null;
    is_archive: number;
    uses_count: number;
  },
  today: string,
): PromoStatus {
  if (promo.is_archive === 1) return 'archived';
  if (promo.type === PromoType.singleUse) return promo.uses_count > 0 ? 'used' : 'active';
  if (promo.date_to !== null && promo.date_to < today) return 'expired';
  if (promo.date_from !== null && promo.date_from > today) return 'scheduled';
  return 'active';
}

/** A promo code as administrators see it (spec 3 "Promo code"). */
export const promoCode = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0 single use, 1 time-bound. */
  type: z.number().int(),
  /** 'yyyy-mm-dd'; time-bound codes only. */
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  /** Percent off the monthly price. */
  discount: z.number(),
  /** Months the discount lasts. */
  discount_duration: z.number().int(),
  is_archive: z.number().int(),
  /** Subscriptions that used the code. */
  uses_count: z.number().int(),
  status: z.enum(promoStatuses),
  created_at: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** `GET admin/promo-codes`: codes not archived, newest first. */
export const promoCodesResponse = z.object({ promo_codes: z.array(promoCode) });
export type PromoCodesResponse = z.infer<typeof promoCodesResponse>;

export const promoCodeResponse = z.object({ promo_code: promoCode });
export type PromoCodeResponse = z.infer<typeof promoCodeResponse>;

/** A whole number typed into a form, with one text for a missing value and others for the bounds. */
const boundedNumber = (required: string, min: [number, string], max: [number, string], integer: boolean) =>
  z.preprocess(
    (v) => numberish(blankToUndefined(v)),
    z
      .number({ error: required })
      .min(min[0], min[1])
      .max(max[0], max[1])
      .refine((n) => (integer ? Number.isInteger(n) : hasPennies(n)), min[1]),
  );

const dateRangeDay = () => requestDate(validation.dateRangeRequired);

/** The date range of a time-bound code: both ends required ('Date range is a required field'), in order. */
const dateRange = z
  .object({ date_from: dateRangeDay(), date_to: dateRangeDay() })
  .refine((v) => v.date_from <= v.date_to, { message: billingTexts.dateRangeOrder, path: ['date_to'] });

/** A promo code name: optional (generated if empty), letters, digits, '-' and '_'. */
const promoName = z.preprocess(
  blankToUndefined,
  optionalText(PROMO_NAME_MAX)
    .optional()
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, billingTexts.promoNameInvalid)
        .nullish(),
    ),
);

/**
 * `POST admin/promo-codes`: the add modal of spec 5 "Promo code". Single-use codes have no dates (any sent
 * are dropped); time-bound codes need a date range.
 */
export const createPromoCodeBody = z
  .object({
    type: z.preprocess(
      (v) => numberish(blankToUndefined(v)),
      z.union([z.literal(PromoType.singleUse), z.literal(PromoType.timeBound)], {
        error: billingTexts.typeRequired,
      }),
    ),
    name: promoName.transform((v) => v ?? null),
    discount: boundedNumber(
      validation.discountRequired,
      [limits.discountMin, validation.discountMin],
      [limits.discountMax, validation.discountMax],
      false,
    ),
    discount_duration: boundedNumber(
      billingTexts.durationRequired,
      [limits.discountDurationMin, validation.durationMin],
      [limits.discountDurationMax, validation.durationMax],
      true,
    ),
    date_from: z.unknown().optional(),
    date_to: z.unknown().optional(),
  })
  // Checked even when other fields are wrong, so the modal shows every spec 5 text at once.
  .superRefine(
    (v, ctx) => {
      if (numberish(v?.type) !== PromoType.timeBound) return;
      const range = dateRange.safeParse({ date_from: v.date_from, date_to: v.date_to });
      if (range.success) return;
      for (const issue of range.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    },
    { when: () => true },
  )
  .transform(({ date_from, date_to, ...rest }) =>
    rest.type === PromoType.singleUse
      ? { ...rest, date_from: null, date_to: null }
      : { ...rest, date_from: String(date_from), date_to: String(date_to) },
  );
export type CreatePromoCodeInput = z.input<typeof createPromoCodeBody>;
export type CreatePromoCode = z.output<typeof createPromoCodeBody>;

/** `PUT admin/promo-codes/{id}`: only a time-bound code's dates can change (spec 4). */
export const updatePromoCodeBody = dateRange;
export type UpdatePromoCodeInput = z.input<typeof updatePromoCodeBody>;

/** Columns of the promo code CSV exports, in order. */
export const promoCsvColumns = [
  'id',
  'name',
  'type',
  'discount',
  'discount_duration',
  'date_from',
  'date_to',
  'uses_count',
  'status',
  'created_at',
] as const;

/** Type names in the CSV exports. */
export const promoTypeLabels = {
  [PromoType.singleUse]: 'Single use',
  [PromoType.timeBound]: 'Time-bound',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Price check

/** `GET subscriptions/check-price`: the plan, the period and an optional promo code (matched regardless of case). */
export const checkPriceQuery = z.object({
  pricing_plan_id: wholeNumber(),
  period: z.enum(SubscriptionPeriod, { error: validation.required }),
  promo_code: z.preprocess(
    blankToUndefined,
    text(validation.promoCodeRequired).trim().max(PROMO_NAME_MAX, errors.promoInvalid).optional(),
  ),
});
export type CheckPriceQuery = z.input<typeof checkPriceQuery>;

/** spec 3 "Promo check response", with the dates the payment modal shows. */
export const checkPriceResponse = z.object({
  period: z.enum(SubscriptionPeriod),
  price: z.number(),
  price_with_discount: z.number(),
  discount_duration: z.number().int(),
  discount: z.number(),
  discount_ends_on: z.string().nullable(),
  first_payment_on: z.string(),
  /**
   * The supplier's first-payment grace (7 days from their first paid order, once per supplier) is used: this order
   * is charged when it is made (docs/decisions/0046).
   */
  charged_now: z.boolean(),
  /** The success text of spec 8 when a promo code was checked, else null. */
  message: z.string().nullable(),
});
export type CheckPriceResponse = z.infer<typeof checkPriceResponse>;
