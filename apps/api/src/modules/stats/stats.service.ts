import {
  HEALTH_DEFAULT_DAYS,
  STATS_DEFAULT_DATE_FROM,
  STATS_DEFAULT_DATE_TO,
  STATS_DEFAULT_PERIOD,
  STATS_TOP_UNKNOWNS,
  statsTexts,
  type HealthFigures,
  type HealthQuery,
  type HealthRegion,
  type HealthResponse,
  type StatsName,
  type StatsQuery,
  type StatsResponse,
  type StatsRow,
} from '@marquee/contracts/admin-stats';
import { ProfileStatus } from '@marquee/contracts/enums';
import { ukToday } from '@marquee/contracts/requests';
import type { DbOrTx } from '../../db/client';
import {
  healthFigures,
  organisersByConfirmation,
  requestBuckets,
  requestsByService,
  requestsByStatus,
  searchesByService,
  suppliersByPlan,
  suppliersByStanding,
  unknownSearches,
  type GroupCount,
  type HealthRow,
  type UkDays,
} from './stats.repository';

/*
 * Administrators' statistics (issue 24; spec 2.6, 7.7, 9) and the marketplace's health (beyond the spec).
 * What each name counts, and the rules of ranges and buckets: docs/decisions/0077.
 */

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The query's UK days with the spec 9 defaults for a missing end. */
export const statsRange = (q: Pick<StatsQuery, 'date_from' | 'date_to'>): UkDays => ({
  from: q.date_from ?? STATS_DEFAULT_DATE_FROM,
  to: q.date_to ?? STATS_DEFAULT_DATE_TO,
});

const total = (rows: GroupCount[]) => rows.reduce((sum, r) => sum + r.count, 0);
const row = (key: string, label: string, count: number): StatsRow => ({ key, label, count });

const supplierLabel: Record<string, string> = {
  registering: statsTexts.supplierRegistering,
  [String(ProfileStatus.underReview)]: statsTexts.supplierWaiting,
  [String(ProfileStatus.approved)]: statsTexts.supplierAccepted,
  [String(ProfileStatus.rejected)]: statsTexts.supplierRejected,
};

/** `GET admin/stats/{name}`: the total and its parts in the range, and the request buckets. */
export async function readStats(db: DbOrTx, name: StatsName, q: StatsQuery): Promise<StatsResponse> {
  const r = statsRange(q);
  switch (name) {
    case 'services': {
      const rows = await requestsByService(db, r);
      return {
        total: total(rows),
        rows: rows.map((g) => row(g.key ?? 'none', g.label ?? statsTexts.deletedService, g.count)),
      };
    }
    case 'price-plans': {
      const rows = await suppliersByPlan(db, r);
      return { total: total(rows), rows: rows.map((g) => row(g.key ?? '', g.label ?? '', g.count)) };
    }
    case 'service-requests': {
      const [rows, buckets] = await Promise.all([
        requestsByStatus(db, r),
        requestBuckets(db, r, q.period ?? STATS_DEFAULT_PERIOD),
      ]);
      return {
        total: total(rows),
        rows: rows.map((g) =>
          row(g.key ?? '', statsTexts.requestStatus[g.key ?? ''] ?? g.key ?? '', g.count),
        ),
        buckets: buckets.map((b) => ({ start: b.start, count: Number(b.count) })),
      };
    }
    case 'suppliers': {
      const rows = await suppliersByStanding(db, r);
      return {
        total: total(rows),
        rows: rows.map((g) => row(g.key ?? '', supplierLabel[g.key ?? ''] ?? g.key ?? '', g.count)),
      };
    }
    case 'organisers': {
      const rows = await organisersByConfirmation(db, r);
      const label = (key: string | null) =>
        key === '1' ? statsTexts.organiserConfirmed : statsTexts.organiserUnconfirmed;
      return { total: total(rows), rows: rows.map((g) => row(g.key ?? '0', label(g.key), g.count)) };
    }
    case 'directory-search': {
      const rows = await searchesByService(db, r);
      return {
        total: total(rows),
        rows: rows.map((g) => row(g.key ?? 'none', g.label ?? statsTexts.noService, g.count)),
      };
    }
    case 'service-unknowns': {
      const found = await unknownSearches(db, r, STATS_TOP_UNKNOWNS);
      return { total: found.total, rows: found.rows.map((g) => row(g.key ?? '', g.key ?? '', g.count)) };
    }
  }
}

/** The health range (defaults: the last HEALTH_DEFAULT_DAYS UK days up to today) and the one just before it. */
export function healthRanges(q: Pick<HealthQuery, 'date_from' | 'date_to'>, now = new Date()) {
  const to =
    q.date_to ?? (q.date_from !== undefined && q.date_from > ukToday(now) ? q.date_from : ukToday(now));
  const from = q.date_from ?? addDays(to, 1 - HEALTH_DEFAULT_DAYS);
  const days = daysBetween(from, to) + 1;
  return {
    current: { from, to },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

const numberOr = (v: number | string | null, fallback: number) => (v === null ? fallback : Number(v));
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

const figuresOf = (r: HealthRow | undefined): HealthFigures => {
  if (!r) {
    return {
      requests_sent: 0,
      quoted_share: 0,
      median_first_quote_minutes: null,
      median_quotes_per_request: 0,
      selected_share: 0,
      fulfilled_share: 0,
      supplier_answer_rate: 0,
    };
  }
  const median = r.median_first_quote_minutes;
  return {
    requests_sent: r.requests_sent,
    quoted_share: share(r.quoted, r.requests_sent),
    median_first_quote_minutes: median === null ? null : Math.round(Number(median) * 10) / 10,
    median_quotes_per_request: numberOr(r.median_quotes, 0),
    selected_share: share(r.selected, r.requests_sent),
    fulfilled_share: share(r.fulfilled, r.requests_sent),
    supplier_answer_rate: Math.min(1, share(r.quotes, r.notified)),
  };
};

/** `GET admin/stats/health`: the range against the one before, overall, by service and by region. */
export async function readHealth(db: DbOrTx, q: HealthQuery, now = new Date()): Promise<HealthResponse> {
  const { current, previous } = healthRanges(q, now);
  const rows = await healthFigures(db, { current, previous, serviceId: q.service_id, region: q.region });
  const of = (part: string, grouping: number) =>
    rows.filter((r) => r.part === part && r.grouping === grouping);
  return {
    range: { date_from: current.from, date_to: current.to },
    previous_range: { date_from: previous.from, date_to: previous.to },
    current: figuresOf(of('current', 0)[0]),
    previous: figuresOf(of('previous', 0)[0]),
    by_service: of('current', 1).map((r) => ({
      service_id: r.service_id ?? 0,
      label: r.service_label ?? statsTexts.deletedService,
      ...figuresOf(r),
    })),
    by_region: of('current', 2).map((r) => ({
      region: (r.region ?? 'Unknown') as HealthRegion,
      ...figuresOf(r),
    })),
  };
}
