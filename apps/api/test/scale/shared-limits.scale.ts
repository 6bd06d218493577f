import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/client';
import { createPostgresDatabase } from '../harness';
import { call, startInstance, type Instance } from './instances';

const serverUrl = process.env.DATABASE_URL;

/**
 * The hit counters two server processes share on PostgreSQL (docs/decisions/0090): a route's rate limit is one
 * budget per address across both (the directory's search recording stays per process: decision 0090). Both processes see the test's requests from 127.0.0.1. `npm run test:scale`.
 */
describe.skipIf(!serverUrl)('rate limits shared by two instances', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  const dirs: string[] = [];
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    created = await createPostgresDatabase(serverUrl!);
    const dataDir = async () => {
      dirs.push(await mkdtemp(join(tmpdir(), 'marquee-limits-')));
      return dirs.at(-1)!;
    };
    // B takes cards through Stripe (never called here): only one server may use the offline sandbox.
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_limits',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_limits',
      STRIPE_WEBHOOK_SECRET: 'whsec_limits',
    };
    const first = startInstance({ DATABASE_URL: created.url, DATA_DIR: await dataDir() });
    const second = startInstance({ DATABASE_URL: created.url, DATA_DIR: await dataDir(), ...stripe });
    instances.push(first.instance, second.instance);
    [a, b] = await Promise.all([first.ready, second.ready]);
    database = await openDatabase({ databaseUrl: created.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.close();
    await created?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }, 60_000);

  it("spends one address's budget of a rate-limited route across both instances", async () => {
    // GET users?filters[email]= allows 20 a minute per address (publicRateLimits.emailCheck).
    const check = (instance: Instance, i: number) =>
      call(instance, 'GET', `/api/users?filters[email]=someone${i}@example.com`);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await check(i % 2 ? b : a, i)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // A has served only ten of them itself; the 21st is refused all the same, on either.
    for (const instance of [a, b]) {
      const refused = await check(instance, 99);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
