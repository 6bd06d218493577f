/**
 * `npm run bench:directory`: the directory search and the request counter on 100,000 approved suppliers,
 * on PGlite and on PostgreSQL, against a full-scan haversine over the same rows (docs/benchmarks.md).
 *
 * For each database: load the generated suppliers, then for a set of (service, place) pairs time
 *   - the directory search (service + place, first page of 25) through `searchDirectory`, and
 *   - the supplier count for a request through `countSuppliersForRequest`,
 * against the same questions asked by a naive SQL that computes the haversine for every row with index
 * scans disabled. Answers must be identical (and equal to a TypeScript brute force over the generated
 * rows); each ratio must be at least 20; an API call may issue at most 3 SQL statements.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a temporary database is
 * created and dropped. It is skipped with a notice when the server cannot be reached.
 * Options (environment): BENCH_SUPPLIERS (default 100000), BENCH_QUERIES (default 30), BENCH_REPEAT (default 5),
 * BENCH_VERBOSE=1.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { directoryResponse, supplierCounterResponse } from '@marquee/contracts/directory';
import { PlanType, Role } from '@marquee/contracts/enums';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, pgliteStatements, queryRows, type Database, type Db } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import { countSuppliersForRequest, searchDirectory } from '../src/modules/directory/directory.service';
import { FixedWindowCounters } from '../src/lib/fixed-window';
import { storageFor } from '../src/modules/storage/storage.service';
import { reaches } from '../src/modules/directory/reach';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
/** BENCH_VERBOSE=1 prints each question's medians. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const MIN_RATIO = 20;
const MAX_STATEMENTS = 3;
import {
  directoryQuery,
  generateQueries,
  generateSuppliers,
  load,
  naiveCount,
  naiveSearch,
} from './bench-directory-data';

/* ---------- measuring ---------- */

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Runs `fn` once to warm up, then REPEAT times, adding each time to `times`; the last answer. */
async function repeat<T>(fn: () => Promise<T>, times: number[]): Promise<T> {
  let value: T = await fn();
  for (let r = 0; r < REPEAT; r++) {
    const run = await timed(fn);
    times.push(run.ms);
    value = run.value;
  }
  return value;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

interface StatementLog {
  count: number;
  texts: { text: string; params: unknown[] }[];
}

/**
 * Counts every statement sent through the driver (PGlite or node-postgres pool) while `fn` runs, including
 * the named PGlite statements of `queryPrepared`, which do not go through `PGlite.query`.
 */
async function countStatements<T>(db: Db, fn: () => Promise<T>): Promise<{ log: StatementLog; value: T }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const originalPrepared = pgliteStatements.prepared;
  const log: StatementLog = { count: 0, texts: [] };
  client.query = function (this: unknown, ...args: unknown[]) {
    log.count += 1;
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
    const params = (
      Array.isArray(args[1]) ? args[1] : ((first as { values?: unknown[] })?.values ?? [])
    ) as unknown[];
    log.texts.push({ text, params });
    return original.apply(this, args);
  } as typeof client.query;
  pgliteStatements.prepared = (pglite, text, params) => {
    log.count += 1;
    log.texts.push({ text, params });
    return originalPrepared(pglite, text, params);
  };
  try {
    return { log, value: await fn() };
  } finally {
    client.query = original;
    pgliteStatements.prepared = originalPrepared;
  }
}

interface Result {
  database: string;
  searchFast: number;
  searchNaive: number;
  countFast: number;
  countNaive: number;
  statementsList: number;
  statementsCount: number;
  seqScans: string[];
  mismatches: string[];
  loadSeconds: number;
}

async function bench(name: string, database: Database): Promise<Result> {
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  const serviceIds = (await queryRows<{ id: number }>(db, sql`select id from services order by id`)).map(
    (r) => r.id,
  );
  const plans = await queryRows<{ id: number; type: number }>(
    db,
    sql`select id, type from pricing_plans order by id`,
  );
  const planIds = {
    free: plans.find((p) => p.type === PlanType.free)?.id ?? 1,
    paid: plans.filter((p) => p.type !== PlanType.free).map((p) => p.id),
  };
  const suppliers = generateSuppliers(SUPPLIERS, serviceIds, planIds);
  const queries = generateQueries(QUERIES, serviceIds);

  const [version] = await queryRows<{ v: string }>(db, sql`select split_part(version(), ' on ', 1) as v`);
  process.stdout.write(`${name} (${version?.v}): loading ${SUPPLIERS.toLocaleString('en-GB')} suppliers… `);
  const loaded = await timed(() => load(db, suppliers));
  process.stdout.write(`${(loaded.ms / 1000).toFixed(1)} s\n`);

  const mismatches: string[] = [];
  const t = {
    searchFast: [] as number[],
    searchNaive: [] as number[],
    countFast: [] as number[],
    countNaive: [] as number[],
  };
  // The search presents photo URLs through the storage service; nothing is read from or written to disk.
  const deps = { db, storage: storageFor({ DATA_DIR: 'data' }), recordedSearches: new FixedWindowCounters() };
  for (const [i, q] of queries.entries()) {
    const query = directoryQuery(q);
    // The brute force in TypeScript over the generated rows: the reach rule's own answer.
    const expected = suppliers.filter((s) => s.services.includes(q.serviceId) && reaches(s, q.point)).length;
    // Each way is timed in its own run of repeats, so neither starts with caches the other has just
    // filled with something else (a full scan sweeps the CPU caches; the indexed path lives in them).
    const fast = await repeat(
      () => searchDirectory(deps, query, { userId: null, address: '127.0.0.1' }),
      t.searchFast,
    );
    const fastCount = await repeat(() => countSuppliersForRequest(db, query), t.countFast);
    const naive = await repeat(() => naiveSearch(db, q.serviceId, q.point), t.searchNaive);
    const naiveCountValue = await repeat(() => naiveCount(db, q.serviceId, q.point), t.countNaive);
    if (VERBOSE) {
      const last = (xs: number[]) => median(xs.slice(-REPEAT)).toFixed(2);
      console.log(
        `  ${name} #${i} service ${q.serviceId} at ${q.point.latitude.toFixed(3)},${q.point.longitude.toFixed(3)}: ` +
          `${fast.meta.total} matches; search ${last(t.searchFast)} vs ${last(t.searchNaive)} ms, ` +
          `count ${last(t.countFast)} vs ${last(t.countNaive)} ms`,
      );
    }
    const fastIds = fast.data.map((e) => e.id);
    if (fast.meta.total !== naive.total || fastIds.join() !== naive.ids.join()) {
      mismatches.push(
        `query ${i}: search total ${fast.meta.total} vs ${naive.total}, ids differ: ${fastIds.join() !== naive.ids.join()}`,
      );
    }
    if (fastCount.count !== naiveCountValue || fastCount.count !== expected || fast.meta.total !== expected) {
      mismatches.push(
        `query ${i}: count ${fastCount.count} vs naive ${naiveCountValue} vs TypeScript ${expected}`,
      );
    }
  }

  // Statements per API call, through the real app (routing, validation, access, statistics row).
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      WEB_DIST_DIR: '/nonexistent',
    }),
    database,
  });
  await app.ready();
  const q = queries[0] as (typeof queries)[number];
  const coords = `latitude=${q.point.latitude}&longitude=${q.point.longitude}`;
  // Signed in, so the access check's token lookup and the statistics row (with the user) are counted too.
  const [organiser] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = ${Role.organiser} limit 1`,
  );
  const token = await issueAccessToken(db, organiser?.id ?? 0);
  const list = await countStatements(db, () =>
    app.inject({
      url: `/api/suppliers?service_id=${q.serviceId}&${coords}&location_name=Bench&collect_statistics=1`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  directoryResponse.parse(list.value.json());
  const counter = await countStatements(db, () =>
    app.inject({ url: `/api/counters/suppliers?service_id=${q.serviceId}&${coords}&location=Bench` }),
  );
  supplierCounterResponse.parse(counter.value.json());
  await app.close();

  // How the prepared statements were planned: a generic plan is planned once, a custom plan on every call.
  const prepared = await queryRows<{ statements: number; generic: number; custom: number }>(
    database.db,
    sql`select count(*)::int as statements, coalesce(sum(generic_plans), 0)::int as generic,
          coalesce(sum(custom_plans), 0)::int as custom
        from pg_prepared_statements where name like 'q\_%'`,
  );
  if (name === 'PGlite') {
    const [p] = prepared;
    console.log(
      `PGlite prepared statements: ${p?.statements}, run with a generic plan ${p?.generic} times, custom ${p?.custom}`,
    );
  }

  // The plans of the statements the API sent: no sequential scan on the supplier tables.
  const seqScans: string[] = [];
  for (const s of [...list.log.texts, ...counter.log.texts]) {
    if (!/^\s*(with|select)/i.test(s.text)) continue;
    const plan = await explain(database, s.text, s.params);
    for (const table of ['supplier_profiles', 'user_services', 'users']) {
      if (new RegExp(`Seq Scan on ${table}\\b`).test(plan))
        seqScans.push(`${table}: ${s.text.slice(0, 60)}…`);
    }
    if (name === 'PostgreSQL' && s === counter.log.texts.find((x) => /^\s*select/i.test(x.text))) {
      const nodes = plan
        .split('\n')
        .filter((l) => !/^\s*(Filter|Recheck Cond|Index Cond|Hash Cond):/.test(l));
      console.log(`\nPostgreSQL plan of the request counter (conditions left out):\n${nodes.join('\n')}\n`);
    }
  }

  return {
    database: name,
    searchFast: median(t.searchFast),
    searchNaive: median(t.searchNaive),
    countFast: median(t.countFast),
    countNaive: median(t.countNaive),
    statementsList: list.log.count,
    statementsCount: counter.log.count,
    seqScans,
    mismatches,
    loadSeconds: loaded.ms / 1000,
  };
}

async function explain(database: Database, text: string, params: unknown[]): Promise<string> {
  const client = (
    database.db as unknown as {
      $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const result = await client.query(`explain ${text}`, params);
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

/* ---------- main ---------- */

async function withPostgres(): Promise<{ database: Database; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(
      `PostgreSQL at ${serverUrl.replace(/:[^:@/]*@/, ':***@')} is unreachable (${(err as Error).message}); skipping it.`,
    );
    return null;
  }
  const name = `marquee_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

async function main() {
  console.log(
    `Directory benchmark: ${SUPPLIERS.toLocaleString('en-GB')} approved suppliers, 1 to 10 services each, ` +
      `${QUERIES} (service, place) questions × ${REPEAT} runs; medians. Node ${process.version}, ` +
      `${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(1)}.\n`,
  );
  const results: Result[] = [];
  const pglite = await openDatabase({ dataDir: undefined });
  try {
    results.push(await bench('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const postgres = await withPostgres();
  if (postgres) {
    try {
      results.push(await bench('PostgreSQL', postgres.database));
    } finally {
      await postgres.drop();
    }
  }

  const rows = results.flatMap((r) => [
    [
      r.database,
      'directory search (service + place, 25)',
      fmt(r.searchFast),
      fmt(r.searchNaive),
      (r.searchNaive / r.searchFast).toFixed(1),
      String(r.statementsList),
    ],
    [
      r.database,
      'supplier count for a request',
      fmt(r.countFast),
      fmt(r.countNaive),
      (r.countNaive / r.countFast).toFixed(1),
      String(r.statementsCount),
    ],
  ]);
  const header = ['database', 'question', 'indexed', 'full scan', 'speed-up', 'SQL / API call'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(
    ['', line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line), ''].join(
      '\n',
    ),
  );
  for (const r of results) console.log(`${r.database}: data loaded in ${r.loadSeconds.toFixed(1)} s`);

  const failures = results.flatMap((r) => [
    ...r.mismatches.map((m) => `${r.database}: different answers, ${m}`),
    ...r.seqScans.map((s) => `${r.database}: sequential scan on ${s}`),
    ...(r.searchNaive / r.searchFast < MIN_RATIO
      ? [`${r.database}: directory search speed-up under ${MIN_RATIO}`]
      : []),
    ...(r.countNaive / r.countFast < MIN_RATIO
      ? [`${r.database}: supplier count speed-up under ${MIN_RATIO}`]
      : []),
    ...(r.statementsList > MAX_STATEMENTS
      ? [`${r.database}: GET suppliers sent ${r.statementsList} statements`]
      : []),
    ...(r.statementsCount > MAX_STATEMENTS
      ? [`${r.database}: GET counters/suppliers sent ${r.statementsCount} statements`]
      : []),
  ]);
  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      '\nAll answers identical; every speed-up at least 20; at most 3 SQL statements per API call.',
    );
  }
}

await main();
