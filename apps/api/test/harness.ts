import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';

/** Configuration for tests: quiet, no demo data, no web build, the given overrides on top. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    WEB_DIST_DIR: '/nonexistent',
    APP_URL: 'http://localhost:3000',
    // Tests read e-mailed links from the outbox rows, which keep bodies only for the dev mailbox.
    DEV_MAILBOX: '1',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...overrides,
  });
}

/**
 * A database for one test file: in-memory PGlite, or a fresh database on the PostgreSQL server
 * named by DATABASE_URL (dropped afterwards), migrated with the committed migrations.
 */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Each file starts from the migrated template global-setup.ts made once for the run (seconds of initdb and
    // migrations saved per file); migrate() then finds nothing to do, unless the template is missing.
    const template = inject('pgliteTemplate');
    const from = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ dataDir: undefined, from });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const created = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server named by `serverUrl`: its URL, and `drop()` to remove it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `marquee_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Empties every table and loads the reference data again, so each test starts from the same state. */
export async function resetDatabase(db: Db) {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  // Jobs a test left queued (e.g. an e-mail it never delivered) go too: their rows are gone, and the ids they
  // carry will be given to the next test's rows. The queues and pg-boss's schema stay.
  const [jobs] = await queryRows<{ table: string | null }>(
    db,
    sql`select to_regclass('pgboss.job')::text as table`,
  );
  if (jobs?.table) await db.execute(sql`delete from pgboss.job`);
  await seedReference(db);
}

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

export interface TestDatabaseContext {
  database: TestDatabase;
  db: Db;
}

/**
 * Registers the hooks that give a test file one database, emptied and re-seeded with reference data
 * before each test unless `reset: false` (for files whose tests build on each other or reset themselves).
 * Use the returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestDatabase({ reset = true }: { reset?: boolean } = {}): TestDatabaseContext {
  const ctx = {} as TestDatabaseContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.db = ctx.database.db;
  });
  if (reset) {
    beforeEach(async () => {
      await resetDatabase(ctx.db);
    });
  }
  afterAll(async () => {
    await ctx.database?.dispose();
  });
  return ctx;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/**
 * Registers the hooks that give a test file one app on one database, reset before each test.
 * Use the returned object's fields inside tests (they are filled in beforeAll).
 */
/**
 * The timeout of a test that goes over every registered route (the authorization matrices): it grows with the API,
 * about 40 s for 180 routes on a quiet 2-core machine and twice that while other test files share the cores.
 */
export const EVERY_ROUTE_TIMEOUT = 180_000;

export function useTestApp(overrides: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  // Registered first, so its afterAll runs last: the app closes before its database goes.
  const data = useTestDatabase();
  beforeAll(async () => {
    ctx.config = testConfig(overrides);
    ctx.db = data.db;
    ctx.app = await buildApp({ config: ctx.config, database: data.database });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
