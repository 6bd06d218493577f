/**
 * The cost of a shared hit counter (docs/decisions/0090): one `hit_counters` upsert on PostgreSQL against a prepared
 * `select 1` round trip and the in-memory counters of PGlite, sequentially and with 8 callers.
 * `DATABASE_URL=postgres://… npx tsx scripts/bench-hit-counters.ts` (a temporary database, dropped afterwards).
 */
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { queryPrepared } from '../src/db/client';
import { memoryHitCounters, postgresHitCounters, type HitCounters } from '../src/lib/hit-counters';
import { withPostgres } from './bench-lib';

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

async function measure(name: string, counters: HitCounters, hits: number, callers: number, keys: number) {
  for (let i = 0; i < 200; i += 1) await counters.hit(`warm:${i}`, 60_000);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < hits) await counters.hit(`rate:auth:10.0.${next++ % keys}.1`, 60_000);
    }),
  );
  const ms = performance.now() - started;
  const latency = ((ms * 1000 * callers) / hits).toFixed(0);
  console.log(
    `${name}, ${callers} caller(s), ${keys} key(s): ${latency} µs a hit, ${Math.round(hits / (ms / 1000))} hits/s`,
  );
}

const pg = await withPostgres('marquee_bench_hits');
if (pg) {
  try {
    await pg.database.migrate();
    console.log(`load average at start ${load()}`);
    const roundTrip: HitCounters = {
      hit: async () => {
        await queryPrepared(pg.database.db, sql`select 1`);
        return { count: 1, remainingMs: 0 };
      },
    };
    await measure('select 1 (a round trip)', roundTrip, 5000, 1, 1);
    await measure('memory (PGlite)', memoryHitCounters(), 50_000, 1, 1000);
    await measure('hit_counters upsert', postgresHitCounters(pg.database.db), 5000, 1, 1000);
    await measure('hit_counters upsert', postgresHitCounters(pg.database.db), 5000, 8, 1000);
    await measure('hit_counters upsert', postgresHitCounters(pg.database.db), 5000, 8, 1);
    console.log(`load average at end ${load()}`);
  } finally {
    await pg.drop();
  }
}
