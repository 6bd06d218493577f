const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Intervals in minutes that a step of the minutes field fires evenly at (they divide an hour). */
const MINUTE_STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
/** Intervals in hours that a step of the hours field fires evenly at (they divide a day). */
const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12];

/** Every interval, in minutes, that intervalCron answers an expression for. */
export const CRON_INTERVALS = [...MINUTE_STEPS, ...HOUR_STEPS.map((hours) => hours * HOUR), DAY, WEEK];

/**
 * The cron expression that fires every `minutes`, when one fires evenly at that interval: a step of the minutes
 * for a divisor of an hour (15: every quarter hour), a step of the hours at minute 0 for whole hours dividing a
 * day, midnight for a day, Sunday midnight for a week. Undefined for any other interval (45 or 90 minutes would
 * fire unevenly) and for 0.
 */
export function intervalCron(minutes: number): string | undefined {
  const step = (n: number) => (n === 1 ? '*' : `*/${n}`);
  if (MINUTE_STEPS.includes(minutes)) return `${step(minutes)} * * * *`;
  if (HOUR_STEPS.includes(minutes / HOUR)) return `0 ${step(minutes / HOUR)} * * *`;
  if (minutes === DAY) return '0 0 * * *';
  if (minutes === WEEK) return '0 0 * * 0';
  return undefined;
}
