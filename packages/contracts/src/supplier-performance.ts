import { z } from 'zod';
import { text } from './fields';
import { requestTexts, ukToday } from './requests';

/*
 * The supplier's return on plan (issue 24, beyond the spec; docs/decisions/0078): what the supplier's requests
 * became over a period, against the period of the same length before it, and what the plan cost for it.
 *
 *   GET supplier/performance?date_from=&date_to=   → supplierPerformanceResponse (422 on a malformed range)
 */

/** The presets of the period (days, today included); 30 is the default. */
export const PERFORMANCE_PRESETS = [7, 30, 90] as const;
export const PERFORMANCE_DEFAULT_DAYS = 30;
/** A longer range would only ask the database for years with no data; ten years covers every account. */
export const PERFORMANCE_MAX_DAYS = 3660;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The day `days` after (or before) `day`, both 'yyyy-mm-dd'. */
export const addDays = (day: string, days: number) =>
  new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** A real calendar day between 1970 and 2100 (the database's dates beyond are not worth a 5xx). */
const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const at = dayMs(v);
  const year = Number(v.slice(0, 4));
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(v) && year >= 1970 && year <= 2100;
};

export const performanceTexts = {
  title: 'Performance',
  rangeOrder: 'The start of the period must be on or before its end',
  rangeTooLong: `Choose a period of at most ${PERFORMANCE_MAX_DAYS} days`,
  empty: 'No requests reached you in this period.',
  upgradeOffer: 'Answer every request you receive, with no free-response limit.',
} as const;

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = () => z.preprocess(blankAsAbsent, text().refine(isDay, requestTexts.dateInvalid).optional());

/** The period asked for: both UK days included; without them the last 30 days (today included). */
export const performanceQuery = z.object({ date_from: day(), date_to: day() }).superRefine((v, ctx) => {
  // Zod still runs this over a malformed day (its issue does not abort): it has its own 422 already.
  if ([v.date_from, v.date_to].some((d) => d !== undefined && !isDay(d))) return;
  const { from, to } = performanceRange(v);
  if (from > to) ctx.addIssue({ code: 'custom', path: ['date_from'], message: performanceTexts.rangeOrder });
  else if (daysInRange(from, to) > PERFORMANCE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_from'], message: performanceTexts.rangeTooLong });
});
export type PerformanceQuery = z.output<typeof performanceQuery>;

/**
 * The period a query names, filled in: an absent end is today (UK), an absent start is 30 days up to the end.
 * `now` is for tests.
 */
export function performanceRange(
  q: { date_from?: string; date_to?: string },
  now: Date = new Date(),
): { from: string; to: string } {
  const to = q.date_to ?? ukToday(now);
  const from = q.date_from ?? addDays(to, -(PERFORMANCE_DEFAULT_DAYS - 1));
  return { from, to };
}

/** The period of the same length that ends the day before `from`. */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const days = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

const count = z.number().int().nonnegative();

/**
 * What the requests received in one period became (each counted once, whenever its later steps happened):
 * answered with a quote, the quote viewed by the organiser, shortlisted (or selected), won (selected).
 */
export const performanceFigures = z.object({
  date_from: z.string(),
  date_to: z.string(),
  received: count,
  answered: count,
  viewed: count,
  shortlisted: count,
  won: count,
  /** answered / received, 0..1; null when nothing was received. */
  answer_rate: z.number().nullable(),
  /** Median minutes from the request reaching the supplier to their quote; null without answers. */
  median_reply_minutes: z.number().nullable(),
  /** Pounds: the share of the supplier's paid charges that covers the period; null when nothing was paid. */
  plan_cost: z.number().nullable(),
  /** plan_cost / won; null when either is missing or no request was won. */
  cost_per_win: z.number().nullable(),
});
export type PerformanceFigures = z.infer<typeof performanceFigures>;

export const supplierPerformanceResponse = z.object({
  current: performanceFigures,
  previous: performanceFigures,
  /** The supplier's plan now: its name, type (0 free, 1 premium, 2 subscriber) and whether it is paid. */
  plan: z.object({ name: z.string().nullable(), type: z.number().int(), paid: z.boolean() }),
  /**
   * The free allowance now (the offers' quota rule), for a supplier who does not answer every request; null for
   * one who does. Counted over all time, as the allowance is, not over the period.
   */
  allowance: z
    .object({
      allowance: count,
      used: count,
      remaining: count,
      given_back: count,
    })
    .nullable(),
});
export type SupplierPerformanceResponse = z.infer<typeof supplierPerformanceResponse>;

/** The change from `previous` to `current`, as a whole percent; null when there is nothing to compare with. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
