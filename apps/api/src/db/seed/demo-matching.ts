import { sql } from 'drizzle-orm';
import { limits } from '@marquee/contracts/limits';
import { answersEveryRequest } from '@marquee/contracts/plan-allowance';
import { queryRows, type DbOrTx } from '../client';
import { serviceRequestNotifies, serviceRequestQuotes, serviceRequests } from '../schema/requests';
import { settings } from '../schema/settings';
import { supplierProfiles } from '../schema/suppliers';
import { pricingPlans } from '../schema/billing';
import { distanceMiles } from '../../modules/directory/reach';
import { notifyReachedSuppliers } from '../../modules/requests/requests.service';

/*
 * The rules the demo data is made by, the same as real use (docs/decisions/0058): a demo request reaches the
 * suppliers the requests module's matching sends it to (service and area), among those listed when it was made;
 * a supplier answers only a request that reached them, and a limited supplier only within the free allowance;
 * a quote names its price; an event named after a season (a Christmas party, a summer party) happens in it.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A request as written by the seed, with the moment it was made. */
export interface SeededRequest {
  id: number;
  serviceId: number | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}

/** A supplier a request reached, and how far from their base the event is. */
export interface Reached {
  userId: number;
  miles: number;
}

/**
 * Sends the seeded requests to their suppliers through the requests module's matching (notifyReachedSuppliers: every
 * approved supplier of the service whose area covers the place), then keeps those who were approved when the
 * request was made (the matching ran then, in real use) and dates the notifications five minutes after it, as the
 * e-mails went. Answers, per request, who it reached, nearest first.
 */
export async function reachSuppliers(db: DbOrTx, rows: SeededRequest[]): Promise<Map<number, Reached[]>> {
  const reached = new Map<number, Reached[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return reached;
  await notifyReachedSuppliers(db, rows);
  const n = serviceRequestNotifies;
  const r = serviceRequests;
  const sp = supplierProfiles;
  const ids = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  await db.execute(sql`delete from ${n} using ${r}, ${sp}
    where ${r.id} = ${n.serviceRequestId} and ${sp.userId} = ${n.userId} and ${n.serviceRequestId} in (${ids})
      and (${sp.approvedAt} is null or ${sp.approvedAt} > ${r.createdAt})`);
  await db.execute(sql`update ${n} set created_at = ${r.createdAt} + interval '5 minutes',
      updated_at = ${r.createdAt} + interval '5 minutes', emailed_at = ${r.createdAt} + interval '5 minutes'
    from ${r} where ${r.id} = ${n.serviceRequestId} and ${n.serviceRequestId} in (${ids})`);
  const notified = await queryRows<{
    request_id: number;
    user_id: number;
    latitude: number | null;
    longitude: number | null;
  }>(
    db,
    sql`select ${n.serviceRequestId} as request_id, ${n.userId} as user_id, ${sp.latitude} as latitude,
        ${sp.longitude} as longitude
      from ${n} join ${sp} on ${sp.userId} = ${n.userId} where ${n.serviceRequestId} in (${ids})`,
  );
  const place = new Map(rows.map((row) => [row.id, row]));
  for (const row of notified) {
    const request = place.get(row.request_id);
    const miles =
      request?.latitude != null &&
      request.longitude != null &&
      row.latitude !== null &&
      row.longitude !== null
        ? distanceMiles(
            request as { latitude: number; longitude: number },
            row as { latitude: number; longitude: number },
          )
        : 0;
    reached.get(row.request_id)?.push({ userId: row.user_id, miles });
  }
  for (const list of reached.values()) list.sort((a, b) => a.miles - b.miles || a.userId - b.userId);
  return reached;
}

/** When the notification of `userId` about a reached request went (five minutes after the request). */
export const notifiedAt = (request: { createdAt: Date }) =>
  new Date(request.createdAt.getTime() + 5 * MINUTE);

/**
 * Who may still answer: suppliers whose plan answers every request, and limited ones within the free allowance
 * (free_rfq_number), counting their answers not given back (docs/decisions/0039), as POST supplier/service-request-quotes
 * does. The seed records each answer it writes, so a free supplier never ends up with more than the allowance.
 */
export class AnswerBook {
  private constructor(
    readonly allowance: number,
    private readonly unlimited: Set<number>,
    private readonly used: Map<number, number>,
  ) {}

  static async load(db: DbOrTx): Promise<AnswerBook> {
    const [setting] = await db.select({ n: settings.freeRfqNumber }).from(settings).limit(1);
    const plans = await queryRows<{ user_id: number; plan_type: number; no_limits: number; used: number }>(
      db,
      sql`select sp.user_id, ${pricingPlans.type} as plan_type, sp.no_limits,
          (select count(*) from ${serviceRequestQuotes} q
            where q.user_id = sp.user_id and q.refunded_at is null)::int as used
        from ${supplierProfiles} sp join ${pricingPlans} on ${pricingPlans.id} = sp.pricing_plan_id`,
    );
    return new AnswerBook(
      setting?.n ?? limits.freeRfqNumberDefault,
      new Set(
        plans
          .filter((p) => answersEveryRequest({ planType: p.plan_type, noLimits: p.no_limits }))
          .map((p) => p.user_id),
      ),
      new Map(plans.map((p) => [p.user_id, p.used])),
    );
  }

  canAnswer(userId: number): boolean {
    return this.unlimited.has(userId) || (this.used.get(userId) ?? 0) < this.allowance;
  }

  /** An answer written; throws when the supplier had none left (a mistake in the demo script). */
  answer(userId: number): void {
    if (!this.canAnswer(userId)) throw new Error(`Demo supplier ${userId} has no free answer left`);
    this.used.set(userId, (this.used.get(userId) ?? 0) + 1);
  }

  /** An answer given back by the fair-lead rule. */
  giveBack(userId: number): void {
    this.used.set(userId, Math.max(0, (this.used.get(userId) ?? 0) - 1));
  }
}

/**
 * The first `count` reached suppliers (nearest first) who may answer, leaving out `except` (the demo supplier login,
 * who answers by script).
 */
export function answerers(book: AnswerBook, reached: Reached[], count: number, except: number[] = []) {
  return reached
    .filter((s) => !except.includes(s.userId) && book.canAnswer(s.userId))
    .slice(0, count)
    .map((s) => s.userId);
}

/** Fills {key} placeholders; unknown keys stay as they are. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** '£2,450', '£1,640.50'. */
export const pounds = (amount: number) =>
  `£${amount.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** '14 March 2027' for 'yyyy-mm-dd'. */
export const longDay = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The day `days` from `now`, 'yyyy-mm-dd' (UTC). */
export const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** The moment `days` from `now` (fractions allowed). */
export const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/**
 * The season an event on `isoDay` can be named after: 'festive' from 20 November to 23 December (Christmas
 * parties), 'summer' from June to August, else 'other' (a text without a season in it).
 */
export function seasonOf(isoDay: string): 'festive' | 'summer' | 'other' {
  const [, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  if ((month === 11 && day >= 20) || (month === 12 && day <= 23)) return 'festive';
  if (month >= 6 && month <= 8) return 'summer';
  return 'other';
}

/** The variant of a text that fits the season of `isoDay` (the 'other' one when none is given for it). */
export function forSeason<T>(isoDay: string, variants: { festive?: T; summer?: T; other: T }): T {
  return variants[seasonOf(isoDay)] ?? variants.other;
}
