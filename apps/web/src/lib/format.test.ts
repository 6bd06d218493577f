import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayDate } from './format';

describe('displayDate', () => {
  it('shows dd.MM.yyyy in the local time zone, as dayjs did', () => {
    for (const iso of [
      '2026-03-05T10:15:00.000Z',
      '2026-12-31T23:30:00Z',
      '2026-01-01T00:30:00+01:00',
      '2026-07-09',
      '2025-02-28T12:00:00.000Z',
    ])
      expect(displayDate(iso), iso).toBe(dayjs(iso).format('DD.MM.YYYY'));
    expect(displayDate('2026-07-09')).toBe('09.07.2026');
  });
});
