/**
 * `npm run bench:matching`: the fan-out of a request for quotes to 100, 1,000 and 5,000 matched suppliers, on
 * PGlite and on PostgreSQL (docs/benchmarks.md, docs/decisions/0036).
 *
 * For each database and each size N: N approved suppliers of a fresh service near London are loaded (one
 * INSERT … SELECT over generate_series each for users, profiles and user_services), then
 *   - "e-mails": one create, then the jobs that follow, timed once until every e-mail is handed to a loopback SMTP
 *     server (test/smtp.ts): the notify-suppliers job (batches of 200: links and messages made in bulk, one
 *     mail.send-batch job each) and the batch jobs, which send over the pooled SMTP connections
 *     (docs/decisions/0080). The mark is 5,000 e-mails in ≤ 60 s (issue 26); the script prints it;
 *   - "create": POST organiser/service-requests through the real app (inject), whose INSERT … SELECT writes the N
 *     notifications; the median of BENCH_REPEAT calls (their e-mail jobs are dropped unrun).
 * It prints each time per matched supplier and the ratio of that figure to the one at 100: flat (or falling) is
 * what the issue asks. Every create must notify exactly N suppliers.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a temporary database is created and
 * dropped; skipped with a notice when unreachable. Options: BENCH_SIZES (default 100,1000,5000), BENCH_REPEAT
 * (default 3), BENCH_MAIL=0 to skip the e-mail fan-out, BENCH_MAIL_MAX (default 5000) the largest size it is timed at.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Role } from '@marquee/contracts/enums';
import { createRequestResponse } from '@marquee/contracts/requests';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import { hashPassword } from '../src/lib/secrets';
import { startSmtp } from '../test/smtp';
import { notifySuppliersJob } from '../src/modules/requests/requests.jobs-defs';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,5000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const MAIL = process.env.BENCH_MAIL !== '0';
/** The e-mail fan-out is timed up to this many suppliers (it is linear by nature: an e-mail each). */
const MAIL_MAX = Number(process.env.BENCH_MAIL_MAX ?? 5000);
/** Issue 26: 5,000 e-mails handed to the SMTP server in at most this long. */
const MAIL_MARK_MS = 60_000;
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** N approved suppliers of a new service within a few miles of London (radius 25), in three statements. */
async function loadSuppliers(db: Db, n: number, tag: string): Promise<number> {
  const hash = await hashPassword('bench-pass');
  const [service] = await queryRows<{ id: number }>(
    db,
    sql`insert into services (product, slug, service_category_id)
      select ${`Bench ${tag}`}, ${`bench-${tag}`}, id from service_categories order by id limit 1 returning id`,
  );
  await db.execute(sql`insert into users (role, name, email, password_hash, company_name, email_verified_at)
    select ${Role.supplier}, 'Bench supplier ' || g, ${`bench-${tag}-`} || g || '@example.test', ${hash},
      'Bench Co ' || g, now()
    from generate_series(1, ${n}) as g`);
  await db.execute(sql`insert into supplier_profiles (user_id, status, latitude, longitude, nearby, location)
    select id, 1, ${LONDON.latitude}::float8 + (random() - 0.5) * 0.1, ${LONDON.longitude}::float8 + (random() - 0.5) * 0.1,
      25, 'London, UK'
    from users where email like ${`bench-${tag}-%`}`);
  await db.execute(sql`insert into user_services (user_id, service_id)
    select id, ${service!.id} from users where email like ${`bench-${tag}-%`}`);
  return service!.id;
}

interface Row {
  db: string;
  n: number;
  createMs: number;
  mailMs: number | null;
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

async function benchDatabase(name: string, database: Database, smtp: Smtp): Promise<Row[]> {
  await database.migrate();
  await seedReference(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    WEB_DIST_DIR: '/nonexistent',
    APP_URL: 'http://localhost:3000',
    SMTP_URL: smtp.url,
    ...(name === 'postgres' && process.env.BENCH_PG_URL ? { DATABASE_URL: process.env.BENCH_PG_URL } : {}),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const hash = await hashPassword('bench-pass');
  const [organiser] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into users (role, name, email, password_hash, email_verified_at)
      values (${Role.organiser}, 'Bench organiser', ${`organiser-${randomBytes(4).toString('hex')}@example.test`}, ${hash}, now())
      returning id`,
  );
  const token = await issueAccessToken(database.db, organiser!.id);
  const rows: Row[] = [];
  const create = async (serviceId: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        service_id: serviceId,
        location: 'London, UK',
        ...LONDON,
        date_from: day(30),
        date_until: day(31),
        date_offers_until: day(20),
        message: 'Benchmark request',
      },
    });
    if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
    return createRequestResponse.parse(res.json()).data.service_requests[0]!.suppliers_count;
  };
  try {
    // Warm-up: the job queue's schema, the plans of the statements.
    await create(await loadSuppliers(database.db, 10, `${name}-warm-${randomBytes(3).toString('hex')}`));
    await app.jobs.runQueued();
    for (const n of SIZES) {
      const serviceId = await loadSuppliers(database.db, n, `${name}-${n}-${randomBytes(3).toString('hex')}`);
      let mailMs: number | null = null;
      if (MAIL && n <= MAIL_MAX) {
        if ((await create(serviceId)) !== n) throw new Error(`expected ${n} notified suppliers`);
        smtp.received.length = 0;
        const mailStarted = performance.now();
        await app.jobs.runQueued();
        mailMs = performance.now() - mailStarted;
        const handed = new Set(smtp.received.flatMap((m) => m.to)).size;
        if (handed !== n || smtp.received.length !== n) {
          throw new Error(
            `expected ${n} e-mails at the SMTP server, got ${smtp.received.length} (${handed} recipients)`,
          );
        }
        smtp.received.length = 0;
      }
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) {
        const started = performance.now();
        const matched = await create(serviceId);
        times.push(performance.now() - started);
        if (matched !== n) throw new Error(`expected ${n} notified suppliers, got ${matched}`);
        // These creates are timed for the INSERT … SELECT only: their e-mail jobs are dropped unrun.
        await database.db.execute(sql`delete from pgboss.job where name = ${notifySuppliersJob.name}`);
      }
      rows.push({ db: name, n, createMs: median(times), mailMs });
    }
  } finally {
    await app.close();
  }
  return rows;
}

function print(rows: Row[]) {
  const base = new Map<string, Row>();
  for (const r of rows) if (!base.has(r.db)) base.set(r.db, r);
  console.log(
    'db        matched   create ms   create µs/supplier  ratio   e-mails ms  e-mail ms/supplier  ratio',
  );
  for (const r of rows) {
    const b = base.get(r.db)!;
    const perCreate = (r.createMs * 1000) / r.n;
    const perCreateBase = (b.createMs * 1000) / b.n;
    const perMail = r.mailMs === null ? null : r.mailMs / r.n;
    const perMailBase = b.mailMs === null ? null : b.mailMs / b.n;
    console.log(
      [
        r.db.padEnd(9),
        String(r.n).padStart(7),
        r.createMs.toFixed(1).padStart(11),
        perCreate.toFixed(1).padStart(20),
        (perCreate / perCreateBase).toFixed(2).padStart(7),
        (r.mailMs === null ? '-' : r.mailMs.toFixed(0)).padStart(12),
        (perMail === null ? '-' : perMail.toFixed(2)).padStart(19),
        (perMail === null || perMailBase === null ? '-' : (perMail / perMailBase).toFixed(2)).padStart(7),
      ].join(' '),
    );
  }
  for (const r of rows.filter((row) => row.n === 5000 && row.mailMs !== null)) {
    const verdict = r.mailMs! <= MAIL_MARK_MS ? 'within' : 'OVER';
    console.log(
      `${r.db}: 5,000 e-mails handed to the loopback SMTP server in ${(r.mailMs! / 1000).toFixed(1)} s ` +
        `(mark ≤ ${MAIL_MARK_MS / 1000} s: ${verdict})`,
    );
  }
}

async function main() {
  console.log(
    `bench:matching on ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}; sizes ${SIZES.join(', ')}`,
  );
  const rows: Row[] = [];
  const smtp = await startSmtp();
  try {
    await benchAll(rows, smtp);
  } finally {
    await smtp.close();
  }
  print(rows);
}

async function benchAll(rows: Row[], smtp: Smtp) {
  const pglite = await openDatabase({ dataDir: undefined });
  try {
    rows.push(...(await benchDatabase('pglite', pglite, smtp)));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `marquee_bench_matching_${randomBytes(4).toString('hex')}`;
  let created = false;
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    created = true;
  } catch (err) {
    console.log(`PostgreSQL skipped (${serverUrl} unreachable: ${(err as Error).message})`);
  }
  if (created) {
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    process.env.BENCH_PG_URL = url.toString();
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      rows.push(...(await benchDatabase('postgres', database, smtp)));
    } finally {
      await database.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
