/**
 * Restore rehearsal (issue 26, docs/deploy.md "Back-up and restore", docs/decisions/0089): a PostgreSQL database with
 * the demo data (the app's seed, run by a server started on it) and a file uploaded through that server; then the
 * back-up of docs/deploy.md — `pg_dump --format=custom` and a copy of the uploads (the local storage directory,
 * DATA_DIR/uploads) — the database dropped and the uploads removed, `pg_restore` into a fresh database, the files
 * put back, and a server started on it. Checks: /api/ready is 200, the row count of every table is the same, every
 * demo login signs in, and the uploaded file downloads byte-identical. `npm run test:restore`
 * with DATABASE_URL naming a PostgreSQL server (its `postgres` database by default); exits 1 on any failure.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { demoLoginsPath } from '../src/db/seed/demo-logins-file';
import type { SeedLogin } from '../src/db/seed/demo-passwords';
import { pdf } from '../test/file-fixtures';
import { multipartForm } from '../test/multipart';
import { call, startInstance, type Instance } from '../test/scale/instances';
import { reportFailures } from './bench-lib';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const names = { source: `marquee_rehearsal_${suffix}`, restored: `marquee_restored_${suffix}` };
const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const work = mkdtempSync(join(tmpdir(), 'marquee-rehearsal-'));
const dirs = { source: join(work, 'source'), restored: join(work, 'restored'), backup: join(work, 'backup') };
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Rows of every table of the app's schema, the migrations' and the job queue's. */
async function rowCounts(name: string) {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    const tables = await client.query<{ t: string }>(
      `select format('%I.%I', schemaname, tablename) as t from pg_tables
        where schemaname in ('public', 'drizzle', 'pgboss') order by 1`,
    );
    const counts = new Map<string, number>();
    for (const { t } of tables.rows) {
      counts.set(t, Number((await client.query(`select count(*) as n from ${t}`)).rows[0].n));
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function server(name: string, dataDir: string, demo: boolean): Promise<Instance> {
  const { ready } = startInstance({
    DATABASE_URL: urlOf(name),
    DATA_DIR: dataDir,
    DEMO_DATA: demo ? '1' : '0',
  });
  return ready;
}

const pgTool = (tool: string, args: string[]) => execFileSync(tool, args, { stdio: 'inherit' });

let running: Instance | undefined;
try {
  const started = Date.now();
  await admin(`create database ${names.source}`);
  running = await server(names.source, dirs.source, true);
  const logins = JSON.parse(readFileSync(demoLoginsPath(dirs.source), 'utf8')).logins as SeedLogin[];
  check(logins.length > 0, `demo data seeded (${logins.length} demo logins)`);

  // A file through the app: an organiser's chat message with a PDF (stored under DATA_DIR/uploads).
  const organiser = logins.find((l) => l.role === 'organiser')!;
  const login = await call(running, 'POST', '/api/auth/login', {
    json: { email: organiser.email, password: organiser.password },
  });
  const token = login.json.access_token as string;
  const chats = await call(running, 'GET', '/api/chats', { token });
  const chatId = (chats.json.data as { id: number }[])[0]!.id;
  const form = multipartForm([['attachments', { filename: 'rehearsal.pdf', data: pdf() }]]);
  const sent = await call(running, 'POST', `/api/chats/${chatId}/send-message`, {
    token,
    body: form.payload,
    headers: form.headers,
  });
  check(sent.status === 201, `a file uploaded before the back-up (${sent.status})`);
  const attachmentId = sent.json.message.chat_attachments[0].id as number;
  await running.stop();
  running = undefined;
  const before = await rowCounts(names.source);

  // The back-up, then the loss: the database dropped, the files gone.
  const dump = join(work, 'marquee.dump');
  pgTool('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(names.source)]);
  cpSync(join(dirs.source, 'uploads'), join(dirs.backup, 'uploads'), { recursive: true });
  await admin(`drop database ${names.source} with (force)`);
  rmSync(dirs.source, { recursive: true, force: true });

  // The restore, into a fresh database and data directory.
  await admin(`create database ${names.restored}`);
  pgTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(names.restored)}`, dump]);
  cpSync(join(dirs.backup, 'uploads'), join(dirs.restored, 'uploads'), { recursive: true });
  const after = await rowCounts(names.restored);
  const differ = [...before]
    .filter(([t, n]) => after.get(t) !== n)
    .map(([t, n]) => `${t} ${n}→${after.get(t)}`);
  check(
    differ.length === 0 && after.size === before.size,
    `row counts of ${before.size} tables equal (${before.get('public.users')} users, ` +
      `${before.get('public.service_requests')} requests, ${before.get('public.messages')} messages)` +
      (differ.length ? `: ${differ.join(', ')}` : ''),
  );

  running = await server(names.restored, dirs.restored, false);
  check(
    (await call(running, 'GET', '/api/ready')).status === 200,
    '/api/ready is 200 on the restored database',
  );
  let signedIn = 0;
  for (const l of logins) {
    const res = await call(running, 'POST', '/api/auth/login', {
      json: { email: l.email, password: l.password },
    });
    if (res.status === 200) signedIn += 1;
    else failures.push(`demo login ${l.email}: ${res.status}`);
  }
  check(signedIn === logins.length, `${signedIn} of ${logins.length} demo logins sign in`);
  const again = await call(running, 'POST', '/api/auth/login', {
    json: { email: organiser.email, password: organiser.password },
  });
  const download = await call(running, 'GET', `/api/chats/attachments/${attachmentId}`, {
    token: again.json.access_token as string,
  });
  check(
    download.status === 200 && download.buffer.equals(pdf()),
    'the uploaded file downloads byte-identical',
  );
  console.log(`rehearsal took ${Date.now() - started} ms`);
} catch (err) {
  failures.push(String((err as Error).stack ?? err));
} finally {
  await running?.stop();
  await admin(`drop database if exists ${names.source} with (force)`).catch(() => undefined);
  await admin(`drop database if exists ${names.restored} with (force)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
reportFailures(failures, 'Restore rehearsal passed.');
