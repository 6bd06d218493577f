import { describe, expect, it } from 'vitest';
import { CRON_INTERVALS, intervalCron } from './interval-cron';

describe('intervalCron', () => {
  it('answers the cron expression of an interval that divides an hour, a day, or is a day or a week', () => {
    expect(intervalCron(1)).toBe('* * * * *');
    expect(intervalCron(15)).toBe('*/15 * * * *');
    expect(intervalCron(60)).toBe('0 * * * *');
    expect(intervalCron(120)).toBe('0 */2 * * *');
    expect(intervalCron(720)).toBe('0 */12 * * *');
    expect(intervalCron(1440)).toBe('0 0 * * *');
    expect(intervalCron(10080)).toBe('0 0 * * 0');
  });

  it('answers nothing for 0 and for intervals a cron cannot fire evenly', () => {
    for (const minutes of [0, -60, 1.5, 7, 45, 90, 300, 2880, 20160]) {
      expect(intervalCron(minutes), String(minutes)).toBeUndefined();
    }
  });

  it('takes exactly the listed intervals', () => {
    const taken = Array.from({ length: 10080 }, (_, i) => i + 1).filter((m) => intervalCron(m));
    expect(taken).toEqual(CRON_INTERVALS);
  });
});
