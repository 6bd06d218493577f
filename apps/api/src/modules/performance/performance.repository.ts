import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { payments, pricingPlans } from '../../db/schema/billing';
import { serviceRequestNotifies, serviceRequestQuotes } from '../../db/schema/requests';
import { supplierProfiles } from '../../db/schema/suppliers';

const n = serviceRequestNotifies;
const q = serviceRequestQuotes;

/** Two UK days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The first moment of a UK day, and the first moment after it, as timestamps. */
const ukStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;
const ukEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/London')`;

export interface FunnelRow {
  period: 'current' | 'previous';
  received: number;
  answered: number;
  viewed: number;
  shortlisted: number;
  won: number;
  median_reply_minutes: number | null;
}

/**
 * What the requests that reached the supplier in each period became (docs/decisions/0078): one pass over the
 * supplier's notifies of both periods (the notifies' user index), each joined to the supplier's own quote of that
 * request. A notify is counted in the period it arrived in, and its quote's later steps with it, so the figures
 * of one period form a funnel (received ≥ answered ≥ viewed). The median reply is percentile_cont over the
 * minutes from the notify to the quote (never below 0) of the answered ones only (greatest() would turn an
 * unanswered row's null into 0). Periods with no notify have no row.
 */
export async function funnelCounts(
  db: DbOrTx,
  supplierId: number,
  current: DayRange,
  previous: DayRange,
): Promise<FunnelRow[]> {
  const reply = sql`greatest(0, extract(epoch from (${q.createdAt} - ${n.createdAt})) / 60)`;
  return queryRows<FunnelRow>(
    db,
    sql`select
        case when ${n.createdAt} >= ${ukStart(current.from)} then 'current' else 'previous' end as period,
        count(*)::int as received,
        count(${q.id})::int as answered,
        count(${q.id}) filter (where ${q.viewedAt} is not null or ${q.isViewed} = 1)::int as viewed,
        count(${q.id}) filter (where ${q.isShortlisted} = 1 or ${q.isSelected} = 1)::int as shortlisted,
        count(${q.id}) filter (where ${q.isSelected} = 1)::int as won,
        (percentile_cont(0.5) within group (order by ${reply}) filter (where ${q.id} is not null))::float8
          as median_reply_minutes
      from ${n}
      left join ${q} on ${q.serviceRequestId} = ${n.serviceRequestId} and ${q.userId} = ${n.userId}
      where ${n.userId} = ${supplierId}
        and ${n.createdAt} >= ${ukStart(previous.from)} and ${n.createdAt} < ${ukEnd(current.to)}
      group by 1`,
  );
}

/**
 * What the supplier's plan cost in a period, in pounds: each paid charge covers the month or year from its payment,
 * and the period takes the share of it that it overlaps (an annual charge is not all counted in the month it was
 * paid). Null when no paid charge covers any of the period. Refunded and failed charges cost nothing.
 */
export async function planCost(db: DbOrTx, supplierId: number, range: DayRange): Promise<number | null> {
  const cover = sql`(case when ${payments.period} = 'year' then interval '1 year' else interval '1 month' end)`;
  const overlap = sql`extract(epoch from (least(${payments.paidAt} + ${cover}, ${ukEnd(range.to)})
    - greatest(${payments.paidAt}, ${ukStart(range.from)})))`;
  const length = sql`extract(epoch from ((${payments.paidAt} + ${cover}) - ${payments.paidAt}))`;
  const [row] = await queryRows<{ charges: number; cost: number | null }>(
    db,
    sql`select count(*)::int as charges,
        sum(${payments.amount}::float8 * ${overlap} / ${length})::float8 as cost
      from ${payments}
      where ${payments.userId} = ${supplierId} and ${payments.status} = 'succeeded'
        and ${payments.paidAt} is not null
        and ${payments.paidAt} < ${ukEnd(range.to)} and ${payments.paidAt} + ${cover} > ${ukStart(range.from)}`,
  );
  return row && row.charges > 0 && row.cost !== null ? Math.round(row.cost * 100) / 100 : null;
}

/** The supplier's plan now: its name and type (0 free when the profile names none). */
export async function currentPlan(db: DbOrTx, supplierId: number) {
  const [row] = await queryRows<{ name: string | null; type: number | null }>(
    db,
    sql`select ${pricingPlans.name} as name, ${pricingPlans.type} as type
      from ${supplierProfiles}
      left join ${pricingPlans} on ${pricingPlans.id} = ${supplierProfiles.pricingPlanId}
      where ${supplierProfiles.userId} = ${supplierId}`,
  );
  return { name: row?.name ?? null, type: row?.type ?? 0 };
}
