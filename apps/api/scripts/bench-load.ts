/**
 * `npm run bench:load` (issue 26, a benchmark, not a test): a mixed workload over loopback HTTP against real server
 * processes — directory searches and pages, supplier profiles, sign-ins, requests created (with matching),
 * proposals, chat messages and chat long polls — at rising concurrency, on PGlite (one instance) and on PostgreSQL
 * with one and with two instances. Per step: throughput, p50/p99 latency (long polls apart), 4xx, 503 (with
 * Retry-After) and errors (other 5xx, connection errors, timeouts, a server that died). Also the ratio of
 * GET /api/suppliers throughput to the same SQL through the driver alone (goal ≥ 0.6).
 *
 * Environment: BENCH_LOAD_SECONDS (60 a step), BENCH_LOAD_CONNECTIONS (8,32,128,512), BENCH_LOAD_TARGETS
 * (pglite,postgres,postgres-2), BENCH_LOAD_SUPPLIERS (20000), DATABASE_URL (the PostgreSQL server; a temporary
 * database is made and dropped).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { multipartForm } from '../test/multipart';
import { startInstance, type Instance } from '../test/scale/instances';
import { body as requestBody } from '../src/modules/requests/requests.test-helpers';
import { markdownTable, reportFailures, withPostgres } from './bench-lib';
import { driverSearchesPerSecond, searchUrl, seedLoad, type LoadData } from './bench-load-data';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const STEPS = (process.env.BENCH_LOAD_CONNECTIONS ?? '8,32,128,512').split(',').map(Number);
const TARGETS = (process.env.BENCH_LOAD_TARGETS ?? 'pglite,postgres,postgres-2').split(',');
const SUPPLIERS = Number(process.env.BENCH_LOAD_SUPPLIERS ?? 20_000);
const RATIO_CONNECTIONS = 32;
const RATIO_SECONDS = Math.min(10, SECONDS);
const POLL_SECONDS = 5;
const TIMEOUT_MS = 30_000;

type Op = 'search' | 'page' | 'profile' | 'login' | 'request' | 'proposal' | 'chat' | 'poll';
const MIX: Array<[Op, number]> = [
  ['search', 20],
  ['page', 10],
  ['profile', 20],
  ['login', 5],
  ['request', 5],
  ['proposal', 5],
  ['chat', 15],
  ['poll', 20],
];
const WEIGHT = MIX.reduce((s, [, w]) => s + w, 0);
const pick = (): Op => {
  let r = Math.random() * WEIGHT;
  for (const [op, w] of MIX) if ((r -= w) < 0) return op;
  return 'search';
};

interface Answer {
  status: number;
  retryAfter?: string;
  body: string;
}

/** A client over keep-alive connections, at most `connections` per instance. */
function client(urls: string[], connections: number) {
  // An idle connection is dropped after 4 s, before the server's 5 s keep-alive (KEEP_ALIVE_TIMEOUT_SECONDS) closes
  // it: a request sent on a connection the server is closing fails with ECONNRESET (seen with two instances, whose
  // pools hold more idle connections).
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 4_000 });
  let next = 0;
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(path, urls[next++ % urls.length]);
      const req = request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: text }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

interface Step {
  connections: number;
  done: number;
  polls: number;
  latencies: number[];
  client4xx: number;
  /** 4xx answers by operation and status, e.g. `proposal 422`, with the first body of each. */
  client4xxBy: Map<string, { count: number; body: string }>;
  busy503: number;
  errors: Map<string, number>;
  /** The body of the first 5xx not a 503. */
  sample?: string;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number) : 0;
};

/** One step: `connections` loops each sending the mix, one request at a time, for SECONDS. */
async function step(urls: string[], data: LoadData, chats: Chat[], connections: number, only?: Op) {
  const http = client(urls, connections);
  const result: Step = {
    connections,
    done: 0,
    polls: 0,
    latencies: [],
    client4xx: 0,
    client4xxBy: new Map(),
    busy503: 0,
    errors: new Map(),
  };
  const error = (what: string) => result.errors.set(what, (result.errors.get(what) ?? 0) + 1);
  const json = { 'content-type': 'application/json' };
  const auth = (u: { token: string }) => ({ authorization: `Bearer ${u.token}` });
  const end = Date.now() + (only ? RATIO_SECONDS : SECONDS) * 1000;
  let n = 0;
  const one = async (op: Op): Promise<Answer> => {
    const i = n++;
    const organiser = data.organisers[i % data.organisers.length]!;
    const chat = chats[i % chats.length]!;
    switch (op) {
      case 'search':
        return http.send('GET', searchUrl(data, i));
      case 'page':
        return http.send('GET', `/api/suppliers?service_id=${data.serviceId}&page=${1 + (i % 20)}`);
      case 'profile':
        return http.send('GET', `/api/suppliers/${data.supplierIds[i % data.supplierIds.length]}`);
      case 'login':
        return http.send(
          'POST',
          '/api/auth/login',
          json,
          JSON.stringify({ email: organiser.email, password: organiser.password }),
        );
      case 'request':
        return http.send(
          'POST',
          '/api/organiser/service-requests',
          { ...json, ...auth(organiser) },
          JSON.stringify(requestBody(data.serviceId)),
        );
      case 'proposal': {
        const p = data.proposals.pop();
        if (!p)
          return http.send(
            'POST',
            '/api/supplier/service-request-quotes/check',
            { ...json, ...auth(data.suppliers[0]!) },
            '{}',
          );
        return http.send(
          'POST',
          '/api/supplier/service-request-quotes',
          { ...json, ...auth(data.suppliers[p.supplier]!) },
          JSON.stringify({ service_request_id: p.requestId, message: 'We can do it', price: '900' }),
        );
      }
      case 'chat': {
        const form = multipartForm([['text', `Load ${i}`]]);
        const sent = await http.send(
          'POST',
          `/api/chats/${chat.id}/send-message`,
          { ...auth(chat.organiser), ...form.headers },
          form.payload,
        );
        if (sent.status === 201) chat.last = Math.max(chat.last, JSON.parse(sent.body).message.id as number);
        return sent;
      }
      case 'poll':
        return http.send(
          'GET',
          `/api/chats/${chat.id}/messages?longpolling=1&last_message_id=${chat.last}`,
          auth(chat.supplier),
        );
    }
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const op = only ?? pick();
        const started = performance.now();
        try {
          const answer = await one(op);
          if (answer.status >= 500) {
            if (answer.status === 503 && answer.retryAfter) result.busy503++;
            else {
              error(`${op} ${answer.status}`);
              if (!result.sample) result.sample = answer.body.slice(0, 300);
            }
          } else if (answer.status >= 400) {
            result.client4xx++;
            const key = `${op} ${answer.status}`;
            const seen = result.client4xxBy.get(key);
            if (seen) seen.count++;
            else result.client4xxBy.set(key, { count: 1, body: answer.body.slice(0, 160) });
          } else if (op === 'poll') result.polls++;
          else {
            result.done++;
            result.latencies.push(performance.now() - started);
          }
        } catch (err) {
          error(`${op} ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
        }
      }
    }),
  );
  http.close();
  return result;
}

interface Chat {
  id: number;
  last: number;
  organiser: LoadData['organisers'][number];
  supplier: LoadData['suppliers'][number];
}

/** Opens one chat per quote of the data, through the app. */
async function openChats(url: string, data: LoadData): Promise<Chat[]> {
  const http = client([url], 4);
  const chats: Chat[] = [];
  for (const [i, quoteId] of data.quoteIds.entries()) {
    const organiser = data.organisers[i]!;
    const supplier = data.suppliers[i]!;
    const opened = await http.send(
      'POST',
      '/api/chats',
      { 'content-type': 'application/json', authorization: `Bearer ${organiser.token}` },
      JSON.stringify({ service_request_quote_id: quoteId, receiver_id: supplier.id }),
    );
    if (opened.status >= 300) throw new Error(`chat not opened: ${opened.status} ${opened.body}`);
    chats.push({ id: JSON.parse(opened.body).data.id as number, last: 0, organiser, supplier });
  }
  http.close();
  return chats;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function target(name: string, failures: string[]) {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'marquee-load-'));
    dirs.push(d);
    return d;
  };
  const count = name === 'postgres-2' ? 2 : 1;
  let database: Database;
  let env: Record<string, string | undefined>;
  let drop = async () => {};
  if (name === 'pglite') {
    const dataDir = dir();
    database = await openDatabase({ dataDir });
    // The instance inherits this process's environment: a DATABASE_URL there (naming the server of the PostgreSQL
    // targets) would send it to PostgreSQL instead of this data directory.
    env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
  } else {
    const pg = await withPostgres('marquee_load');
    if (!pg) return;
    database = pg.database;
    env = { DATABASE_URL: pg.url };
    drop = pg.drop;
  }
  const instances: Instance[] = [];
  try {
    process.stdout.write(`\n## ${name}: seeding ${SUPPLIERS.toLocaleString('en-GB')} suppliers… `);
    const data = await seedLoad(database, SUPPLIERS);
    const driver = await driverSearchesPerSecond(database, data, RATIO_CONNECTIONS, RATIO_SECONDS);
    console.log(`done; driver alone: ${driver.toFixed(0)} searches/s at ${RATIO_CONNECTIONS} concurrent`);
    if (name === 'pglite') await database.close(); // the instance takes DATA_DIR's lock
    const common = {
      ...env,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_IP: '100000000',
      AUTH_FAILED_LOGINS_PER_IP: '100000000',
      CHAT_LONG_POLL_SECONDS: String(POLL_SECONDS),
      // Several instances need Stripe (the offline card sandbox refuses a second); it is not called here.
      ...(count > 1 ? { STRIPE_SECRET_KEY: 'sk_test_load', STRIPE_PUBLISHABLE_KEY: 'pk_test_load' } : {}),
      ...(count > 1 ? { STRIPE_WEBHOOK_SECRET: 'whsec_load' } : {}),
    };
    const started = Array.from({ length: count }, () =>
      startInstance({ ...common, ...(name === 'pglite' ? {} : { DATA_DIR: dir() }) }),
    );
    instances.push(...started.map((s) => s.instance));
    const urls = (await Promise.all(started.map((s) => s.ready))).map((i) => i.url);
    let died = false;
    for (const i of instances) void i.exited.then(() => (died = true));
    const chats = await openChats(urls[0]!, data);

    const ratio = await step(urls, data, chats, RATIO_CONNECTIONS, 'search');
    const http = ratio.done / RATIO_SECONDS;
    console.log(
      `GET /api/suppliers alone: ${http.toFixed(0)}/s over HTTP vs ${driver.toFixed(0)}/s through the driver: ratio ${(http / driver).toFixed(2)} (goal ≥ 0.6)`,
    );
    const rows: string[][] = [];
    for (const connections of STEPS) {
      const s = await step(urls, data, chats, connections);
      const errors = [...s.errors].map(([k, v]) => `${k}×${v}`).join(' ') || '0';
      rows.push([
        String(connections),
        (s.done / SECONDS).toFixed(0),
        percentile(s.latencies, 50).toFixed(0),
        percentile(s.latencies, 99).toFixed(0),
        String(s.polls),
        String(s.client4xx),
        String(s.busy503),
        errors,
        load(),
      ]);
      if (s.errors.size > 0)
        failures.push(`${name} at ${connections}: ${errors} (first: ${s.sample ?? '-'})`);
      if (died) failures.push(`${name} at ${connections}: a server process died`);
      console.log(`  ${connections} connections done (load ${load()})`);
      for (const [key, { count, body }] of s.client4xxBy) console.log(`    4xx: ${key} ×${count}: ${body}`);
    }
    console.log(
      markdownTable(
        ['connections', 'req/s', 'p50 ms', 'p99 ms', 'polls', '4xx', '503+Retry-After', 'errors', 'load avg'],
        rows,
      ),
    );
  } finally {
    // The first errors the servers logged, if any (a 5xx carries its request_id).
    const logged = instances.flatMap((i) =>
      i
        .output()
        .split('\n')
        .filter((l) => l.includes('"level":50')),
    );
    for (const line of logged.slice(0, 3)) console.log(`server error: ${line.slice(0, 1500)}`);
    await Promise.all(instances.map((i) => i.stop()));
    if (name !== 'pglite') await drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `bench:load — ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${load()}; ${SECONDS} s a step at ${STEPS.join(', ')} connections`,
  );
  const failures: string[] = [];
  for (const name of TARGETS) await target(name, failures);
  reportFailures(failures, 'No 5xx other than 503 with Retry-After, no connection error, no server died.');
}

await main();
