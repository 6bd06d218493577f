import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, queryRows, type Database } from '../db/client';
import { listenOn } from '../db/listen';
import { testConfig, useTestDatabase } from '../../test/harness';
import { createAdmin, createCategory, createOrganiser } from '../../test/factories';
import { PageCache, PAGES_CHANNEL } from './page-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for `check`; how long it took. */
async function within(ms: number, check: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(10);
  }
  return Date.now() - started;
}

const page = (html: string) => ({ status: 200, html, encoded: {} });

/** Keeps a page the way plugins/web.ts does: a miss, then the rendered page. */
function keep(app: FastifyInstance, url: string) {
  expect(app.pageCache.get(url)).toBeUndefined();
  app.pageCache.set(url, page(`<p>${url}</p>`));
}

describe('the guest page cache', () => {
  it('keeps a page by URL until its time is up, and not one whose rendering began before a clear', () => {
    let now = 0;
    const cache = new PageCache(60_000, () => now);
    expect(cache.get('/about')).toBeUndefined();
    cache.set('/about', page('a'));
    expect(cache.get('/about')?.html).toBe('a');
    now += 60_001;
    expect(cache.get('/about')).toBeUndefined();

    // Missed (rendering starts), cleared by a write meanwhile, then rendered: from data read before the write.
    expect(cache.get('/directory')).toBeUndefined();
    cache.clear();
    cache.set('/directory', page('stale'));
    expect(cache.size).toBe(0);
    expect(cache.get('/directory')).toBeUndefined();
    cache.set('/directory', page('fresh'));
    expect(cache.get('/directory')?.html).toBe('fresh');
  });

  it('keeps nothing when off', () => {
    const cache = new PageCache(0);
    expect(cache.get('/about')).toBeUndefined();
    cache.set('/about', page('a'));
    expect(cache.size).toBe(0);
  });
});

/*
 * Two apps on one database stand for two server processes (docs/decisions/0085): on PostgreSQL each has its own
 * pool and listener connection; on PGlite they share the embedded instance and hear its notifications.
 */
describe('the guest page cache across apps on one database', () => {
  const data = useTestDatabase();
  // A web build to serve (a shell, no server renderer): the apps then listen from their start.
  const web = mkdtempSync(join(tmpdir(), 'marquee-pages-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  async function twoApps(overrides: Record<string, string> = {}) {
    const config = testConfig({ WEB_DIST_DIR: web, ...overrides });
    const second: Database =
      data.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: poolUrl(data.database) })
        : { ...data.database, close: async () => undefined };
    const a = await buildApp({ config, database: data.database });
    const b = await buildApp({ config, database: second });
    await a.ready();
    await b.ready();
    /** Page clears announced on the database from now on (a listener of the test's own). */
    const announced: string[] = [];
    const stopCounting = await listenOn(
      data.database,
      PAGES_CHANNEL,
      'test',
      { notification: (p) => announced.push(p ?? '') },
      a.log,
    );
    return {
      a,
      b,
      announced,
      close: async () => {
        await stopCounting();
        await b.close();
        await a.close();
        await second.close();
      },
    };
  }

  /** The app keeps a page, and still has it a moment later (its listener ran before it was ready). */
  async function keptOn(app: FastifyInstance) {
    keep(app, '/directory');
    await sleep(100);
    expect(app.pageCache.size).toBe(1);
  }

  it('a signed-in write on A clears the pages kept by B within moments; reads and guest writes do not', async () => {
    const { a, b, announced, close } = await twoApps();
    try {
      await keptOn(b);
      await keptOn(a);
      const organiser = await createOrganiser(data.db);
      const read = await a.inject({ method: 'GET', url: '/api/auth/me', headers: organiser.auth });
      expect(read.statusCode).toBe(200);
      const guestWrite = await a.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: organiser.email, password: 'not-the-password' },
      });
      expect(guestWrite.statusCode).toBe(422);
      const refused = await a.inject({
        method: 'DELETE',
        url: '/api/admin/services/categories/1',
        headers: organiser.auth,
      });
      expect(refused.statusCode).toBe(403);
      await sleep(300);
      expect([a.pageCache.size, b.pageCache.size, announced.length]).toEqual([1, 1, 0]);

      // A catalogue change by the admin through A.
      const admin = await createAdmin(data.db);
      const category = await createCategory(data.db);
      const removed = await a.inject({
        method: 'DELETE',
        url: `/api/admin/services/categories/${category.id}`,
        headers: admin.auth,
      });
      expect(removed.statusCode).toBe(200);
      expect(a.pageCache.size).toBe(0);
      const took = await within(1000, () => b.pageCache.size === 0);
      expect(took).toBeLessThan(1000);
      expect(announced).toHaveLength(1);

      // B keeps pages again, and a write through B clears A's.
      keep(b, '/directory');
      keep(a, '/about');
      expect(a.pageCache.size).toBe(1);
      await b.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.auth });
      expect(b.pageCache.size).toBe(0);
      await within(1000, () => a.pageCache.size === 0);
    } finally {
      await close();
    }
  });

  it('announces at most once per write, however many are answered together', async () => {
    const { a, b, announced, close } = await twoApps();
    try {
      await keptOn(b);
      const organisers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createOrganiser(data.db)));
      const answers = await Promise.all(
        organisers.map((o) => a.inject({ method: 'POST', url: '/api/auth/logout', headers: o.auth })),
      );
      expect(answers.map((r) => r.statusCode < 300)).toEqual(organisers.map(() => true));
      await within(1000, () => b.pageCache.size === 0 && announced.length > 0);
      await sleep(300);
      expect(announced.length).toBeGreaterThanOrEqual(1);
      expect(announced.length).toBeLessThanOrEqual(organisers.length);
    } finally {
      await close();
    }
  });

  it('with the cache off (PAGE_CACHE_SECONDS=0) a write announces nothing and nothing listens', async () => {
    const { a, b, announced, close } = await twoApps({ PAGE_CACHE_SECONDS: '0' });
    try {
      b.pageCache.get('/about');
      b.pageCache.set('/about', page('a'));
      const organiser = await createOrganiser(data.db);
      const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: organiser.auth });
      expect(out.statusCode).toBeLessThan(300);
      await sleep(300);
      expect([b.pageCache.size, announced.length]).toEqual([0, 0]);
      // Only the test's own listener.
      if (data.database.kind === 'postgres') expect(await pageListeners(data.database)).toBe(1);
    } finally {
      await close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL: after a lost listener connection B reconnects, clears what it may have missed, and hears again',
    async () => {
      const { a, b, close } = await twoApps();
      try {
        await keptOn(b);
        // A's, B's and the test's own.
        expect(await pageListeners(data.database)).toBe(3);
        await data.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike ${`LISTEN ${PAGES_CHANNEL}%`}`,
        );
        // Back within about a second, and what B kept meanwhile is cleared then.
        keep(b, '/during');
        await within(3000, () => b.pageCache.size === 0);
        // One connection each again: none left behind by the lost one (it reports its loss twice).
        await within(3000, async () => (await pageListeners(data.database)) === 3);
        await sleep(1500);
        expect(await pageListeners(data.database)).toBe(3);
        keep(b, '/after');
        const organiser = await createOrganiser(data.db);
        await a.inject({ method: 'POST', url: '/api/auth/logout', headers: organiser.auth });
        await within(1000, () => b.pageCache.size === 0);
      } finally {
        await close();
      }
      // Closed apps leave no listener behind.
      expect(await pageListeners(data.database)).toBe(0);
    },
  );
});

/** Connections listening for page clears (PostgreSQL). */
async function pageListeners(database: Database) {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query ilike ${`LISTEN ${PAGES_CHANNEL}%`}`,
  );
  return rows[0]?.n ?? 0;
}

function poolUrl(database: Database) {
  return (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
    .connectionString;
}
