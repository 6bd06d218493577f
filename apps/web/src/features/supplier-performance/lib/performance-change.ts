import { addDays, percentChange } from '@marquee/contracts/supplier-performance';
import type { PerformancePeriod } from '../api/get-supplier-performance';

/** The last `days` days up to `today`, today included. */
export const presetPeriod = (days: number, today: string): PerformancePeriod => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/** Which way a figure went, and whether that is good for the supplier. */
export interface Change {
  direction: 'up' | 'down' | 'same' | 'none';
  /** What the arrow says, in words: 'Up 25%', 'Down 3 points', 'No change', 'Up from 0', 'No figure'. */
  text: string;
  /** What joins the text to the period compared with: 'Up 25% on the previous 30 days', 'No figure for …'. */
  joiner: 'on' | 'in' | 'for';
  tone: 'good' | 'bad' | 'neutral';
}

/**
 * The change from the previous period to this one. Counts and money change by a percent of the earlier figure;
 * a share (the answer rate) by percentage points, since a percent of a percent misleads. `lowerIsBetter` for
 * the reply time and the cost per win. With nothing to compare with (no earlier figure, or it was 0) it says so.
 */
export function changeOf(
  current: number | null,
  previous: number | null,
  { share = false, lowerIsBetter = false }: { share?: boolean; lowerIsBetter?: boolean } = {},
): Change {
  if (current === null || previous === null)
    return { direction: 'none', text: 'No figure', joiner: 'for', tone: 'neutral' };
  const amount = share
    ? Math.round((current - previous) * 100)
    : previous === 0
      ? null
      : (percentChange(current, previous) ?? 0);
  if (amount === null)
    return current === 0
      ? { direction: 'same', text: 'No change', joiner: 'on', tone: 'neutral' }
      : { direction: 'up', text: 'Up from 0', joiner: 'in', tone: lowerIsBetter ? 'bad' : 'good' };
  if (amount === 0) return { direction: 'same', text: 'No change', joiner: 'on', tone: 'neutral' };
  const up = amount > 0;
  const unit = share ? (Math.abs(amount) === 1 ? ' point' : ' points') : '%';
  return {
    direction: up ? 'up' : 'down',
    text: `${up ? 'Up' : 'Down'} ${Math.abs(amount)}${unit}`,
    joiner: 'on',
    tone: up !== lowerIsBetter ? 'good' : 'bad',
  };
}
