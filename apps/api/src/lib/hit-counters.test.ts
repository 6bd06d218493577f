import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { runHousekeeping } from '../modules/housekeeping/housekeeping.service';
import { useTestApp } from '../../test/harness';
import { memoryHitCounters, postgresHitCounters, type HitCounters } from './hit-counters';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * The hit counters of the rate limits and the search recording (docs/decisions/0090). The database's counters
 * run on PGlite here too (the same statement), and on PostgreSQL with DATABASE_URL.
 */
describe('hit counters', () => {
  const t = useTestApp();
  const kinds: Array<[string, () => HitCounters]> = [
    ['in memory', () => memoryHitCounters()],
    ['in the database', () => postgresHitCounters(t.db)],
  ];

  it.each(kinds)('%s: count within a window, and start again once it has ended', async (_kind, make) => {
    const counters = make();
    const key = `k-${Math.random()}`;
    const hits = [await counters.hit(key, 300), await counters.hit(key, 300), await counters.hit(key, 300)];
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3]);
    expect(hits.every((h) => h.remainingMs > 0 && h.remainingMs <= 300)).toBe(true);
    expect((await counters.hit(`other-${key}`, 300)).count).toBe(1);
    await sleep(350);
    expect((await counters.hit(key, 300)).count).toBe(1);
  });

  it('in the database: concurrent hits each get their own count, and no key is kept in clear', async () => {
    // Two sets of counters over one database stand for two processes.
    const [a, b] = [postgresHitCounters(t.db), postgresHitCounters(t.db)];
    const key = 'rate:auth:203.0.113.77';
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000).then((h) => h.count)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const rows = await queryRows<{ key: string }>(t.db, sql`select key from hit_counters`);
    expect(rows.some((r) => r.key.includes('203.0.113.77'))).toBe(false);
  });

  it('housekeeping deletes the windows that have ended, and only those', async () => {
    const counters = postgresHitCounters(t.db);
    await counters.hit('ends-soon', 1);
    await counters.hit('lasts', 60_000);
    await sleep(20);
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from hit_counters`);
    const { deleted } = await runHousekeeping({ database: t.app.database, config: t.config });
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from hit_counters`);
    expect(deleted.hitCounters).toBeGreaterThanOrEqual(1);
    expect(after[0]!.n).toBe(before[0]!.n - deleted.hitCounters);
    expect((await counters.hit('lasts', 60_000)).count).toBe(2);
  });
});
