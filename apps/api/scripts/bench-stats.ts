/**
 * `npm run bench:stats`: the statistics and exports of issue 24 ('Performance') on generated data
 * (bench-stats-data.ts: at scale 1, 1,000,000 requests, ~5,000,000 quotes, 100,000 suppliers, 1,000,000 directory
 * searches). Marks, for PostgreSQL:
 * - every `GET admin/stats/{name}` (each name, service-requests weekly and monthly, over the default dates, the last
 *   12 months and one month) and `GET admin/stats/health` answers with a median ≤ 300 ms through the app, and the
 *   plan of every statement it sends (recorded through the driver, EXPLAINed) reads no big table by a sequential scan
 *   (over the default dates every row is counted: a sequential scan there is printed, not failed);
 * - a 1,000,000-row export (`GET admin/exports/service-requests` over the default dates, `service-request-quotes`
 *   over the latest days holding as many quotes as there are requests) streams at ≥ 50,000 rows/s to a real HTTP
 *   client on loopback, and the server's memory (this process: RSS, heap + array buffers) grows by < 50 MB — after a
 *   forced GC before and after, and at its peak while the file streams.
 * PGlite's figures are printed beside them, for information (the issue's marks are PostgreSQL's), at its own scale.
 * Prints one table and FAILED lines; exits 1 when a PostgreSQL mark is missed.
 *
 * Options (environment): BENCH_SCALE (default 1), BENCH_PGLITE_SCALE (default the smaller of BENCH_SCALE and 0.1),
 * BENCH_DATABASES (`postgres`, `pglite`, or both: the default), BENCH_REPEAT (default 5), BENCH_VERBOSE=1 (every
 * plan; by default PostgreSQL's plans are printed once per distinct statement). PostgreSQL: DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/postgres; a temporary database is created and dropped. Run with
 * `node --expose-gc` (the npm script does). BENCH_KEEP_DB=<name>: PostgreSQL's database is that one, kept; when it
 * holds requests the load is skipped (iterate without reloading; BENCH_SCALE is then not checked against the data).
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { healthResponse, statsResponse } from '@marquee/contracts/admin-stats';
import { Role } from '@marquee/contracts/enums';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import {
  explain,
  isRead,
  markdownTable,
  MB,
  mb,
  median,
  recordStatements,
  reportFailures,
  type Statement,
  seqScannedTables,
  withPostgres,
} from './bench-lib';
import { loadStats, sizesAt, tableSizes } from './bench-stats-data';
import { measureExport, type Exported } from './bench-stats-export';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PGLITE_SCALE = Number(process.env.BENCH_PGLITE_SCALE ?? Math.min(SCALE, 0.1));
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').toLowerCase();
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** BENCH_ONLY=health: only the health calls; BENCH_ONLY=exports: only the exports (iterate at scale 1 in minutes). */
const HEALTH_ONLY = process.env.BENCH_ONLY === 'health';
const EXPORTS_ONLY = process.env.BENCH_ONLY === 'exports';
const KEEP_DB = process.env.BENCH_KEEP_DB || undefined;
const SLOW_MS = 2000;
const SLOW_REPEAT = 3;
/** A call slower than VERY_SLOW_MS is timed once after its warm-up. */
const VERY_SLOW_MS = 10_000;
/** BENCH_EXPORT_SECONDS: the client reads an export for at most this long (its rate so far is the figure). */
const EXPORT_SECONDS = Number(process.env.BENCH_EXPORT_SECONDS ?? 600);
/** BENCH_SAVE: a file the results are written to; BENCH_BESIDE: such a file, printed beside this run's. */
const SAVE = process.env.BENCH_SAVE;
const BESIDE = process.env.BENCH_BESIDE;
const MARKS = { medianMs: 300, rowsPerSecond: 50_000, growthMb: 50 };
const BIG_TABLES = [
  'service_requests',
  'service_request_quotes',
  'service_request_notifies',
  'service_request_close_reasons',
  'directory_searches',
  'service_unknowns',
  'users',
  'supplier_profiles',
];

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Question {
  label: string;
  url: string;
  health?: boolean;
  /** The default dates: every row of the table is counted, and a sequential scan is no index left unused. */
  wholeTable?: boolean;
}

function questions(serviceId: number): Question[] {
  const ranges = [
    { label: 'default dates', query: '' },
    { label: 'last 12 months', query: `date_from=${dayAgo(365)}&date_to=${dayAgo(0)}` },
    { label: 'one month', query: `date_from=${dayAgo(61)}&date_to=${dayAgo(31)}` },
  ];
  const names = [
    ['services', ''],
    ['price-plans', ''],
    ['service-requests', 'period=week'],
    ['service-requests', 'period=month'],
    ['suppliers', ''],
    ['organisers', ''],
    ['directory-search', ''],
    ['service-unknowns', ''],
  ];
  const stats = names.flatMap(([name, extra]) =>
    ranges.map((r) => ({
      label: `stats/${name}${extra ? ` ${extra.replace('period=', '')}` : ''}, ${r.label}`,
      url: `/api/admin/stats/${name}?${[extra, r.query].filter(Boolean).join('&')}`,
      wholeTable: r.query === '',
    })),
  );
  const health = [
    { label: 'stats/health, default (28 days)', url: '/api/admin/stats/health' },
    { label: 'stats/health, 3 months', url: `/api/admin/stats/health?date_from=${dayAgo(91)}` },
    { label: 'stats/health, last 12 months', url: `/api/admin/stats/health?date_from=${dayAgo(365)}` },
    { label: 'stats/health, 28 days, region', url: '/api/admin/stats/health?region=Scotland' },
    { label: 'stats/health, 28 days, service', url: `/api/admin/stats/health?service_id=${serviceId}` },
  ];
  return EXPORTS_ONLY ? [] : [...(HEALTH_ONLY ? [] : stats), ...health.map((h) => ({ ...h, health: true }))];
}

interface Answer {
  label: string;
  wholeTable: boolean;
  median: number;
  total: number;
  statements: number;
  seqScans: string[];
}

interface Result {
  database: string;
  scale: number;
  loadSeconds: number;
  sizes: Record<string, number>;
  answers: Answer[];
  exports: Exported[];
  /** When it ran (UTC) and the load average (1 minute) at its start and end. */
  ran: string;
}

const clock = () => new Date().toISOString().slice(11, 16);

async function bench(name: string, database: Database, scale: number): Promise<Result> {
  const db = database.db;
  const began = `${new Date().toISOString().slice(0, 10)} ${clock()}`;
  const loadAtStart = loadavg()[0]!.toFixed(1);
  await database.migrate();
  await seedReference(db);
  const [version] = await queryRows<{ v: string }>(db, sql`select split_part(version(), ' on ', 1) as v`);
  console.log(`${name} (${version?.v}), scale ${scale}: loading…`);
  const started = Date.now();
  const kept = KEEP_DB && (await queryRows(db, sql`select 1 from service_requests limit 1`)).length > 0;
  if (name === 'PostgreSQL' && kept) console.log(`  reusing ${KEEP_DB}'s data`);
  else await loadStats(db, sizesAt(scale), (step) => console.log(`  ${step}`));
  const loadSeconds = (Date.now() - started) / 1000;
  const sizes = await tableSizes(db);
  console.log(`  loaded in ${loadSeconds.toFixed(1)} s: ${JSON.stringify(sizes)}`);

  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      WEB_DIST_DIR: '/nonexistent',
    }),
    database,
  });
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (role, name, email, password_hash, email_verified_at)
      values (${Role.admin}, 'Bench admin', ${`bench-admin-${randomBytes(3).toString('hex')}@bench.example`}, 'x', now())
      returning id`,
  );
  const token = await issueAccessToken(db, admin!.id);
  const headers = { authorization: `Bearer ${token}` };
  const [top] = await queryRows<{ id: number }>(
    db,
    sql`select service_id as id from service_requests where service_id is not null
      group by service_id order by count(*) desc limit 1`,
  );
  const ask = async (q: Question) => {
    const res = await app.inject({ url: q.url, headers });
    if (res.statusCode !== 200) throw new Error(`${q.label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return q.health
      ? healthResponse.parse(res.json()).current.requests_sent
      : statsResponse.parse(res.json()).total;
  };

  const answers: Answer[] = [];
  const printed = new Set<string>();
  for (const q of questions(top?.id ?? 1)) {
    const warm = performance.now();
    await ask(q);
    // A call slower than SLOW_MS is timed SLOW_REPEAT times (the machine is shared: minutes matter).
    const warmMs = performance.now() - warm;
    const repeat = warmMs > VERY_SLOW_MS ? 1 : warmMs > SLOW_MS ? Math.min(REPEAT, SLOW_REPEAT) : REPEAT;
    const times: number[] = [];
    let total = 0;
    let statements: Statement[] = [];
    for (let r = 0; r < repeat; r++) {
      const start = performance.now();
      // The last run's statements are recorded (the recording costs a push per statement).
      if (r === repeat - 1) ({ statements, value: total } = await recordStatements(db, () => ask(q)));
      else total = await ask(q);
      times.push(performance.now() - start);
    }
    const seqScans: string[] = [];
    for (const s of statements.filter(isRead)) {
      const plan = await explain(database, s);
      const shape = s.text.replace(/\$\d+/g, '$');
      if (VERBOSE || (name === 'PostgreSQL' && !printed.has(shape))) {
        printed.add(shape);
        console.log(`\n${name} · ${q.label}\n${s.text.replace(/\s+/g, ' ').slice(0, 200)}…\n${plan}`);
      }
      for (const table of seqScannedTables(plan, BIG_TABLES)) seqScans.push(table);
    }
    const m = median(times);
    answers.push({
      label: q.label,
      wholeTable: q.wholeTable === true,
      median: m,
      total,
      statements: statements.length,
      seqScans,
    });
    console.log(`  ${q.label}: ${m.toFixed(1)} ms (${total.toLocaleString('en-GB')})`);
  }

  // Exports: a real HTTP client on loopback reads the stream.
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const exports: Exported[] = [];
  try {
    if (!HEALTH_ONLY) {
      const requests = sizes.service_requests ?? 0;
      exports.push(
        await measureExport(
          database,
          base,
          token,
          'service-requests',
          '/api/admin/exports/service-requests',
          requests,
          { verbose: VERBOSE, tables: BIG_TABLES, limitSeconds: EXPORT_SECONDS },
        ),
      );
      // The latest UK days holding at least as many quotes as there are requests.
      const [from] = await queryRows<{ day: string }>(
        db,
        sql`select to_char(created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day
        from service_request_quotes order by created_at desc offset ${requests - 1} limit 1`,
      );
      const day = from?.day ?? '1970-01-01';
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from service_request_quotes
        where created_at >= (${day}::date::timestamp at time zone 'Europe/London')`,
      );
      exports.push(
        await measureExport(
          database,
          base,
          token,
          `service-request-quotes from ${day}`,
          `/api/admin/exports/service-request-quotes?date_from=${day}`,
          n,
          { verbose: VERBOSE, tables: BIG_TABLES, limitSeconds: EXPORT_SECONDS },
        ),
      );
      for (const e of exports)
        console.log(
          `  export ${e.label}: ${e.rows.toLocaleString('en-GB')} rows in ${e.seconds.toFixed(1)} s; memory growth after GC RSS ${mb(e.growth.rss)}, heap ${mb(e.growth.heap)}; peak RSS +${mb(e.peak.rss)}, heap +${mb(e.peak.heap)}`,
        );
    }
  } finally {
    await app.close();
  }
  const ran = `${began}–${clock()} UTC, load ${loadAtStart} → ${loadavg()[0]!.toFixed(1)}`;
  return { database: name, scale, loadSeconds, sizes, answers, exports, ran };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function figures(r: Result) {
  const cells = new Map<string, string>();
  const failures: string[] = [];
  const over = (bad: boolean, text: string) => bad && failures.push(`${r.database}: ${text}`);
  for (const a of r.answers) {
    const scanned = [...new Set(a.seqScans)].join(', ');
    const scans = scanned ? `; seq scan${a.wholeTable ? ' of the whole table' : ''}: ${scanned}` : '';
    cells.set(a.label, `${ms(a.median)} (${a.total.toLocaleString('en-GB')}; ${a.statements} SQL${scans})`);
    over(a.median > MARKS.medianMs, `${a.label} median ${ms(a.median)} > ${MARKS.medianMs} ms`);
    over(!a.wholeTable && a.seqScans.length > 0, `${a.label}: sequential scan on ${scanned}`);
  }
  for (const e of r.exports) {
    const perSecond = e.rows / e.seconds;
    const key = `export ${e.label.replace(/ from .*/, '')}`;
    cells.set(
      `${key}: rows`,
      `${e.rows.toLocaleString('en-GB')}${e.stopped ? ` of ${e.expected.toLocaleString('en-GB')} (stopped)` : ''} in ${e.seconds.toFixed(1)} s, ${e.encoding ?? 'identity'}`,
    );
    cells.set(`${key}: rows/s`, Math.round(perSecond).toLocaleString('en-GB'));
    cells.set(`${key}: growth after GC (RSS / heap)`, `${mb(e.growth.rss)} / ${mb(e.growth.heap)}`);
    cells.set(`${key}: peak growth (RSS / heap)`, `${mb(e.peak.rss)} / ${mb(e.peak.heap)}`);
    cells.set(
      `${key}: SQL, plans`,
      `${e.statements} SQL; ${e.seqScans.length ? `seq scan: ${[...new Set(e.seqScans)].join(', ')}` : 'no seq scan'}`,
    );
    over(e.seqScans.length > 0, `${key}: sequential scan on ${[...new Set(e.seqScans)].join(', ')}`);
    over(!e.stopped && e.rows !== e.expected, `${key}: ${e.rows} rows, expected ${e.expected}`);
    over(perSecond < MARKS.rowsPerSecond, `${key}: ${Math.round(perSecond)} rows/s < ${MARKS.rowsPerSecond}`);
    const grew = Math.max(e.growth.rss, e.growth.heap, e.peak.rss, e.peak.heap);
    over(grew >= MARKS.growthMb * MB, `${key}: memory grew ${mb(grew)} (≥ ${MARKS.growthMb} MB)`);
  }
  return { cells, failures };
}

const MARK_OF = (label: string) =>
  label.startsWith('stats/')
    ? `≤ ${MARKS.medianMs} ms, no seq scan`
    : label.endsWith('plans')
      ? 'no seq scan'
      : label.endsWith('rows/s')
        ? `≥ ${MARKS.rowsPerSecond.toLocaleString('en-GB')}`
        : label.includes('growth')
          ? `< ${MARKS.growthMb} MB`
          : '';

async function main() {
  console.log(
    `bench:stats: Node ${process.version}, ${cpus().length} CPUs, load average ${loads()}; PostgreSQL at scale ${SCALE}, PGlite at scale ${PGLITE_SCALE}; medians of ${REPEAT} runs.`,
  );
  if (!(globalThis as { gc?: unknown }).gc)
    console.log('(run with node --expose-gc for settled memory figures)');
  const results: Result[] = [];
  const postgres = DATABASES.includes('postgres') ? await withPostgres('marquee_bench_stats', KEEP_DB) : null;
  if (postgres) {
    try {
      results.push(await bench('PostgreSQL', postgres.database, SCALE));
    } finally {
      await postgres.drop();
    }
  }
  if (DATABASES.includes('pglite')) {
    const pglite = await openDatabase({ dataDir: undefined });
    try {
      results.push(await bench('PGlite', pglite, PGLITE_SCALE));
    } finally {
      await pglite.close();
    }
  }

  if (SAVE) await writeFile(SAVE, JSON.stringify(results));
  if (BESIDE) {
    const earlier = JSON.parse(await readFile(BESIDE, 'utf8')) as (Result & { at?: string })[];
    results.push(...earlier.filter((e) => !results.some((r) => r.database === e.database)));
  }
  const all = results.map((r) => ({ r, ...figures(r) }));
  const labels = [...new Set(all.flatMap((x) => [...x.cells.keys()]))];
  const header = [
    'figure',
    'mark (PostgreSQL)',
    ...all.map(({ r }) =>
      r.database === 'PGlite' ? `PGlite, scale ${r.scale} (information)` : `${r.database}, scale ${r.scale}`,
    ),
  ];
  const rows = labels.map((l) => [l, MARK_OF(l), ...all.map((x) => x.cells.get(l) ?? '')]);
  console.log(`\n${markdownTable(header, rows)}\n`);
  for (const { r } of all)
    console.log(
      `${r.database}: scale ${r.scale}, ran ${r.ran}, loaded in ${r.loadSeconds.toFixed(0)} s, ${JSON.stringify(r.sizes)}`,
    );
  console.log(`load average at the end: ${loads()}`);
  const pgliteNotes = all.filter((x) => x.r.database === 'PGlite').flatMap((x) => x.failures);
  if (pgliteNotes.length > 0)
    console.log(`\nPGlite (information, not a mark):\n  ${pgliteNotes.join('\n  ')}`);
  if (!all.some((x) => x.r.database === 'PostgreSQL')) {
    console.log('\nPostgreSQL did not run: no mark was checked.');
    return;
  }
  reportFailures(
    all.filter((x) => x.r.database !== 'PGlite').flatMap((x) => x.failures),
    `PostgreSQL met every mark: medians ≤ ${MARKS.medianMs} ms without sequential scans of the big tables; exports ≥ ${MARKS.rowsPerSecond.toLocaleString('en-GB')} rows/s with memory growth < ${MARKS.growthMb} MB.`,
  );
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
