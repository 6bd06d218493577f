/**
 * `npm run bench:admin:list`: GET admin/suppliers on 100,000 generated suppliers, on PGlite and on PostgreSQL
 * (issue 22, docs/decisions/0065). Every filter and every sort of spec 7.7, alone and combined, is asked through the
 * real app (routing, validation, the administrator's token, the place look-up); each must answer with a median of at
 * most 50 ms, and the plan of every statement it sends must read no supplier table (supplier_profiles, users,
 * user_services) by a sequential scan.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a temporary database is created and
 * dropped. It is skipped with a notice when the server cannot be reached.
 * Options (environment): BENCH_SUPPLIERS (default 100000), BENCH_REPEAT (default 7), BENCH_VERBOSE=1 (plans),
 * BENCH_DATABASES (`pglite`, `postgres`, or both: the default), BENCH_QUESTIONS (a pattern: only the questions whose
 * label it matches; the figures of such a run are not the benchmark's).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { adminSuppliersResponse } from '@marquee/contracts/admin-suppliers';
import { PlanType } from '@marquee/contracts/enums';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import { createUser } from '../src/modules/users/users.service';
import { load, questions, type Question } from './bench-admin-list-data';
import {
  explain,
  isRead,
  markdownTable,
  median,
  recordStatements,
  reportFailures,
  seqScannedTables,
  withPostgres,
} from './bench-lib';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const MAX_MEDIAN_MS = 50;
const SUPPLIER_TABLES = ['supplier_profiles', 'users', 'user_services'];
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').toLowerCase();
const ONLY = process.env.BENCH_QUESTIONS ? new RegExp(process.env.BENCH_QUESTIONS, 'i') : null;

interface Answer {
  label: string;
  median: number;
  total: number;
  statements: number;
  seqScans: string[];
}

async function bench(name: string, database: Database): Promise<{ answers: Answer[]; loadSeconds: number }> {
  const db = database.db;
  await database.migrate();
  await seedReference(db);
  const [version] = await queryRows<{ v: string }>(db, sql`select split_part(version(), ' on ', 1) as v`);
  process.stdout.write(`${name} (${version?.v}): loading ${SUPPLIERS.toLocaleString('en-GB')} suppliers… `);
  const started = Date.now();
  await load(db, SUPPLIERS);
  const loadSeconds = (Date.now() - started) / 1000;
  process.stdout.write(`${loadSeconds.toFixed(1)} s\n`);

  const plans = await queryRows<{ id: number; type: number }>(
    db,
    sql`select id, type from pricing_plans order by id`,
  );
  const planIds = {
    free: plans.find((p) => p.type === PlanType.free)?.id ?? 1,
    paid: plans.filter((p) => p.type !== PlanType.free).map((p) => p.id),
  };
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
  const { user: admin } = await createUser(db, {
    role: 100,
    name: 'Bench Admin',
    email: `bench-admin-${randomBytes(3).toString('hex')}@bench.example`,
    passwordHash: 'x',
  });
  const headers = { authorization: `Bearer ${await issueAccessToken(db, admin.id)}` };
  const ask = async (q: Question) => {
    const res = await app.inject({ url: `/api/admin/suppliers?${q.query}`, headers });
    if (res.statusCode !== 200) throw new Error(`${q.label}: ${res.statusCode} ${res.body}`);
    return adminSuppliersResponse.parse(res.json());
  };

  const answers: Answer[] = [];
  for (const q of questions(planIds).filter((x) => !ONLY || ONLY.test(x.label))) {
    await ask(q); // warm-up
    const times: number[] = [];
    let total = 0;
    for (let r = 0; r < REPEAT; r++) {
      const start = process.hrtime.bigint();
      total = (await ask(q)).pagination.total;
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const { statements } = await recordStatements(db, () => ask(q));
    const seqScans: string[] = [];
    for (const s of statements.filter(isRead)) {
      const plan = await explain(database, s);
      if (VERBOSE) console.log(`\n${name} · ${q.label}\n${s.text.slice(0, 160)}…\n${plan}`);
      for (const table of seqScannedTables(plan, SUPPLIER_TABLES))
        seqScans.push(`${table}: ${s.text.slice(0, 80)}…`);
    }
    answers.push({ label: q.label, median: median(times), total, statements: statements.length, seqScans });
  }
  await app.close();
  return { answers, loadSeconds };
}

async function main() {
  console.log(
    `Admin supplier list benchmark: ${SUPPLIERS.toLocaleString('en-GB')} suppliers, every filter and sort of ` +
      `GET admin/suppliers × ${REPEAT} runs through the app; medians. Node ${process.version}, ${cpus().length} CPUs, ` +
      `load ${loadavg()[0]?.toFixed(1)}.\n`,
  );
  const results: { database: string; answers: Answer[]; loadSeconds: number }[] = [];
  if (DATABASES.includes('pglite')) {
    const pglite = await openDatabase({ dataDir: undefined });
    try {
      results.push({ database: 'PGlite', ...(await bench('PGlite', pglite)) });
    } finally {
      await pglite.close();
    }
  }
  const postgres = DATABASES.includes('postgres') ? await withPostgres() : null;
  if (postgres) {
    try {
      results.push({ database: 'PostgreSQL', ...(await bench('PostgreSQL', postgres.database)) });
    } finally {
      await postgres.drop();
    }
  }

  const labels = results[0]?.answers.map((a) => a.label) ?? [];
  const header = ['question', 'matches', ...results.map((r) => `${r.database} median`), 'SQL / call'];
  const rows = labels.map((label) => {
    const of = results.map((r) => r.answers.find((a) => a.label === label) as Answer);
    return [
      label,
      (of[0]?.total ?? 0).toLocaleString('en-GB'),
      ...of.map((a) => `${a.median.toFixed(2)} ms`),
      String(of[0]?.statements ?? 0),
    ];
  });
  console.log(`\n${markdownTable(header, rows)}\n`);
  for (const r of results) {
    const worst = r.answers.reduce((a, b) => (b.median > a.median ? b : a));
    console.log(
      `${r.database}: loaded in ${r.loadSeconds.toFixed(1)} s; slowest median ${worst.median.toFixed(2)} ms (${worst.label})`,
    );
  }
  const failures = results.flatMap((r) =>
    r.answers.flatMap((a) => [
      ...(a.median > MAX_MEDIAN_MS
        ? [`${r.database}: ${a.label} median ${a.median.toFixed(2)} ms > ${MAX_MEDIAN_MS} ms`]
        : []),
      ...a.seqScans.map((s) => `${r.database}: ${a.label}: sequential scan on ${s}`),
    ]),
  );
  reportFailures(
    failures,
    `Every question answered with a median of at most ${MAX_MEDIAN_MS} ms; no sequential scan of a supplier table.`,
  );
}

await main();
