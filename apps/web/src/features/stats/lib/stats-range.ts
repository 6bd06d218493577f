import { useSearchParams } from 'react-router';
import type { DayRange } from '../../../components/form/date-picker';

/** The statistics' range as the API takes it: UK days, either end left to the API's default when absent. */
export interface StatsRange {
  date_from?: string;
  date_to?: string;
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The range of the statistics page in its address (?date_from=&date_to=), so a reload or a shared link shows the
 * same figures; both tabs (overview, health) read it. A malformed day in the address is ignored.
 */
export function useStatsRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('date_from');
  const to = params.get('date_to');
  const range: StatsRange = isDay(from) && isDay(to) ? { date_from: from, date_to: to } : {};
  const value: DayRange = [range.date_from ?? null, range.date_to ?? null];
  const apply = ([nextFrom, nextTo]: DayRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nextFrom && nextTo) {
          next.set('date_from', nextFrom);
          next.set('date_to', nextTo);
        } else {
          next.delete('date_from');
          next.delete('date_to');
        }
        return next;
      },
      { replace: true },
    );
  return { range, value, apply };
}
