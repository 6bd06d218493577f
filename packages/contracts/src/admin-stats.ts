import { z } from 'zod';
import { text } from './fields';
import { wholeNumber } from './whole-number';

/*
 * Statistics (issue 24; spec 2.6 stats, 7.2 collect_statistics, 7.7, 9) and the marketplace's health (beyond the
 * spec). docs/decisions/0077 records what each name counts and the rules below.
 *
 *   GET admin/stats/{name}?date_from=&date_to=[&period=week|month]   → StatsResponse
 *   GET admin/stats/health?date_from=&date_to=[&service_id=][&region=] → HealthResponse
 */

/** The statistics by name (spec 7.7). */
export const STATS_NAMES = [
  'services',
  'price-plans',
  'service-requests',
  'suppliers',
  'organisers',
  'directory-search',
  'service-unknowns',
] as const;
export type StatsName = (typeof STATS_NAMES)[number];
export const isStatsName = (v: string): v is StatsName => (STATS_NAMES as readonly string[]).includes(v);

/** Spec 9: the default range of statistics and exports, both days included. */
export const STATS_DEFAULT_DATE_FROM = '1970-01-01';
export const STATS_DEFAULT_DATE_TO = '2100-01-01';

/** Spec 9: request bars weekly (Monday weeks, Europe/London) or monthly; weekly by default. */
export const STATS_PERIODS = ['week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_DEFAULT_PERIOD: StatsPeriod = 'week';

/** Not in the spec: what a malformed query of the statistics reads (422). */
export const statsTexts = {
  dateInvalid: 'Enter the date as yyyy-mm-dd',
  dateOrder: 'The start date must be on or before the end date',
  period: `Period is one of: ${STATS_PERIODS.join(', ')}`,
  region: 'Region is one of: England, Scotland, Wales, Northern Ireland, Unknown',
  /** The label of requests whose organiser deleted their account (the requests still count). */
  deletedOrganiser: 'Deleted organiser',
  /** The label of requests or searches whose service an administrator deleted, and of searches without one. */
  deletedService: 'Deleted service',
  noService: 'No service',
  /** The label of a region no place label names. */
  unknownRegion: 'Unknown',
  /** service-requests rows, keyed by the status code (RequestStatus). */
  requestStatus: { '10': 'Active', '20': 'Accepted', '30': 'Finished' } as Record<string, string>,
  /** suppliers rows: where each registration stands. */
  supplierRegistering: 'Registration not finished',
  supplierWaiting: 'Waiting for approval',
  supplierAccepted: 'Accepted',
  supplierRejected: 'Rejected',
  /** organisers rows. */
  organiserConfirmed: 'E-mail confirmed',
  organiserUnconfirmed: 'E-mail not confirmed',
} as const;

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const isDay = (v: string) => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
};
/** A UK day 'yyyy-mm-dd' (a real calendar day); blank is absent; anything else is a 422. */
const day = () =>
  z.preprocess(blankAsAbsent, text(statsTexts.dateInvalid).refine(isDay, statsTexts.dateInvalid).optional());

const orderedRange = <T extends { date_from?: string; date_to?: string }>(v: T) =>
  v.date_from === undefined || v.date_to === undefined || v.date_from <= v.date_to;

/**
 * `GET admin/stats/{name}`: `date_from` and `date_to` are UK days, both included, each optional on its own
 * (defaults STATS_DEFAULT_DATE_FROM and STATS_DEFAULT_DATE_TO); `period` only matters to `service-requests`.
 */
export const statsQuerySchema = z
  .object({
    date_from: day(),
    date_to: day(),
    period: z.preprocess(blankAsAbsent, z.enum(STATS_PERIODS, { error: statsTexts.period }).optional()),
  })
  .refine(orderedRange, { message: statsTexts.dateOrder, path: ['date_to'] });
export type StatsQuery = z.output<typeof statsQuerySchema>;

/** One slice: `key` is stable (an id, a status code, a lower-cased term), `label` is what a person reads. */
export const statsRow = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type StatsRow = z.output<typeof statsRow>;
/**
 * `total` is everything counted in the range; `rows` its non-empty parts, largest first (service-unknowns: the
 * STATS_TOP_UNKNOWNS most searched terms); `buckets` (service-requests only) the requests per week or month, each
 * `start` a yyyy-MM-dd UK day (a Monday, or the 1st), oldest first, from the bucket of the range's first request
 * to the bucket of its last, empty ones between included (none when the range holds no request).
 */
export const statsResponse = z.object({
  total: z.number().int(),
  rows: z.array(statsRow),
  buckets: z.array(z.object({ start: z.string(), count: z.number().int() })).optional(),
});
export type StatsResponse = z.output<typeof statsResponse>;
/** How many of the most searched unknown services `service-unknowns` lists. */
export const STATS_TOP_UNKNOWNS = 50;

/** The regions of the health figures: the nation a request's place label ends with, else Unknown. */
export const HEALTH_REGIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Unknown'] as const;
export type HealthRegion = (typeof HEALTH_REGIONS)[number];
/** Without dates, the health figures cover the last 28 UK days up to today, against the 28 days before. */
export const HEALTH_DEFAULT_DAYS = 28;

/**
 * `GET admin/stats/health`: UK days, both included; a missing `date_to` is today, a missing `date_from` is
 * HEALTH_DEFAULT_DAYS days up to `date_to`. `service_id` and `region` narrow every figure.
 */
export const healthQuerySchema = z
  .object({
    date_from: day(),
    date_to: day(),
    service_id: z.preprocess(blankAsAbsent, wholeNumber().optional()),
    region: z.preprocess(blankAsAbsent, z.enum(HEALTH_REGIONS, { error: statsTexts.region }).optional()),
  })
  .refine(orderedRange, { message: statsTexts.dateOrder, path: ['date_to'] });
export type HealthQuery = z.output<typeof healthQuerySchema>;

/**
 * The health of the requests sent (created, not held for an unconfirmed e-mail) in a range. Shares are 0..1.
 * - requests_sent: how many;
 * - quoted_share: share with at least one quote;
 * - median_first_quote_minutes: median minutes from sending to the first quote, over the quoted ones (null: none);
 * - median_quotes_per_request: median quotes per request, over every request sent (0 when none);
 * - selected_share: share with a supplier selected;
 * - fulfilled_share: share closed as fulfilled through Marquee (CloseReason.fulfilledThroughMarquee);
 * - supplier_answer_rate: quotes / suppliers notified over these requests, at most 1 (0 when none notified).
 */
export const healthFigures = z.object({
  requests_sent: z.number().int(),
  quoted_share: z.number(),
  median_first_quote_minutes: z.number().nullable(),
  median_quotes_per_request: z.number(),
  selected_share: z.number(),
  fulfilled_share: z.number(),
  supplier_answer_rate: z.number(),
});
export type HealthFigures = z.output<typeof healthFigures>;
export const healthRange = z.object({ date_from: z.string(), date_to: z.string() });
export type HealthRange = z.output<typeof healthRange>;
/**
 * `range` as asked (defaults filled in), `previous_range` the equally long range just before it; `by_service` and
 * `by_region` cover the current range, most requests first. A request whose service was deleted is under
 * service_id 0 with statsTexts.deletedService.
 */
export const healthResponse = z.object({
  range: healthRange,
  previous_range: healthRange,
  current: healthFigures,
  previous: healthFigures,
  by_service: z.array(healthFigures.extend({ service_id: z.number().int(), label: z.string() })),
  by_region: z.array(healthFigures.extend({ region: z.enum(HEALTH_REGIONS) })),
});
export type HealthResponse = z.output<typeof healthResponse>;

/** Spec 9: pie charts use a palette of 50 colours (distinct; slice i takes STATS_PALETTE[i % 50]). */
export const STATS_PALETTE = [
  '#b62020',
  '#3cdd6b',
  '#611a93',
  '#e2d15a',
  '#25b3d0',
  '#ab2b70',
  '#6ad147',
  '#27238b',
  '#d88b64',
  '#31c48d',
  '#ae1bbb',
  '#bee236',
  '#165698',
  '#e75573',
  '#1fd62e',
  '#5d30a6',
  '#cba24d',
  '#278683',
  '#d369b8',
  '#74be37',
  '#253cb1',
  '#d75542',
  '#1e8f4e',
  '#b95fdd',
  '#c9ca2b',
  '#208ab6',
  '#dd3c7e',
  '#29931a',
  '#715ae2',
  '#d07425',
  '#2bab8c',
  '#d147cb',
  '#688b23',
  '#648fd8',
  '#c4313d',
  '#1bbb3d',
  '#8d36e2',
  '#987d16',
  '#55dae7',
  '#d61f90',
  '#57a630',
  '#4d52cb',
  '#863f27',
  '#69d3a3',
  '#a837be',
  '#9eb125',
  '#4298d7',
  '#8f1e3f',
  '#5fdd60',
  '#5a2bca',
] as const;

/**
 * Spec 9: pie shares rounded to whole percent. Largest remainder: each count gets the floor of its exact percent,
 * then the points still missing to 100 go one each to the largest remainders (ties: the earlier slice), so the
 * shares always add up to exactly 100 (or are all 0 when every count is 0 or there are none). Negative or
 * non-finite counts count as 0.
 */
export const sharePercents = (counts: readonly number[]): number[] => {
  const clean = counts.map((c) => (Number.isFinite(c) && c > 0 ? c : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (total === 0) return clean.map(() => 0);
  const exact = clean.map((c) => (c * 100) / total);
  const shares = exact.map((e) => Math.floor(e));
  let missing = 100 - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    shares[i]! += 1;
    missing -= 1;
  }
  return shares;
};
