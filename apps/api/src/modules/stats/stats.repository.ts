import { sql, type SQL } from 'drizzle-orm';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import type { StatsPeriod } from '@marquee/contracts/admin-stats';
import { queryRows, type DbOrTx } from '../../db/client';

/*
 * The statistics' SQL (docs/decisions/0077). Every count is a GROUP BY in the database over a range of created_at
 * read through an index (migration 0040's indexes carry the grouped column, so the big tables are read
 * index-only); nothing is counted in JavaScript. A range is two UK days, both included, turned into instants by
 * PostgreSQL (summer time included).
 */

export interface UkDays {
  /** 'yyyy-mm-dd', included. */
  from: string;
  /** 'yyyy-mm-dd', included. */
  to: string;
}

/** Midnight at the start of a UK day, and at the start of the day after one, as instants. */
const ukMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;
const nextUkMidnight = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/London')`;
const within = (column: SQL, r: UkDays) =>
  sql`${column} >= ${ukMidnight(r.from)} and ${column} < ${nextUkMidnight(r.to)}`;

export interface GroupCount {
  key: string | null;
  label: string | null;
  count: number;
}

/** Requests created in the range by service (null: a deleted service), most first. */
export const requestsByService = (db: DbOrTx, r: UkDays) =>
  queryRows<GroupCount>(
    db,
    sql`select g.service_id::text as key, s.product as label, g.count
      from (select sr.service_id, count(*)::int as count from service_requests sr
        where ${within(sql`sr.created_at`, r)} group by sr.service_id) g
      left join services s on s.id = g.service_id
      order by g.count desc, s.product nulls last`,
  );

/** Requests created in the range by status code, most first. */
export const requestsByStatus = (db: DbOrTx, r: UkDays) =>
  queryRows<GroupCount>(
    db,
    sql`select sr.status::text as key, null as label, count(*)::int as count from service_requests sr
      where ${within(sql`sr.created_at`, r)} group by sr.status order by count desc, sr.status`,
  );

export interface Bucket {
  start: string;
  count: number;
}

/**
 * Requests created in the range per UK week (Monday) or month, from the bucket of the first request to the bucket of
 * the last, empty buckets between included (generate_series); none when the range holds no request. The first and
 * last request are two index lookups; each bucket is then an index-only count between two instants (its London
 * start and end, clipped to the range), so no row's time is converted.
 */
export function requestBuckets(db: DbOrTx, r: UkDays, period: StatsPeriod) {
  const unit = sql.raw(period === 'week' ? `'week'` : `'month'`);
  const step = sql.raw(period === 'week' ? `interval '1 week'` : `interval '1 month'`);
  const from = ukMidnight(r.from);
  const until = nextUkMidnight(r.to);
  return queryRows<Bucket>(
    db,
    sql`with bounds as (
        select date_trunc(${unit}, min(sr.created_at) at time zone 'Europe/London') as lo,
          date_trunc(${unit}, max(sr.created_at) at time zone 'Europe/London') as hi
        from service_requests sr where ${within(sql`sr.created_at`, r)}
      ), slots as (
        select gs as local_start, greatest(gs at time zone 'Europe/London', ${from}) as from_at,
          least((gs + ${step}) at time zone 'Europe/London', ${until}) as until_at
        from bounds cross join generate_series(bounds.lo, bounds.hi, ${step}) gs
      )
      select to_char(s.local_start, 'YYYY-MM-DD') as start,
        (select count(*) from service_requests sr
          where sr.created_at >= s.from_at and sr.created_at < s.until_at)::int as count
      from slots s order by s.local_start`,
  );
}

/** Suppliers registered in the range (their account's created_at) by the plan in force, most first. */
export const suppliersByPlan = (db: DbOrTx, r: UkDays) =>
  queryRows<GroupCount>(
    db,
    sql`select g.plan::text as key, p.name as label, g.count
      from (select sp.pricing_plan_id as plan, count(*)::int as count
        from users u join supplier_profiles sp on sp.user_id = u.id
        where u.role = ${sql.raw(String(Role.supplier))} and ${within(sql`u.created_at`, r)}
        group by sp.pricing_plan_id) g
      join pricing_plans p on p.id = g.plan
      order by g.count desc, p.name`,
  );

/**
 * Suppliers registered in the range by where they stand: 'registering' (no profile, or the wizard not submitted),
 * else the profile status code.
 */
export const suppliersByStanding = (db: DbOrTx, r: UkDays) =>
  queryRows<GroupCount>(
    db,
    sql`select case when sp.user_id is null or (sp.onboarding_step <> 'submitted'
          and sp.status = ${sql.raw(String(ProfileStatus.underReview))}) then 'registering'
        else sp.status::text end as key, null as label, count(*)::int as count
      from users u
      -- One profile per user (unique); the lateral lookup keeps it an index probe per registration, index-only.
      left join lateral (select p.user_id, p.status, p.onboarding_step from supplier_profiles p
        where p.user_id = u.id limit 1) sp on true
      where u.role = ${sql.raw(String(Role.supplier))} and ${within(sql`u.created_at`, r)}
      group by 1 order by count desc, 1`,
  );

/** Organisers registered in the range, by whether their e-mail is confirmed ('1') or not ('0'). */
export const organisersByConfirmation = (db: DbOrTx, r: UkDays) =>
  queryRows<GroupCount>(
    db,
    sql`select case when u.email_verified_at is null then '0' else '1' end as key, null as label,
        count(*)::int as count
      from users u where u.role = ${sql.raw(String(Role.organiser))} and ${within(sql`u.created_at`, r)}
      group by 1 order by count desc, 1`,
  );

/** Directory searches recorded in the range by service (null: none chosen, or deleted since), most first. */
export const searchesByService = (db: DbOrTx, r: UkDays) =>
  queryRows<GroupCount>(
    db,
    sql`select g.service_id::text as key, s.product as label, g.count
      from (select ds.service_id, count(*)::int as count from directory_searches ds
        where ${within(sql`ds.created_at`, r)} group by ds.service_id) g
      left join services s on s.id = g.service_id
      order by g.count desc, s.product nulls last`,
  );

/** Unknown-service searches in the range: the total and the `top` most searched terms (trimmed, lower-cased). */
export async function unknownSearches(db: DbOrTx, r: UkDays, top: number) {
  const [rows, totals] = await Promise.all([
    queryRows<GroupCount>(
      db,
      sql`select lower(btrim(su.service_name)) as key, null as label, count(*)::int as count
        from service_unknowns su where ${within(sql`su.created_at`, r)}
        group by 1 order by count desc, 1 limit ${top}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from service_unknowns su where ${within(sql`su.created_at`, r)}`,
    ),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The health figures of one group, as the database gives them (numerics may come back as text). */
export interface HealthRow {
  /** 'current' or 'previous'. */
  part: string;
  /** 0: overall, 1: by service, 2: by region. */
  grouping: number;
  service_id: number | null;
  service_label: string | null;
  region: string | null;
  requests_sent: number;
  quoted: number;
  median_first_quote_minutes: number | string | null;
  median_quotes: number | string | null;
  selected: number;
  fulfilled: number;
  quotes: number;
  notified: number;
}

export interface HealthFilter {
  current: UkDays;
  previous: UkDays;
  serviceId?: number | undefined;
  region?: string | undefined;
}

/**
 * The health of the requests sent in both ranges, overall, by service and by region (grouping sets), from each
 * request's facts (its quotes, first quote, selected quotes, notified suppliers, 'fulfilled' close reasons, and the
 * nation its place label ends with, else 'Unknown': docs/decisions/0077), which triggers keep on service_requests
 * (docs/decisions/0086): one index-only range read of service_requests_health_idx, aggregated by the database
 * (percentile_cont for the medians).
 */
export function healthFigures(db: DbOrTx, f: HealthFilter) {
  // JIT off (its compiling cost more than it saved), and sort memory enough for the medians' sorts of a year's
  // requests to stay in memory (they spilled to disk at 4 MB): bench:stats, docs/benchmarks.md.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return healthStatement(tx, f);
  });
}

function healthStatement(db: DbOrTx, f: HealthFilter) {
  // Narrow rows (part 0 current, 1 previous; minutes as float8) sort faster; labels are joined to the groups after.
  return queryRows<HealthRow>(
    db,
    sql`with per as (
        select sr.service_id, sr.region, sr.quotes_count as quotes, sr.notified_count as notified,
          sr.selected_quotes > 0 as selected, sr.fulfilled_reasons > 0 as fulfilled,
          (extract(epoch from (sr.first_quote_at - sr.created_at)) / 60)::float8 as first_minutes,
          (sr.created_at < ${ukMidnight(f.current.from)})::int as part
        from service_requests sr
        where sr.created_at >= ${ukMidnight(f.previous.from)} and sr.created_at < ${nextUkMidnight(f.current.to)}
          and sr.is_held = 0
          ${f.serviceId === undefined ? sql`` : sql`and sr.service_id = ${f.serviceId}`}
          ${f.region === undefined ? sql`` : sql`and sr.region = ${f.region}`}
      ), groups as (
        select p.part, grouping(p.service_id, p.region)::int as grouping_bits, p.service_id, p.region,
          count(*)::int as requests_sent,
          count(*) filter (where p.quotes > 0)::int as quoted,
          percentile_cont(0.5) within group (order by p.first_minutes)
            filter (where p.first_minutes is not null) as median_first_quote_minutes,
          percentile_cont(0.5) within group (order by p.quotes) as median_quotes,
          count(*) filter (where p.selected)::int as selected,
          count(*) filter (where p.fulfilled)::int as fulfilled,
          sum(p.quotes)::int as quotes,
          sum(p.notified)::int as notified
        from per p
        group by grouping sets ((p.part), (p.part, p.service_id), (p.part, p.region))
      )
      select case g.part when 0 then 'current' else 'previous' end as part, g.grouping_bits, g.service_id,
        sv.product as service_label, g.region, g.requests_sent, g.quoted, g.median_first_quote_minutes,
        g.median_quotes, g.selected, g.fulfilled, g.quotes, g.notified
      from groups g left join services sv on sv.id = g.service_id
      order by g.part, g.requests_sent desc, g.service_id nulls last, g.region`,
  ).then((rows) =>
    rows.map((row) => {
      const bits = Number((row as unknown as { grouping_bits: number }).grouping_bits);
      // grouping(service_id, region): 3 overall, 1 by service (region rolled up), 2 by region.
      return { ...row, grouping: bits === 3 ? 0 : bits === 1 ? 1 : 2 };
    }),
  );
}
