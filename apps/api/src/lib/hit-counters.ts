import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryPrepared, type Database, type DbOrTx } from '../db/client';
import { FixedWindowCounters } from './fixed-window';

/** A hit counted in its key's fixed window: its count (1 for the first) and the milliseconds the window has left. */
export interface Hit {
  count: number;
  remainingMs: number;
}

/**
 * Fixed-window hit counters: the HTTP rate limits (plugins/rate-limit-store.ts) and the directory's "record a search
 * once a minute" (docs/decisions/0048, 0090). A window starts at a key's first hit and lasts `windowMs`.
 */
export interface HitCounters {
  /** Counts a hit of `key`. `now` is for tests of the memory counters; the database's use its own clock. */
  hit(key: string, windowMs: number, now?: number): Promise<Hit>;
}

/** What a search throttle or a store needs: HitCounters, or FixedWindowCounters answering at once. */
export interface HitCounting {
  hit(key: string, windowMs: number, now?: number): Hit | Promise<Hit>;
}

/** Counters in this process's memory (PGlite: one process by design), at most `maxKeys` keys. */
export function memoryHitCounters(maxKeys?: number): HitCounters {
  const counters = new FixedWindowCounters(maxKeys);
  return { hit: async (key, windowMs, now) => counters.hit(key, windowMs, now) };
}

/** The stored key: a digest, so no address is kept in clear. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counters in the `hit_counters` table, shared by every process on the database: one upsert per hit, which
 * either adds one to a live window or starts a new one in the same row (a row is locked while it is updated, so
 * concurrent hits from several processes each get their own count). Sent as a named prepared statement.
 */
export function postgresHitCounters(db: DbOrTx): HitCounters {
  return {
    hit: async (key, windowMs) => {
      const [row] = await queryPrepared<{ count: number; remaining_ms: number }>(
        db,
        sql`insert into hit_counters as c (key, count, expires_at)
            values (${digest(key)}, 1, now() + ${windowMs}::int * interval '1 millisecond')
            on conflict (key) do update set
              count = case when c.expires_at > now() then c.count + 1 else 1 end,
              expires_at = case when c.expires_at > now() then c.expires_at else excluded.expires_at end
            returning c.count, ceil(extract(epoch from c.expires_at - now()) * 1000)::int as remaining_ms`,
      );
      if (!row) throw new Error('hit_counters: the upsert returned no row');
      return { count: row.count, remainingMs: Math.max(0, row.remaining_ms) };
    },
  };
}

/** Shared counters on PostgreSQL, where several processes may serve; this process's memory on PGlite. */
export const hitCountersFor = (database: Pick<Database, 'db' | 'kind'>, maxKeys?: number): HitCounters =>
  database.kind === 'postgres' ? postgresHitCounters(database.db) : memoryHitCounters(maxKeys);
