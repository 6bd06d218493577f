/**
 * `npm run bench:chat`: chat long polling (issue 14, docs/decisions/0041).
 *
 * 1. On PGlite and on PostgreSQL: BENCH_POLLS (default 5,000) long polls parked in one process, one per chat, through
 *    the real app (inject: routing, access, policy and queries, no sockets). Prints the heap per parked poll (after
 *    a GC, before and after parking; the issue asks ≤ 20 KB) and the time from one transaction that stores a
 *    message in every chat (and NOTIFYs each) until every poll has answered with its message (asks ≤ 2 s).
 * 2. On PostgreSQL: two apps, each with its own pool and listener; a message sent to app A through its route wakes
 *    a poll parked on app B. Prints the latency, the median of BENCH_REPEAT (default 5) messages.
 *
 * PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a temporary database is created and
 * dropped; skipped with a notice when unreachable. Run with `node --expose-gc` for the heap figure (the npm script
 * does).
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { Role } from '@marquee/contracts/enums';
import { messagesResponse } from '@marquee/contracts/chats';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client';
import { seedReference } from '../src/db/seed/seed';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import { parkedPollsInProcess } from '../src/modules/chats/chat-events';

const POLLS = Number(process.env.BENCH_POLLS ?? 5000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const config = (databaseUrl?: string) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    WEB_DIST_DIR: '/nonexistent',
    CHAT_LONG_POLL_SECONDS: '120',
    REQUEST_TIMEOUT_SECONDS: '600',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** An organiser, a supplier and N chats between them (one per request and its quote), in a few statements. */
async function loadChats(db: Db, n: number) {
  const [organiser] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (role, name, email, password_hash, email_verified_at)
      values (${Role.organiser}, 'Bench organiser', 'bench-org@example.test', 'x', now()) returning id`,
  );
  const [supplier] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (role, name, email, password_hash, company_name, email_verified_at)
      values (${Role.supplier}, 'Bench supplier', 'bench-sup@example.test', 'x', 'Bench Co', now()) returning id`,
  );
  await db.execute(sql`insert into service_requests (user_id, location, date_from, date_until, date_offers_until, message)
    select ${organiser!.id}, 'London, UK', current_date + 30, current_date + 31, current_date + 20, 'Bench ' || g
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into service_request_quotes (service_request_id, user_id, message)
    select id, ${supplier!.id}, 'Quote' from service_requests where user_id = ${organiser!.id}`);
  await db.execute(sql`insert into chats (service_request_quote_id, organiser_id, supplier_id)
    select id, ${organiser!.id}, ${supplier!.id} from service_request_quotes where user_id = ${supplier!.id}`);
  await db.execute(sql`insert into chat_users (chat_id, user_id)
    select id, ${organiser!.id}::int from chats union all select id, ${supplier!.id}::int from chats`);
  const chatIds = (await queryRows<{ id: number }>(db, sql`select id from chats order by id`)).map(
    (r) => r.id,
  );
  return {
    chatIds,
    organiserToken: await issueAccessToken(db, organiser!.id),
    supplierToken: await issueAccessToken(db, supplier!.id),
    organiserId: organiser!.id,
  };
}

/** Stores one message from the organiser in every chat and announces each, in one transaction. */
async function messageEveryChat(db: Db, organiserId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with sent as (
        insert into messages (chat_id, chat_user_id, text)
        select cu.chat_id, cu.id, 'Wake up' from chat_users cu where cu.user_id = ${organiserId}
        returning id, chat_id)
      select count(pg_notify('marquee_chat', chat_id || ':' || id)) from sent`);
  });
}

async function parkedPolls(name: string, database: Database) {
  await seedReference(database.db);
  const app = await buildApp({ config: config(), database });
  await app.ready();
  try {
    const chats = await loadChats(database.db, POLLS);
    const before = heap();
    const started = Date.now();
    let answered = 0;
    let withMessage = 0;
    const polls = chats.chatIds.map((id) =>
      app
        .inject({
          method: 'GET',
          url: `/api/chats/${id}/messages?longpolling=1`,
          headers: { authorization: `Bearer ${chats.supplierToken}` },
        })
        .then((res) => {
          answered += 1;
          if (messagesResponse.parse(res.json()).data.length === 1) withMessage += 1;
        }),
    );
    // Parked: every poll has passed its checks and waits for a message.
    while (parkedPollsInProcess() < POLLS) {
      await new Promise((r) => setTimeout(r, 100));
      if (answered > 0) throw new Error(`${answered} polls answered before any message`);
      if (Date.now() - started > 300_000)
        throw new Error(`only ${parkedPollsInProcess()} parked after 5 minutes`);
    }
    const parkSeconds = (Date.now() - started) / 1000;
    const perPollKb = (heap() - before) / POLLS / 1024;
    const sent = Date.now();
    await messageEveryChat(database.db, chats.organiserId);
    await Promise.all(polls);
    const releaseSeconds = (Date.now() - sent) / 1000;
    console.log(
      `${name}: ${POLLS} polls parked in ${parkSeconds.toFixed(1)} s; heap ${perPollKb.toFixed(1)} KB per parked poll; ` +
        `all ${answered} answered (${withMessage} with their message) ` +
        `${releaseSeconds.toFixed(2)} s after the messages' commit`,
    );
  } finally {
    await app.close();
  }
}

async function twoServers(url: string) {
  const a = await openDatabase({ databaseUrl: url });
  const b = await openDatabase({ databaseUrl: url });
  const appA = await buildApp({ config: config(url), database: a });
  const appB = await buildApp({ config: config(url), database: b });
  await appA.ready();
  await appB.ready();
  try {
    await a.db.execute(
      sql`truncate chats, chat_users, messages, service_request_quotes, service_requests, access_tokens, users restart identity cascade`,
    );
    const chats = await loadChats(a.db, 1);
    const chatId = chats.chatIds[0]!;
    const latencies: number[] = [];
    let last = 0;
    for (let i = 0; i < REPEAT; i++) {
      const poll = appB.inject({
        method: 'GET',
        url: `/api/chats/${chatId}/messages?longpolling=1&last_message_id=${last}`,
        headers: { authorization: `Bearer ${chats.supplierToken}` },
      });
      await new Promise((r) => setTimeout(r, 300));
      const sent = performance.now();
      await send(appA, chatId, chats.organiserToken);
      const res = messagesResponse.parse((await poll).json());
      latencies.push(performance.now() - sent);
      last = res.data.at(-1)?.id ?? last;
    }
    console.log(
      `postgres, two apps: a message sent to A reached the poll parked on B in ${median(latencies).toFixed(1)} ms (median of ${REPEAT}; ${latencies.map((l) => l.toFixed(0)).join(', ')} ms)`,
    );
  } finally {
    await appB.close();
    await appA.close();
    await b.close();
    await a.close();
  }
}

async function send(app: FastifyInstance, chatId: number, token: string) {
  const boundary = `bench${randomBytes(6).toString('hex')}`;
  const res = await app.inject({
    method: 'POST',
    url: `/api/chats/${chatId}/send-message`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nHello B\r\n--${boundary}--\r\n`,
  });
  if (res.statusCode !== 201) throw new Error(`send-message answered ${res.statusCode}: ${res.body}`);
}

async function main() {
  console.log(
    `bench:chat on ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}; ${POLLS} polls`,
  );
  if (!(globalThis as { gc?: unknown }).gc)
    console.log('(run with node --expose-gc for a settled heap figure)');
  const pglite = await openDatabase({ dataDir: undefined });
  try {
    await pglite.migrate();
    await parkedPolls('pglite', pglite);
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `marquee_bench_chat_${randomBytes(4).toString('hex')}`;
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  } catch (err) {
    console.log(`PostgreSQL skipped (${serverUrl} unreachable: ${(err as Error).message})`);
    return;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
      await parkedPolls('postgres', database);
    } finally {
      await database.close();
    }
    await twoServers(url.toString());
  } finally {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
