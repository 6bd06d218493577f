import { describe, expect, it } from 'vitest';
import { healthQuerySchema, sharePercents, STATS_PALETTE, statsQuerySchema, statsTexts } from './admin-stats';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('sharePercents (spec 9: pie shares in whole percent)', () => {
  it('rounds by largest remainder so the shares add up to 100', () => {
    expect(sharePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharePercents([2, 1])).toEqual([67, 33]);
    expect(sharePercents([1, 2])).toEqual([33, 67]);
    expect(sharePercents([5])).toEqual([100]);
    expect(sharePercents([1, 0, 3])).toEqual([25, 0, 75]);
    // 1/7 each: 14.28…, floors add up to 98; the two earliest of the equal remainders take a point each
    expect(sharePercents([1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    // A tiny slice keeps 0 rather than stealing a point from a large remainder
    expect(sharePercents([1, 999, 1000])).toEqual([0, 50, 50]);
    expect(sharePercents([1, 199, 800])).toEqual([0, 20, 80]);
  });

  it('is all zeros with nothing to share, and ignores negative or non-finite counts', () => {
    expect(sharePercents([])).toEqual([]);
    expect(sharePercents([0, 0])).toEqual([0, 0]);
    expect(sharePercents([-3, 1, Number.NaN])).toEqual([0, 100, 0]);
  });

  it('always sums to 100 for any non-empty positive counts', () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const counts = Array.from({ length: (seed % 13) + 1 }, (_, i) => ((seed * 31 + i * 17) % 97) + 1);
      expect(sharePercents(counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });
});

describe('the palette', () => {
  it('holds 50 distinct hex colours', () => {
    expect(STATS_PALETTE).toHaveLength(50);
    expect(new Set(STATS_PALETTE).size).toBe(50);
    for (const c of STATS_PALETTE) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('the statistics queries', () => {
  it('takes real days, blanks as absent, half ranges and a period', () => {
    expect(statsQuerySchema.parse({})).toEqual({});
    expect(statsQuerySchema.parse({ date_from: '2026-10-01', date_to: '', period: 'month' })).toEqual({
      date_from: '2026-10-01',
      period: 'month',
    });
    expect(statsQuerySchema.parse({ date_to: '2024-02-29' })).toEqual({ date_to: '2024-02-29' });
  });

  it.each(['2026-13-01', '2026-02-30', '2025-02-29', '1/10/2026', '2026-1-1', 'x', '20261001'])(
    'refuses the malformed day %j with one text',
    (bad) => {
      expect(issuesOf(statsQuerySchema.safeParse({ date_from: bad }))).toEqual([statsTexts.dateInvalid]);
      expect(issuesOf(healthQuerySchema.safeParse({ date_to: bad }))).toEqual([statsTexts.dateInvalid]);
    },
  );

  it('refuses a reversed range, an unknown period, region or service id', () => {
    expect(issuesOf(statsQuerySchema.safeParse({ date_from: '2026-02-02', date_to: '2026-02-01' }))).toEqual([
      statsTexts.dateOrder,
    ]);
    expect(issuesOf(statsQuerySchema.safeParse({ period: 'day' }))).toEqual([statsTexts.period]);
    expect(issuesOf(healthQuerySchema.safeParse({ region: 'Mars' }))).toEqual([statsTexts.region]);
    expect(healthQuerySchema.safeParse({ service_id: 'abc' }).success).toBe(false);
    expect(healthQuerySchema.parse({ service_id: '4', region: 'Wales' })).toEqual({
      service_id: 4,
      region: 'Wales',
    });
  });
});
