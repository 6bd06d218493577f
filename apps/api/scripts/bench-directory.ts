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
import { PlanType, ProfileStatus, Role } from '@marquee/contracts/enums';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, pgliteStatements, queryRows, type Database, type Db } from '../src/db/client';
import { demoCities } from '../src/db/seed/demo-data';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import { countSuppliersForRequest, searchDirectory } from '../src/modules/directory/directory.service';
import { FixedWindowCounters } from '../src/lib/fixed-window';
import { storageFor } from '../src/modules/storage/storage.service';
import {
  EDGE_TOLERANCE_MILES,
  EARTH_RADIUS_MILES,
  reaches,
  type Point,
} from '../src/modules/directory/reach';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 30);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
/** BENCH_VERBOSE=1 prints each question's medians. */
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const MIN_RATIO = 20;
const MAX_STATEMENTS = 3;
const PAGE = 25;
const BATCH = 10_000;

/* ---------- deterministic data ---------- */

/** mulberry32: a small seeded generator, so both databases get the same rows every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UK = { minLat: 50.0, maxLat: 58.6, minLng: -6.2, maxLng: 1.7 };
/** Rough weights by size: London first, then the big cities. */
const CITY_WEIGHT: Record<string, number> = {
  London: 12,
  Manchester: 4,
  Birmingham: 4,
  Leeds: 3,
  Glasgow: 3,
  Edinburgh: 2,
  Bristol: 2,
  Liverpool: 2,
  Sheffield: 2,
  'Newcastle upon Tyne': 2,
};

interface GeneratedSupplier {
  email: string;
  company: string;
  latitude: number;
  longitude: number;
  nearby: number;
  planId: number;
  noLimits: number;
  location: string;
  services: number[];
}

const ADJECTIVES = [
  'Bright',
  'Grand',
  'Royal',
  'Silver',
  'Golden',
  'Northern',
  'Capital',
  'Crown',
  'Oak',
  'Harbour',
];
const NOUNS = [
  'Events',
  'Marquees',
  'Catering',
  'Sound',
  'Lighting',
  'Staging',
  'Florals',
  'Hire',
  'Productions',
];

function generateSuppliers(count: number, serviceIds: number[], planIds: { free: number; paid: number[] }) {
  const random = rng(20_261_121);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const cityPool = demoCities.flatMap((c) => Array<typeof c>(CITY_WEIGHT[c.name] ?? 1).fill(c));
  const radii = [10, 25, 25, 25, 50, 50, 50, 50, 100, 100, 999];
  const rows: GeneratedSupplier[] = [];
  for (let i = 0; i < count; i++) {
    let latitude: number;
    let longitude: number;
    let location: string;
    if (random() < 0.75) {
      const city = cityPool[Math.floor(random() * cityPool.length)] as (typeof cityPool)[number];
      latitude = city.latitude + gauss() * 0.08;
      longitude = city.longitude + gauss() * 0.12;
      location = `${city.name}, UK`;
    } else {
      latitude = UK.minLat + random() * (UK.maxLat - UK.minLat);
      longitude = UK.minLng + random() * (UK.maxLng - UK.minLng);
      location = 'United Kingdom';
    }
    const serviceCount = 1 + Math.floor(random() * 10);
    const chosen = new Set<number>();
    while (chosen.size < serviceCount)
      chosen.add(serviceIds[Math.floor(random() * serviceIds.length)] as number);
    const planRoll = random();
    rows.push({
      email: `bench-${i}@bench.example`,
      company: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(random() * NOUNS.length)]} ${i}`,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      nearby: radii[Math.floor(random() * radii.length)] as number,
      planId:
        planRoll < 5 / 8
          ? planIds.free
          : (planIds.paid[Math.floor(random() * planIds.paid.length)] as number),
      noLimits: random() < 1 / 24 ? 1 : 0,
      location,
      services: [...chosen],
    });
  }
  return rows;
}

/** The questions: a service and a place (a city, or anywhere in the UK). */
function generateQueries(count: number, serviceIds: number[]) {
  const random = rng(42);
  return Array.from({ length: count }, (_, i) => {
    const city = demoCities[i % demoCities.length] as (typeof demoCities)[number];
    const point: Point =
      i % 3 === 2
        ? {
            latitude: UK.minLat + random() * (UK.maxLat - UK.minLat),
            longitude: UK.minLng + random() * (UK.maxLng - UK.minLng),
          }
        : {
            latitude: city.latitude + (random() - 0.5) * 0.1,
            longitude: city.longitude + (random() - 0.5) * 0.1,
          };
    return { serviceId: serviceIds[Math.floor(random() * serviceIds.length)] as number, point };
  });
}

/* ---------- loading ---------- */

async function load(db: Db, suppliers: GeneratedSupplier[]) {
  for (let start = 0; start < suppliers.length; start += BATCH) {
    const batch = suppliers.slice(start, start + BATCH);
    const people = batch.map((s) => ({
      email: s.email,
      company: s.company,
      phone: '+447700900123',
      display_email: `hello@${s.email.split('@')[0]}.example`,
      website: `https://www.${s.email.split('@')[0]}.example`,
    }));
    const ids = await queryRows<{ id: number; email: string }>(
      db,
      sql`insert into users (role, name, email, password_hash, phone, company_name, display_email, website)
        select ${Role.supplier}, r.company, r.email, 'bench-no-login', r.phone, r.company, r.display_email, r.website
        from json_to_recordset(${JSON.stringify(people)}::json)
          as r(email text, company text, phone text, display_email text, website text)
        returning id, email`,
    );
    const idOf = new Map(ids.map((r) => [r.email, r.id]));
    const profiles = batch.map((s) => ({
      user_id: idOf.get(s.email),
      latitude: s.latitude,
      longitude: s.longitude,
      nearby: s.nearby,
      plan: s.planId,
      no_limits: s.noLimits,
      location: s.location,
    }));
    await db.execute(sql`insert into supplier_profiles
        (user_id, status, summary, location, latitude, longitude, nearby, pricing_plan_id, no_limits, approved_at)
      select r.user_id, ${ProfileStatus.approved}, 'A benchmark supplier.', r.location, r.latitude, r.longitude,
        r.nearby, r.plan, r.no_limits, now()
      from json_to_recordset(${JSON.stringify(profiles)}::json)
        as r(user_id int, latitude float8, longitude float8, nearby smallint, plan int, no_limits smallint, location text)`);
    const links = batch.flatMap((s) =>
      s.services.map((serviceId) => ({ u: idOf.get(s.email), s: serviceId })),
    );
    await db.execute(sql`insert into user_services (user_id, service_id)
      select r.u, r.s from json_to_recordset(${JSON.stringify(links)}::json) as r(u int, s int)`);
  }
  // Some reviews, so the rating of each listed supplier is a real aggregate.
  await db.execute(sql`insert into users (role, name, email, password_hash)
    select ${Role.organiser}, 'Bench organiser ' || g, 'bench-organiser-' || g || '@bench.example', 'bench-no-login'
    from generate_series(1, 500) as g`);
  await db.execute(sql`insert into service_requests (user_id, service_id, location, date_from, date_until, date_offers_until, message, status)
    select o.id, (select min(id) from services), 'London, UK', current_date, current_date, current_date, 'Bench request', 30
    from users o, generate_series(1, 40) as g where o.role = ${Role.organiser}`);
  await db.execute(sql`insert into service_request_reviews (service_request_id, user_id, supplier_id, rate, message)
    select r.id, r.user_id, s.user_id, 1 + (r.id % 5), 'Bench review'
    from service_requests r
    join supplier_profiles s on s.id = 1 + ((r.id * 7919) % ${suppliers.length})`);
  // What autovacuum does on a server after a bulk load: statistics, and the visibility map that lets
  // index-only scans skip the table. PGlite has no autovacuum, so it is run by hand on both.
  await db.execute(sql`vacuum analyze`);
}

/* ---------- the naive full scan ---------- */

const haversine = (point: Point) => sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${point.latitude}::float8 - p.latitude) / 2), 2)
    + cos(radians(p.latitude)) * cos(radians(${point.latitude}::float8))
      * power(sin(radians(${point.longitude}::float8 - p.longitude) / 2), 2)))))`;

const reachesNaively = (point: Point) =>
  sql`(p.nearby = 999 or ${haversine(point)} <= p.nearby + ${EDGE_TOLERANCE_MILES}::float8)`;

/** Runs `fn` with every index access path disabled, so the planner must scan whole tables. */
async function fullScan<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    return fn(tx as unknown as Db);
  });
}

async function naiveSearch(db: Db, serviceId: number, point: Point) {
  return fullScan(db, async (tx) => {
    const rows = await queryRows<{ id: number; total: number }>(
      tx,
      sql`select p.user_id as id, count(*) over ()::int as total
        from supplier_profiles p
        join users u on u.id = p.user_id
        join pricing_plans pp on pp.id = p.pricing_plan_id
        join user_services us on us.user_id = p.user_id and us.service_id = ${serviceId}
        where p.status = ${ProfileStatus.approved} and ${reachesNaively(point)}
        order by (pp.type <> ${PlanType.free} or p.no_limits <> 0) desc, ${haversine(point)} asc nulls last,
          lower(u.company_name) asc nulls last, p.user_id asc
        limit ${PAGE}`,
    );
    return { total: rows[0]?.total ?? 0, ids: rows.map((r) => r.id) };
  });
}

async function naiveCount(db: Db, serviceId: number, point: Point) {
  return fullScan(db, async (tx) => {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from supplier_profiles p
        join user_services us on us.user_id = p.user_id and us.service_id = ${serviceId}
        where p.status = ${ProfileStatus.approved} and ${reachesNaively(point)}`,
    );
    return row?.count ?? 0;
  });
}

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
    const query = {
      service_id: q.serviceId,
      latitude: q.point.latitude,
      longitude: q.point.longitude,
      page: 1,
      limit: PAGE,
      collect_statistics: false,
    };
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
