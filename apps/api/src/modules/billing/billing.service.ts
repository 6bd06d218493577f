import { randomInt } from 'node:crypto';
import {
  activePromoStatuses,
  billingTexts,
  checkPrice,
  PROMO_NAME_GENERATED_LENGTH,
  promoCsvColumns,
  promoTypeLabels,
  type AdminPricePlanResponse,
  type AdminPricePlansResponse,
  type CheckPriceResponse,
  type CreatePricePlan,
  type CreatePromoCode,
  type PricePlansResponse,
  type PromoCode,
  type PromoCodeResponse,
  type PromoCodesResponse,
} from '@marquee/contracts/billing';
import { DEFAULT_PLAN_ID, type SubscriptionPeriod } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { errors } from '@marquee/contracts/messages';
import { ukToday } from '@marquee/contracts/requests';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { toCsv } from '../../lib/csv';
import { recordAudit } from '../audit/audit.service';
import { AppError, invalidField, notFound, rejected } from '../../lib/errors';
import { presentAdminPlan, presentPlan, presentPromo } from './billing.presenter';
import {
  archivePromo,
  findAllPlans,
  findAvailablePlans,
  findPlan,
  findPromo,
  findPromoByName,
  findPromos,
  findFirstOrderPaymentAt,
  insertPlan,
  insertPromo,
  promoUsedBy,
  updatePlan,
  updatePromoDates,
  type PlanRow,
  type PromoWithUses,
} from './billing.repository';

// ---------------------------------------------------------------------------------------------------------
// Pricing plans

/** A plan by id, archived or not (a supplier keeps an archived plan), or null: the one plan lookup. */
export { findPlan };

/** `GET price-plans`: the plans a new subscriber may choose, cheapest monthly price first. */
export async function listPlans(db: DbOrTx): Promise<PricePlansResponse> {
  return { pricing_plans: (await findAvailablePlans(db)).map(presentPlan) };
}

/** `GET admin/price-plans`: every plan with its availability and supplier count. */
export async function listAdminPlans(db: DbOrTx): Promise<AdminPricePlansResponse> {
  return { pricing_plans: (await findAllPlans(db)).map(presentAdminPlan) };
}

async function adminPlan(db: DbOrTx, id: number): Promise<AdminPricePlanResponse> {
  const [plan] = await findAllPlans(db, id);
  if (!plan) throw notFound();
  return { pricing_plan: presentAdminPlan(plan) };
}

/**
 * `POST admin/price-plans`. The card provider's product is created when the first supplier subscribes
 * (stripe_product_id stays null until then), so adding a plan works offline. Every administrator change of a plan
 * is an audit row written in its transaction (docs/decisions/0064).
 */
export async function createPlan(
  db: DbOrTx,
  auth: AuthContext,
  input: CreatePricePlan,
): Promise<AdminPricePlanResponse> {
  return db.transaction(async (tx) => {
    const row = await insertPlan(tx, {
      name: input.name,
      description: input.description,
      type: input.type,
      pricePerYear: input.price_per_year.toFixed(2),
      pricePerMonth: input.price_per_month.toFixed(2),
      serviceCountMax: input.service_count_max,
      isArchive: input.is_archive ? 1 : 0,
    });
    await recordAudit(tx, auth, {
      action: 'price_plan.create',
      targetType: 'price_plan',
      targetId: row.id,
      summary: {
        name: row.name,
        type: row.type,
        price_per_month: row.pricePerMonth,
        is_archive: row.isArchive,
      },
    });
    return adminPlan(tx, row.id);
  });
}

/** The fields that differ, each as { from, to } (an audit summary of an edit). */
function changes<T extends Record<string, unknown>>(before: T, after: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}

/** `PUT admin/price-plans/{id}`: only the name and the description change (spec 5 "Plan edit"). */
export async function editPlan(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
  input: { name: string; description: string },
): Promise<AdminPricePlanResponse> {
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, id, { lock: true });
    if (!before) throw notFound();
    await updatePlan(tx, id, input);
    const changed = changes({ name: before.name, description: before.description }, input);
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, auth, {
        action: 'price_plan.update',
        targetType: 'price_plan',
        targetId: id,
        summary: changed,
      });
    }
    return adminPlan(tx, id);
  });
}

/**
 * Archive (`archived` true) or restore a plan: the 'Available to the new subscribers' switch. Suppliers on
 * an archived plan keep it. The default free plan stays available, as every new supplier starts on it.
 */
export async function setPlanArchived(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
  archived: boolean,
): Promise<AdminPricePlanResponse> {
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, id, { lock: true });
    if (!before) throw notFound();
    if (archived && id === DEFAULT_PLAN_ID)
      throw rejected(409, 'default_plan', billingTexts.defaultPlanArchive);
    const isArchive = archived ? 1 : 0;
    // Archiving an archived plan (or restoring an available one) changes nothing and records nothing.
    if (before.isArchive !== isArchive) {
      await updatePlan(tx, id, { isArchive });
      await recordAudit(tx, auth, {
        action: archived ? 'price_plan.archive' : 'price_plan.restore',
        targetType: 'price_plan',
        targetId: id,
        summary: { name: before.name },
      });
    }
    return adminPlan(tx, id);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Promo codes

/** `GET admin/promo-codes`: codes not archived (archiving removes a code from the list, spec 4), newest first. */
export async function listPromos(db: DbOrTx, today = ukToday()): Promise<PromoCodesResponse> {
  return { promo_codes: (await findPromos(db, { archived: false })).map((p) => presentPromo(p, today)) };
}

/** Letters and digits that cannot be mistaken for one another when read aloud or retyped (no 0/O, 1/I/L). */
const NAME_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const generatedName = () =>
  Array.from(
    { length: PROMO_NAME_GENERATED_LENGTH },
    () => NAME_ALPHABET[randomInt(NAME_ALPHABET.length)],
  ).join('');

async function promoResponse(db: DbOrTx, id: number, today: string): Promise<PromoCodeResponse> {
  const promo = await findPromo(db, id);
  if (!promo) throw notFound();
  return { promo_code: presentPromo(promo, today) };
}

/**
 * `POST admin/promo-codes`. An empty name is generated (spec 3); a generated name that is taken is drawn
 * again, a typed one is a 422. Names are unique regardless of case, archived codes included, so a code a
 * supplier once used never changes meaning. Each change of a code is an audit row in its transaction (0064).
 */
export async function createPromo(
  db: DbOrTx,
  auth: AuthContext,
  input: CreatePromoCode,
  today = ukToday(),
): Promise<PromoCodeResponse> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await insertPromo(tx, {
        name: input.name ?? generatedName(),
        type: input.type,
        discount: input.discount.toFixed(2),
        discountDuration: input.discount_duration,
        dateFrom: input.date_from,
        dateTo: input.date_to,
      });
      if (row) {
        await recordAudit(tx, auth, {
          action: 'promo_code.create',
          targetType: 'promo_code',
          targetId: row.id,
          summary: {
            name: row.name,
            type: row.type,
            discount: row.discount,
            discount_duration: row.discountDuration,
            date_from: row.dateFrom,
            date_to: row.dateTo,
          },
        });
        return promoResponse(tx, row.id, today);
      }
      if (input.name !== null) throw invalidField('name', billingTexts.promoNameTaken, 'promo_name_taken');
    }
    throw new Error('no free promo code name after 5 attempts');
  });
}

/** `PUT admin/promo-codes/{id}`: only a time-bound code that is not archived has dates to change (spec 4). */
export async function editPromoDates(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
  dates: { date_from: string; date_to: string },
  today = ukToday(),
): Promise<PromoCodeResponse> {
  return db.transaction(async (tx) => {
    const before = await findPromo(tx, id);
    const updated = await updatePromoDates(tx, id, { dateFrom: dates.date_from, dateTo: dates.date_to });
    if (!before || !updated) {
      if (!before) throw notFound();
      throw rejected(409, 'promo_not_editable', billingTexts.promoNotEditable);
    }
    const changed = changes(
      { date_from: before.dateFrom, date_to: before.dateTo },
      { date_from: updated.dateFrom, date_to: updated.dateTo },
    );
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, auth, {
        action: 'promo_code.update',
        targetType: 'promo_code',
        targetId: id,
        summary: { name: updated.name, ...changed },
      });
    }
    return promoResponse(tx, id, today);
  });
}

/** `POST admin/promo-codes/{id}/archive`: cancels a code; subscriptions that used it keep their discount. */
export async function cancelPromo(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
  today = ukToday(),
): Promise<PromoCodeResponse> {
  return db.transaction(async (tx) => {
    const before = await findPromo(tx, id);
    if (!before) throw notFound();
    // Archiving is idempotent; only the first archive is a change to record.
    if (before.isArchive === 0) {
      await archivePromo(tx, id);
      await recordAudit(tx, auth, {
        action: 'promo_code.archive',
        targetType: 'promo_code',
        targetId: id,
        summary: { name: before.name },
      });
    }
    return promoResponse(tx, id, today);
  });
}

const csvRow = (p: PromoCode) => [
  p.id,
  p.name,
  promoTypeLabels[p.type as keyof typeof promoTypeLabels],
  p.discount.toFixed(2),
  p.discount_duration,
  p.date_from,
  p.date_to,
  p.uses_count,
  p.status,
  p.created_at,
];

/**
 * `GET admin/promo-codes/export-active` and `export-past`: active codes are those a supplier can use now or
 * later (active, scheduled); past ones are used, expired or archived.
 */
export async function exportPromos(db: DbOrTx, which: 'active' | 'past', today = ukToday()): Promise<string> {
  const promos = (await findPromos(db)).map((p) => presentPromo(p, today));
  const chosen = promos.filter((p) => activePromoStatuses.includes(p.status) === (which === 'active'));
  return toCsv(promoCsvColumns, chosen.map(csvRow));
}

// ---------------------------------------------------------------------------------------------------------
// Price check

const promoInvalid = () =>
  new AppError(422, 'promo_invalid', errors.promoInvalid, { promo_code: [errors.promoInvalid] });

/**
 * Whether a supplier may use the code today: it exists, is not archived, a time-bound code is within its dates
 * (UK days, both included), a single-use code has no subscription yet, and the supplier (`supplierId`; null only
 * outside an order) has not used the code before, in any subscription, cancelled ones too: a code gives its
 * discount once per supplier (docs/decisions/0046). Throws the spec 8 text otherwise. Subscribing passes `lock`
 * inside its transaction, where the supplier's row is locked first, so a single-use code is used once in total and
 * a time-bound one once per supplier even under concurrent orders.
 */
export async function usablePromo(
  db: DbOrTx,
  name: string,
  today: string,
  { supplierId, lock = false }: { supplierId: number | null; lock?: boolean },
): Promise<PromoWithUses> {
  const promo = await findPromoByName(db, name, { lock });
  if (!promo || presentPromo(promo, today).status !== 'active') throw promoInvalid();
  if (supplierId !== null && (await promoUsedBy(db, promo.id, supplierId))) throw promoInvalid();
  return promo;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Less grace than this left is none: the provider's trial must end in the future when the call arrives. */
const GRACE_MARGIN_MS = 60_000;

/**
 * The first charge of a paid order now (spec 1 terms: "charged 7 days after application"; docs/decisions/0046).
 * The 7 days are granted once per supplier, from their first paid order: the first order is charged 7 days later,
 * a later order within those 7 days (a change of plan, or an order cancelled and made again) on the same day, and
 * any order after them at once (`chargeNow`). Derived from the supplier's earliest subscription, which cancelling
 * does not remove; subscribing reads it with the supplier's row locked.
 */
export async function firstCharge(
  db: DbOrTx,
  supplierId: number,
  now: Date,
): Promise<{ at: Date; chargeNow: boolean }> {
  const graceEnd = await findFirstOrderPaymentAt(db, supplierId);
  if (graceEnd === null) {
    return { at: new Date(now.getTime() + limits.firstPaymentDelayDays * DAY_MS), chargeNow: false };
  }
  if (graceEnd.getTime() - now.getTime() > GRACE_MARGIN_MS) return { at: graceEnd, chargeNow: false };
  return { at: now, chargeNow: true };
}

/** A plan a new subscriber may order: it exists and is not archived. */
export async function orderablePlan(db: DbOrTx, id: number): Promise<PlanRow> {
  const plan = await findPlan(db, id);
  if (!plan || plan.isArchive === 1)
    throw invalidField('pricing_plan_id', billingTexts.planUnavailable, 'plan_unavailable');
  return plan;
}

/** `GET subscriptions/check-price` (spec 7.5): the price, and with a usable promo code the discounted one. */
export async function checkPlanPrice(
  db: DbOrTx,
  supplierId: number,
  query: { pricing_plan_id: number; period: SubscriptionPeriod; promo_code?: string | undefined },
  now = new Date(),
): Promise<CheckPriceResponse> {
  const today = ukToday(now);
  const plan = presentPlan(await orderablePlan(db, query.pricing_plan_id));
  const promo = query.promo_code ? await usablePromo(db, query.promo_code, today, { supplierId }) : null;
  const first = await firstCharge(db, supplierId, now);
  const priced = checkPrice(
    plan,
    query.period,
    promo ? { discount: Number(promo.discount), discount_duration: promo.discountDuration } : null,
    today,
    ukToday(first.at),
  );
  return {
    ...priced,
    charged_now: first.chargeNow,
    message: priced.discount_ends_on ? billingTexts.promoValid(priced.discount_ends_on) : null,
  };
}
