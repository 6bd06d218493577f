import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayDate, excerpt, pounds, replyTime, requestRef } from './format';

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

describe('request formats (spec 2.4)', () => {
  it('shows ids with the -ds suffix', () => {
    expect(requestRef(42)).toBe('42-ds');
  });

  it('cuts messages at 215 characters with an ellipsis', () => {
    const long = 'a'.repeat(300);
    expect(excerpt(long)).toBe(`${'a'.repeat(215)}…`);
    expect(excerpt('a'.repeat(215))).toBe('a'.repeat(215));
  });

  it('words reply times and prices', () => {
    expect(replyTime(0)).toBe('1 min');
    expect(replyTime(125)).toBe('2 h');
    expect(replyTime(60 * 72)).toBe('3 days');
    expect(pounds(1250)).toBe('£1,250');
    expect(pounds(99.5)).toBe('£99.50');
  });
});
