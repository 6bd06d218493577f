import { sql } from 'drizzle-orm';
import { DEFAULT_PLAN_ID, PlanType, PromoType } from '@marquee/contracts/enums';
import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
import type { DbOrTx } from '../client';
import { pricingPlans, promoCodes } from '../schema/billing';
import { settings } from '../schema/settings';

type PlanRow = typeof pricingPlans.$inferInsert & { id: number };

/**
 * The default plans, with fixed ids: 1 is the free plan every supplier starts on (spec 9).
 * Per-month prices equal the yearly price divided by 12 (spec 9), so a year costs twelve months.
 * Answering requests beyond the free allowance needs type 2 (spec 6), so "from £25 per month" (spec 1)
 * is the Subscriber plan; Premium adds the enhanced directory listing only.
 */
export const defaultPricingPlans: PlanRow[] = [
  {
    id: DEFAULT_PLAN_ID,
    name: 'Free',
    description: 'A directory listing with up to 3 services, and replies to your first 3 relevant requests.',
    type: PlanType.free,
    pricePerYear: '0.00',
    pricePerMonth: '0.00',
    serviceCountMax: 3,
  },
  {
    id: 2,
    name: 'Premium',
    description: 'A premium directory listing with photos, reviews and summary, for up to 10 services.',
    type: PlanType.premium,
    pricePerYear: '180.00',
    pricePerMonth: '15.00',
    serviceCountMax: 10,
  },
  {
    id: 3,
    name: 'Subscriber',
    description:
      'Reply to every relevant request in your area, with up to 10 services and a premium listing.',
    type: PlanType.subscriber,
    pricePerYear: '300.00',
    pricePerMonth: '25.00',
    serviceCountMax: 10,
  },
  {
    id: 4,
    name: 'Subscriber Unlimited',
    description:
      'Reply to every relevant request nationwide, with all the services you offer and a premium listing.',
    type: PlanType.subscriber,
    pricePerYear: '540.00',
    pricePerMonth: '45.00',
    serviceCountMax: null,
  },
];

/** Inserts the default plans that are missing (an administrator's edits are kept) and moves the id sequence past them. */
export async function seedPricingPlans(db: DbOrTx): Promise<void> {
  await db.insert(pricingPlans).values(defaultPricingPlans).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('pricing_plans', 'id'), (select max(id) from ${pricingPlans}))`,
  );
}

/** The settings row with its defaults (free_rfq_number 3), unless it exists. */
export async function seedSettings(db: DbOrTx): Promise<void> {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
}

/**
 * The free six-month trial the supplier registration screen advertises (spec 2.3): part of the product, not of the
 * demo, so it exists on every database. Time-bound with no practical end, 100 % off for 6 months; an administrator
 * may archive it or change its dates (kept: inserted only when no code of that name exists).
 */
export async function seedTrialPromo(db: DbOrTx): Promise<void> {
  await db
    .insert(promoCodes)
    .values({
      name: TRIAL_PROMO_CODE,
      type: PromoType.timeBound,
      dateFrom: '2026-01-01',
      dateTo: '2099-12-31',
      discount: '100.00',
      discountDuration: 6,
    })
    .onConflictDoNothing();
}
