import { ukToday } from '@marquee/contracts/requests';

/**
 * The last second of a UK calendar day ('yyyy-mm-dd') as an instant: 23:59:59 in London, which is 22:59:59Z in
 * summer time and 23:59:59Z in winter. Stored ends of UK days must use it: `${day}T23:59:59Z` read back as a UK
 * date is the next day for half the year.
 */
export function endOfUkDay(day: string): Date {
  const utc = new Date(`${day}T23:59:59Z`);
  // London is UTC or UTC+1; when UTC's 23:59:59 is already the next day in London, it is an hour ahead.
  return ukToday(utc) === day ? utc : new Date(utc.getTime() - 60 * 60 * 1000);
}
