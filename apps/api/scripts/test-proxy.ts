/**
 * The reverse proxy of docs/deploy.md, run for real (issue 26): deploy/nginx.conf, with only its ports, certificate
 * paths and upstream addresses replaced, in front of two server processes on one fresh PostgreSQL database with
 * TRUST_PROXY=1. Checks over HTTPS (a self-signed certificate made here with openssl): the HTTP→HTTPS redirect,
 * TLS and HSTS, brotli/gzip of the HTML and the JS, /api/ready, the client address the app sees, a long poll longer
 * than nginx's default timeout, a 10 MB upload and a 20 MB form, traffic to both instances, and one instance killed.
 * `npm run test:proxy` (needs nginx and `npm run build` for the web app); exits 1 on any failure.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoot } from '../src/lib/paths';
import { createOrganiser, createQuote, createRequest, createSupplier } from '../test/factories';
import { multipartForm } from '../test/multipart';
import { startInstance, type Instance } from '../test/scale/instances';
import { reportFailures, withPostgres } from './bench-lib';

/** Longer than nginx's default proxy_read_timeout (60 s): the configuration's own timeout must carry it. */
const LONG_POLL_SECONDS = 62;
const MB = 1024 * 1024;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** deploy/nginx.conf with each of `replacements` made exactly once; anything else in it is used as written. */
export function renderConfig(text: string, replacements: Array<[string, string]>): string {
  for (const [from, to] of replacements) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/nginx.conf: expected "${from}" once, found it ${count} times`);
    text = text.replace(from, to);
  }
  return text;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request through the proxy, without decompressing, from a chosen loopback address. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const make = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = make(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        rejectUnauthorized: false,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (a: Answer) => JSON.parse(a.body.toString('utf8')) as Record<string, unknown>;
const requestLines = (i: Instance) =>
  i
    .output()
    .split('\n')
    .filter((l) => l.includes('"incoming request"'));

async function main() {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  const pgdb = await withPostgres('marquee_proxy');
  if (!pgdb) throw new Error('PostgreSQL is needed (DATABASE_URL or 127.0.0.1:5432)');
  const dir = mkdtempSync(join(tmpdir(), 'marquee-proxy-'));
  chmodSync(dir, 0o755); // nginx's workers (nobody) write request bodies under it
  const instances: Instance[] = [];
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=marquee.test'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    const env = {
      DATABASE_URL: pgdb.url,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      CHAT_LONG_POLL_SECONDS: String(LONG_POLL_SECONDS),
      REQUEST_TIMEOUT_SECONDS: String(LONG_POLL_SECONDS + 10),
      // Several instances need Stripe (the offline card sandbox refuses a second one); it is not called here.
      STRIPE_SECRET_KEY: 'sk_test_proxy',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_proxy',
      STRIPE_WEBHOOK_SECRET: 'whsec_proxy',
    };
    const dataDir = (n: string) => {
      mkdirSync(join(dir, n));
      return join(dir, n);
    };
    const first = startInstance({ ...env, DATA_DIR: dataDir('a') });
    const second = startInstance({ ...env, DATA_DIR: dataDir('b') });
    instances.push(first.instance, second.instance);
    const [a, b] = await Promise.all([first.ready, second.ready]);

    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = renderConfig(readFileSync(join(apiRoot(), '..', '..', 'deploy/nginx.conf'), 'utf8'), [
      ['server 127.0.0.1:3001', `server ${new URL(a.url).host}`],
      ['server 127.0.0.1:3002', `server ${new URL(b.url).host}`],
      ['listen 80;', `listen 127.0.0.1:${httpPort};`],
      ['listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`],
      ['/etc/letsencrypt/live/marquee.example.co.uk/fullchain.pem', join(dir, 'cert.pem')],
      ['/etc/letsencrypt/live/marquee.example.co.uk/privkey.pem', join(dir, 'key.pem')],
    ]);
    writeFileSync(join(dir, 'marquee.conf'), site);
    // The main file stands in for /etc/nginx/nginx.conf, which includes the site inside `http {}`.
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `${t}_temp_path ${join(dir, `${t}_temp`)};`)
      .join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')} warn;\n` +
        `events { worker_connections 1024; }\n` +
        `http { access_log off; ${temp} include ${join(dir, 'marquee.conf')}; }\n`,
    );
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const https = `https://127.0.0.1:${httpsPort}`;
    for (let i = 0; i < 100; i++) {
      const up = await send(`${https}/api/health`).catch(() => undefined);
      if (up) break;
      if (nginx.exitCode !== null)
        throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // Chats for the long polls and the upload: the long one has a chat of its own, which nothing else wakes.
    const db = pgdb.database.db;
    const auth = (u: { token: string }) => ({ authorization: `Bearer ${u.token}` });
    const openChat = async () => {
      const organiser = await createOrganiser(db);
      const supplier = await createSupplier(db);
      const quote = await createQuote(db, (await createRequest(db, organiser.id)).id, supplier.id);
      const opened = await send(`${https}/api/chats`, {
        method: 'POST',
        headers: { ...auth(organiser), 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ service_request_quote_id: quote.id, receiver_id: supplier.id })),
      });
      const id = (json(opened).data as { id: number }).id;
      const listed = json(await send(`${https}/api/chats/${id}/messages`, { headers: auth(organiser) }));
      const last = Math.max(0, ...(listed.data as { id: number }[]).map((m) => m.id));
      return {
        organiser,
        supplier,
        id,
        pollUrl: `${https}/api/chats/${id}/messages?longpolling=1&last_message_id=${last}`,
      };
    };
    const { organiser, supplier, id: chatId, pollUrl } = await openChat();
    const quiet = await openChat();
    const sendMessage = (parts: Parameters<typeof multipartForm>[0]) => {
      const form = multipartForm(parts);
      return send(`${https}/api/chats/${chatId}/send-message`, {
        method: 'POST',
        headers: { ...auth(organiser), ...form.headers },
        body: form.payload,
      });
    };
    // Parked for the whole long poll, longer than nginx's default 60 s, while the rest runs.
    const longStarted = Date.now();
    const long = send(quiet.pollUrl, { headers: auth(quiet.organiser) });

    const redirect = await send(`http://127.0.0.1:${httpPort}/api/health?x=1`);
    check(
      redirect.status === 301 &&
        String(redirect.headers.location).startsWith('https://') &&
        String(redirect.headers.location).endsWith('/api/health?x=1'),
      `HTTP answers 301 to the same path over HTTPS (${redirect.status} ${redirect.headers.location})`,
    );
    const ready = await send(`${https}/api/ready`);
    check(ready.status === 200 && json(ready).status === 'ok', `/api/ready passes through (${ready.status})`);
    check(
      String(ready.headers['strict-transport-security']).includes('max-age='),
      `HSTS over TLS: the app sees X-Forwarded-Proto https (${ready.headers['strict-transport-security']})`,
    );
    const html = await send(`${https}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    check(
      html.status === 200 && html.headers['content-encoding'] === 'br',
      `the HTML is brotli-compressed (${html.status} ${html.headers['content-encoding']})`,
    );
    // The entry script: in the head of a page the browser renders, in the loader of a server-rendered one (0083).
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(
      (await send(`${https}/`)).body.toString('utf8'),
    )?.[1];
    const js = await send(`${https}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    check(
      js.status === 200 && js.headers['content-encoding'] === 'gzip',
      `the JS (${script}) is gzip-compressed (${js.status} ${js.headers['content-encoding']})`,
    );

    // The address the app sees: the client's, given by nginx's X-Forwarded-For; a client's own header is not trusted.
    await send(`${https}/api/health`, { from: '127.0.0.2' });
    await send(`${https}/api/health`, { from: '127.0.0.3', headers: { 'x-forwarded-for': '203.0.113.66' } });
    const logged = async () => {
      for (let i = 0; i < 40 && !requestLines(a).concat(requestLines(b)).join().includes('127.0.0.3'); i++)
        await new Promise((r) => setTimeout(r, 50)); // the log lines are written a moment later
      return [...requestLines(a), ...requestLines(b)].join('\n');
    };
    const log = await logged();
    check(log.includes('"remoteAddress":"127.0.0.2"'), 'the app logs the client address 127.0.0.2');
    check(
      log.includes('"remoteAddress":"127.0.0.3"') && !log.includes('"remoteAddress":"203.0.113.66"'),
      "a client's own X-Forwarded-For is not believed (TRUST_PROXY=1)",
    );

    // A poll parked through the proxy is woken at once (not buffered).
    const parked = send(pollUrl, { headers: auth(supplier) });
    await new Promise((r) => setTimeout(r, 500));
    const sentAt = Date.now();
    const text = await sendMessage([['text', 'Through nginx']]);
    const woke = await parked;
    check(
      text.status === 201 && woke.status === 200 && woke.body.toString().includes('Through nginx'),
      `a parked long poll is woken through nginx in ${Date.now() - sentAt} ms`,
    );

    const file = Buffer.alloc(10 * MB, 'a');
    const upload = await sendMessage([['attachments', { filename: 'plan.txt', data: file }]]);
    check(upload.status === 201, `a 10 MB chat attachment passes (${upload.status})`);
    // The profile form may carry many 10 MB files: nginx leaves the size limits of each form to the app.
    const big = multipartForm([
      ['documents[]', { filename: 'a.txt', data: file }],
      ['documents[]', { filename: 'b.txt', data: file }],
    ]);
    const profile = await send(`${https}/api/profile`, {
      method: 'POST',
      headers: { ...auth(supplier), ...big.headers },
      body: big.payload,
    });
    check(
      String(profile.headers['content-type']).includes('application/json') && profile.status !== 413,
      `a 20 MB profile form reaches the app (${profile.status})`,
    );

    const counts = [requestLines(a).length, requestLines(b).length];
    check(counts[0]! > 2 && counts[1]! > 2, `both instances get traffic (${counts.join(' and ')} requests)`);

    // The long poll parked at the start: answered by the app after LONG_POLL_SECONDS, not cut by nginx.
    const longAnswer = await long;
    const waited = (Date.now() - longStarted) / 1000;
    check(
      longAnswer.status === 200 && waited >= LONG_POLL_SECONDS - 1,
      `a ${LONG_POLL_SECONDS} s long poll is answered by the app through nginx (${longAnswer.status} after ${waited.toFixed(1)} s)`,
    );

    // One instance killed: every request still succeeds on the other.
    const port = new URL(b.url).port;
    const pid = /pid=(\d+)/.exec(
      execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }),
    )?.[1];
    process.kill(Number(pid), 'SIGKILL');
    await b.exited;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await send(`${https}/api/suppliers?page=1`)).status);
      statuses.push(
        (
          await send(`${https}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ email: organiser.email, password: organiser.password })),
          })
        ).status,
      );
    }
    check(
      statuses.every((s) => s === 200),
      `B killed: 40 requests answered by A (${[...new Set(statuses)]})`,
    );
  } finally {
    nginx?.kill('SIGQUIT');
    await Promise.all(instances.map((i) => i.stop()));
    await pgdb.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  reportFailures(failures, 'The nginx configuration works as docs/deploy.md says.');
}

await main();
