import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CardBrand,
  CurrentSubscriptionStatus,
  PaymentStatus,
  PlanType,
  PromoType,
  SubscriptionPeriod,
  SubscriptionStatus,
} from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { createdAt, fixedId, flag, flagCheck, id, inList, money, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * What suppliers subscribe to (spec 3 "Pricing plan"). Plan 1 is the free plan every supplier starts on;
 * the seed inserts the default plans with fixed ids, hence identity "by default".
 * Plans are archived, never deleted, once anyone uses them (references use RESTRICT).
 */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: fixedId(),
    name: text().notNull(),
    description: text().notNull(),
    /** 0 FREE, 1 PREMIUM, 2 SUBSCRIBER. */
    type: smallint().notNull(),
    pricePerYear: money('price_per_year').notNull(),
    pricePerMonth: money('price_per_month').notNull(),
    /** Services a supplier may offer on this plan; null means unlimited. */
    serviceCountMax: smallint('service_count_max'),
    /** 1: not available to new subscribers. */
    isArchive: flag('is_archive'),
    stripeProductId: text('stripe_product_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pricing_plans_stripe_product_unique').on(t.stripeProductId),
    check('pricing_plans_type_check', sql.raw(`type IN (${inList(Object.values(PlanType))})`)),
    check('pricing_plans_is_archive_check', sql.raw(flagCheck('is_archive'))),
    check('pricing_plans_prices_check', sql`${t.pricePerYear} >= 0 AND ${t.pricePerMonth} >= 0`),
    check(
      'pricing_plans_free_price_check',
      sql.raw(`type <> ${PlanType.free} OR (price_per_year = 0 AND price_per_month = 0)`),
    ),
    check(
      'pricing_plans_service_count_max_check',
      sql`${t.serviceCountMax} IS NULL OR ${t.serviceCountMax} > 0`,
    ),
    check('pricing_plans_name_length_check', sql.raw(`char_length(name) <= ${limits.planNameMax}`)),
  ],
);

/**
 * Discount codes (spec 3 "Promo code"): single use (0) or valid between two dates (1).
 * Names are matched regardless of case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    name: text().notNull(),
    type: smallint().notNull(),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    /** Percent off the monthly price. */
    discount: money('discount').notNull(),
    /** Months the discount lasts. */
    discountDuration: smallint('discount_duration').notNull(),
    /** 1: cancelled; no longer accepted or listed. */
    isArchive: flag('is_archive'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_name_unique').on(sql`lower(${t.name})`),
    index('promo_codes_archive_created_idx').on(t.isArchive, t.createdAt),
    check('promo_codes_type_check', sql.raw(`type IN (${inList(Object.values(PromoType))})`)),
    check('promo_codes_is_archive_check', sql.raw(flagCheck('is_archive'))),
    check(
      'promo_codes_discount_check',
      sql.raw(`discount BETWEEN ${limits.discountMin} AND ${limits.discountMax}`),
    ),
    check(
      'promo_codes_discount_duration_check',
      sql.raw(`discount_duration BETWEEN ${limits.discountDurationMin} AND ${limits.discountDurationMax}`),
    ),
    // Time-bound codes need a date range; single-use codes have none.
    check(
      'promo_codes_dates_check',
      sql.raw(
        `(type = ${PromoType.timeBound} AND date_from IS NOT NULL AND date_to IS NOT NULL AND date_from <= date_to)` +
          ` OR (type = ${PromoType.singleUse} AND date_from IS NULL AND date_to IS NULL)`,
      ),
    ),
  ],
);

/**
 * A supplier's subscription to a plan. The supplier's current plan is also kept on
 * supplier_profiles.pricing_plan_id (what every permission check reads); this table holds the
 * history, the billing period and the card provider's ids. At most one subscription per supplier
 * is current (incomplete, trialing, active or past_due).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pricingPlanId: integer('pricing_plan_id')
      .notNull()
      .references(() => pricingPlans.id, { onDelete: 'restrict' }),
    period: text().notNull(),
    status: text().notNull(),
    // An archived or deleted code must not erase the subscription that used it.
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** Percent discount granted at subscription time, and when it ends. */
    discount: money('discount'),
    discountEndsAt: timestamptz('discount_ends_at'),
    /** Price per period when ordered (the plan's price may change later). */
    price: money('price').notNull(),
    /** Charged 7 days after ordering, and only if the supplier is approved (spec 1, terms). */
    firstPaymentAt: timestamptz('first_payment_at'),
    currentPeriodStart: timestamptz('current_period_start'),
    currentPeriodEnd: timestamptz('current_period_end'),
    canceledAt: timestamptz('canceled_at'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * When the charge job next charges it: the first payment, a renewal at the period's end, or a retry of a failed
     * renewal (day 1, 3, 7 after the first failure). Null when nothing is planned (cancelled).
     */
    nextChargeAt: timestamptz('next_charge_at'),
    /** Failed attempts of the charge now due; 0 once paid. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** The first failure of the charge now due: the retries count their days from it. */
    dunningStartedAt: timestamptz('dunning_started_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_status_idx').on(t.userId, t.status),
    index('subscriptions_next_charge_idx').on(t.nextChargeAt),
    uniqueIndex('subscriptions_user_current_unique')
      .on(t.userId)
      .where(sql.raw(`status IN (${inList(CurrentSubscriptionStatus)})`)),
    index('subscriptions_promo_code_idx').on(t.promoCodeId),
    index('subscriptions_plan_idx').on(t.pricingPlanId),
    uniqueIndex('subscriptions_stripe_unique').on(t.stripeSubscriptionId),
    check('subscriptions_period_check', sql.raw(`period IN (${inList(SubscriptionPeriod)})`)),
    check('subscriptions_status_check', sql.raw(`status IN (${inList(SubscriptionStatus)})`)),
    check('subscriptions_discount_check', sql`${t.discount} IS NULL OR ${t.discount} BETWEEN 1 AND 100`),
    check('subscriptions_price_check', sql`${t.price} >= 0`),
  ],
);

/** Saved cards (spec 3 "Saved card"). Only the provider's id and display details are kept, never card numbers. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripePaymentMethodId: text('stripe_payment_method_id').notNull(),
    brand: text().notNull(),
    lastFour: char('last_four', { length: 4 }).notNull(),
    expMonth: smallint('exp_month'),
    expYear: smallint('exp_year'),
    isDefault: flag('is_default'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_stripe_unique').on(t.stripePaymentMethodId),
    index('payment_methods_user_idx').on(t.userId),
    // One default card per supplier.
    uniqueIndex('payment_methods_user_default_unique')
      .on(t.userId)
      .where(sql`${t.isDefault} = 1`),
    check('payment_methods_brand_check', sql.raw(`brand IN (${inList(CardBrand)})`)),
    check('payment_methods_is_default_check', sql.raw(flagCheck('is_default'))),
    check('payment_methods_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month_check', sql`${t.expMonth} IS NULL OR ${t.expMonth} BETWEEN 1 AND 12`),
  ],
);

/**
 * Charges for subscriptions. These are accounting records, which UK law asks a business to keep
 * for six years, so they survive the supplier's deletion: user_id becomes null and the billing
 * name and e-mail captured at charge time remain.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    pricingPlanId: integer('pricing_plan_id')
      .notNull()
      .references(() => pricingPlans.id, { onDelete: 'restrict' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    period: text().notNull(),
    /** Amount charged, VAT included (spec 1, terms). */
    amount: money('amount').notNull(),
    currency: char({ length: 3 }).notNull().default('GBP'),
    status: text().notNull(),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeInvoiceId: text('stripe_invoice_id'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_payment_method_idx').on(t.paymentMethodId),
    index('payments_created_idx').on(t.createdAt),
    uniqueIndex('payments_stripe_intent_unique').on(t.stripePaymentIntentId),
    // One row per provider invoice: a retried charge and its webhook update the same payment.
    uniqueIndex('payments_stripe_invoice_unique').on(t.stripeInvoiceId),
    check('payments_period_check', sql.raw(`period IN (${inList(SubscriptionPeriod)})`)),
    check('payments_status_check', sql.raw(`status IN (${inList(PaymentStatus)})`)),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The card provider's customer of a user, per provider ('sandbox' or 'stripe'), so switching providers never
 * sends one provider's id to the other.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('payment_customers_customer_unique').on(t.provider, t.customerId),
  ],
);

/**
 * Webhook deliveries by the provider's event id: stored with their effect in one transaction, so an event
 * delivered 5 times has 1 effect (docs/decisions/0044).
 */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  /** When the provider made the event. */
  createdAt: timestamptz('created_at').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * Answers of requests that must have one effect however often they arrive (POST subscribe): the key derived from
 * the user and the request (or its Idempotency-Key header), the request's fingerprint, and the answer once given.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    key: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text().notNull(),
    /** Null while the first request is still being handled. */
    response: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('idempotent_requests_created_idx').on(t.createdAt)],
);
