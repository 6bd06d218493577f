import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { openDatabase, PGLITE_QUEUE_WAIT_MS, queryRows } from './client';

/*
 * Beyond saturation on PGlite (issue 26, docs/decisions/0091): a statement that waited longer than its limit for
 * its turn is refused without running, as the database being unavailable (the API answers 503 with Retry-After);
 * statements sent afterwards run as usual.
 */
describe('PGlite statement queue', () => {
  it('refuses a statement that waited over queueWaitMs for its turn, and runs the next ones', async () => {
    expect(PGLITE_QUEUE_WAIT_MS).toBeLessThanOrEqual(10_000);
    const database = await openDatabase({ dataDir: undefined, queueWaitMs: 200 });
    try {
      const resume = database.pause();
      const waiting = queryRows<{ n: number }>(database.db, sql`select 1 as n`).then(
        () => 'ran',
        (err: unknown) => err,
      );
      await new Promise((r) => setTimeout(r, 400));
      resume();
      const refused = await waiting;
      expect(refused).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(await queryRows<{ n: number }>(database.db, sql`select 2 as n`)).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });

  it('runs a statement that waited less than the limit', async () => {
    const database = await openDatabase({ dataDir: undefined, queueWaitMs: 5_000 });
    try {
      const resume = database.pause();
      const waiting = queryRows<{ n: number }>(database.db, sql`select 3 as n`);
      await new Promise((r) => setTimeout(r, 200));
      resume();
      expect(await waiting).toEqual([{ n: 3 }]);
    } finally {
      await database.close();
    }
  });
});
