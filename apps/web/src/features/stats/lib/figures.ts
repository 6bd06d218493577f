import type { HealthFigures } from '@marquee/contracts/admin-stats';
import { monthLabel } from '../../../lib/format';

/** A count with thousands separators: '1,250'. */
export const formatCount = (n: number) => n.toLocaleString('en-GB');

/** A share (0..1) as a whole percent: '67%'. */
export const formatShare = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** Minutes as the shortest plain reading: '45 min', '3 h 20 min', '2 d 4 h'; none is a dash. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** A bucket's start day (yyyy-MM-dd) as the bars' axis reads it: 'w/c 6 Oct 2026' for a week, 'Oct 2026' for a month. */
export function bucketLabel(start: string, period: 'week' | 'month'): string {
  const month = monthLabel(start);
  return period === 'month' ? month : `w/c ${Number(start.slice(8, 10))} ${month}`;
}

/** The health figures in the order the panel lists them, each with its name and its reading. */
export const healthLines: {
  key: keyof HealthFigures;
  label: string;
  format: (v: HealthFigures) => string;
  /** Whether a larger value is better (the change is coloured by it); null: neither. */
  better: 'up' | 'down' | null;
}[] = [
  { key: 'requests_sent', label: 'Requests sent', format: (v) => formatCount(v.requests_sent), better: 'up' },
  {
    key: 'quoted_share',
    label: 'Quoted at least once',
    format: (v) => formatShare(v.quoted_share),
    better: 'up',
  },
  {
    key: 'median_first_quote_minutes',
    label: 'Median time to first quote',
    format: (v) => formatMinutes(v.median_first_quote_minutes),
    better: 'down',
  },
  {
    key: 'median_quotes_per_request',
    label: 'Median quotes per request',
    format: (v) => formatCount(v.median_quotes_per_request),
    better: 'up',
  },
  {
    key: 'selected_share',
    label: 'Supplier selected',
    format: (v) => formatShare(v.selected_share),
    better: 'up',
  },
  {
    key: 'fulfilled_share',
    label: 'Fulfilled through Marquee',
    format: (v) => formatShare(v.fulfilled_share),
    better: 'up',
  },
  {
    key: 'supplier_answer_rate',
    label: "Suppliers' answer rate",
    format: (v) => formatShare(v.supplier_answer_rate),
    better: 'up',
  },
];

/**
 * The change from the previous range to the current one, as read: '+12%' for counts and times (relative),
 * '+5 pts' for shares (percentage points), '—' when there is nothing to compare with.
 */
export function healthChange(
  key: keyof HealthFigures,
  current: HealthFigures,
  previous: HealthFigures,
): string {
  const now = current[key];
  const before = previous[key];
  if (now === null || before === null) return '—';
  if (key.endsWith('_share') || key === 'supplier_answer_rate') {
    const points = Math.round(now * 100) - Math.round(before * 100);
    return points === 0 ? 'No change' : `${points > 0 ? '+' : '−'}${Math.abs(points)} pts`;
  }
  if (before === 0) return now === 0 ? 'No change' : 'New';
  const change = Math.round(((now - before) / before) * 100);
  return change === 0 ? 'No change' : `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}
