import { describe, expect, it } from 'vitest';
import { ukToday } from '@marquee/contracts/requests';
import { endOfUkDay } from './uk-time';

describe('endOfUkDay', () => {
  it('is 23:59:59 in London in winter and in summer time, and reads back as the same UK day', () => {
    expect(endOfUkDay('2027-01-31').toISOString()).toBe('2027-01-31T23:59:59.000Z');
    expect(endOfUkDay('2027-05-31').toISOString()).toBe('2027-05-31T22:59:59.000Z');
    for (const day of ['2027-03-27', '2027-03-28', '2027-10-30', '2027-10-31', '2027-07-01', '2027-12-31']) {
      expect(ukToday(endOfUkDay(day))).toBe(day);
      expect(ukToday(new Date(endOfUkDay(day).getTime() + 1000))).not.toBe(day);
    }
  });
});
