import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PromoType } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import type { DbOrTx } from '../../db/client';
import { pricingPlans, promoCodes, subscriptions } from '../../db/schema/billing';
import { supplierProfiles } from '../../db/schema/suppliers';

export type PlanRow = typeof pricingPlans.$inferSelect;
export type NewPlan = typeof pricingPlans.$inferInsert;
export type PromoRow = typeof promoCodes.$inferSelect;
export type NewPromo = typeof promoCodes.$inferInsert;

/** A plan with the number of suppliers on it now. */
export type PlanWithCount = PlanRow & { suppliersCount: number };
/** A promo code with the number of subscriptions that used it. */
export type PromoWithUses = PromoRow & { usesCount: number };

/** Cheapest monthly price first (spec 9), then yearly, then oldest, so equal prices keep one order. */
const planOrder = [asc(pricingPlans.pricePerMonth), asc(pricingPlans.pricePerYear), asc(pricingPlans.id)];

/** Plans available to new subscribers (spec 7.2 `GET price-plans`). */
export async function findAvailablePlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.isArchive, 0))
    .orderBy(...planOrder);
}

/*
 * Correlated counts name the outer table in full: drizzle leaves column names unqualified inside a select's
 * SQL fields, and an unqualified "id" would be the inner table's.
 */
const suppliersCount = sql<number>`(select count(*)::int from ${supplierProfiles} sp
  where sp.pricing_plan_id = "pricing_plans"."id")`;

/** Every plan, archived ones too, with its supplier count (the admin list). */
export async function findAllPlans(db: DbOrTx, id?: number): Promise<PlanWithCount[]> {
  return db
    .select({ ...getTableColumns(pricingPlans), suppliersCount })
    .from(pricingPlans)
    .where(id === undefined ? undefined : eq(pricingPlans.id, id))
    .orderBy(...planOrder);
}

/**
 * A plan by id, archived or not (a supplier keeps an archived plan): the one plan lookup of the API. `lock` holds
 * the row for the transaction (an administrator's edit reads what it changes).
 */
export async function findPlan(
  db: DbOrTx,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<PlanRow | null> {
  const query = db.select().from(pricingPlans).where(eq(pricingPlans.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertPlan(db: DbOrTx, plan: Omit<NewPlan, 'id'>): Promise<PlanRow> {
  const [row] = await db.insert(pricingPlans).values(plan).returning();
  if (!row) throw new Error('pricing plan not inserted');
  return row;
}

/** Updates a plan; null when it does not exist. */
export async function updatePlan(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<NewPlan, 'name' | 'description' | 'isArchive'>>,
): Promise<PlanRow | null> {
  const [row] = await db.update(pricingPlans).set(patch).where(eq(pricingPlans.id, id)).returning();
  return row ?? null;
}

const usesCount = sql<number>`(select count(*)::int from ${subscriptions} s
  where s.promo_code_id = "promo_codes"."id")`;

const promoWithUses = (db: DbOrTx) =>
  db.select({ ...getTableColumns(promoCodes), usesCount }).from(promoCodes);

/** Promo codes newest first; `archived` chooses the cancelled ones or the others, undefined both. */
export async function findPromos(db: DbOrTx, f: { archived?: boolean } = {}): Promise<PromoWithUses[]> {
  const where: SQL | undefined =
    f.archived === undefined ? undefined : eq(promoCodes.isArchive, f.archived ? 1 : 0);
  return promoWithUses(db).where(where).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function findPromo(db: DbOrTx, id: number): Promise<PromoWithUses | null> {
  const [row] = await promoWithUses(db).where(eq(promoCodes.id, id)).limit(1);
  return row ?? null;
}

/**
 * The code a supplier typed, matched regardless of case (names are unique in lower case), with its uses.
 * `lock` takes the row for the transaction, so two orders with one single-use code run one after the other
 * and the second sees the first's subscription.
 */
export async function findPromoByName(
  db: DbOrTx,
  name: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PromoWithUses | null> {
  const byName = sql`lower(${promoCodes.name}) = lower(${name})`;
  if (lock) {
    const [locked] = await db.select({ id: promoCodes.id }).from(promoCodes).where(byName).for('update');
    if (!locked) return null;
    return findPromo(db, locked.id);
  }
  const [row] = await promoWithUses(db).where(byName).limit(1);
  return row ?? null;
}

/** Whether a subscription of the supplier (any status, a cancelled one too) used the code. */
export async function promoUsedBy(db: DbOrTx, promoId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.promoCodeId, promoId), eq(subscriptions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The first payment date of the supplier's first paid order: their earliest subscription, whatever became of it
 * (rows are never deleted; a refused order leaves none). Null when they never ordered a paid plan.
 */
export async function findFirstOrderPaymentAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ firstPaymentAt: subscriptions.firstPaymentAt, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
    .limit(1);
  if (!row) return null;
  return row.firstPaymentAt ?? new Date(row.createdAt.getTime() + limits.firstPaymentDelayDays * 86_400_000);
}

/** Inserts a code; null when its name is taken (regardless of case). */
export async function insertPromo(db: DbOrTx, promo: Omit<NewPromo, 'id'>): Promise<PromoRow | null> {
  const [row] = await db.insert(promoCodes).values(promo).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes the dates of a time-bound, not archived code; null when there is none such. */
export async function updatePromoDates(
  db: DbOrTx,
  id: number,
  dates: { dateFrom: string; dateTo: string },
): Promise<PromoRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set(dates)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.type, PromoType.timeBound), eq(promoCodes.isArchive, 0)))
    .returning();
  return row ?? null;
}

/** Archives a code (idempotent); null when it does not exist. */
export async function archivePromo(db: DbOrTx, id: number): Promise<PromoRow | null> {
  const [row] = await db.update(promoCodes).set({ isArchive: 1 }).where(eq(promoCodes.id, id)).returning();
  return row ?? null;
}
