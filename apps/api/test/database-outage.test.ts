import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createPostgresDatabase, testConfig } from './harness';

/**
 * A TCP proxy between the app and PostgreSQL (127.0.0.1:5432) that can cut every connection and refuse new ones
 * for a while, then let them through again: the database "goes away" without stopping the server other tests
 * share (issue 26).
 */
async function startProxy(target: URL) {
  const pairs = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    pairs.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      down = true;
      for (const s of pairs) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const serverUrl = process.env.DATABASE_URL;

// PGlite runs inside the process: it cannot become unreachable, so this runs on PostgreSQL only.
describe.skipIf(!serverUrl)('PostgreSQL unreachable while the app serves', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    created = await createPostgresDatabase(serverUrl!);
    const direct = await openDatabase({ databaseUrl: created.url });
    await direct.migrate();
    await direct.close();
    const url = new URL(created.url);
    proxy = await startProxy(new URL(created.url));
    url.host = `127.0.0.1:${proxy.port}`;
    const config = testConfig({ DATABASE_URL: url.toString() });
    database = await openDatabase({ databaseUrl: config.DATABASE_URL! });
    app = await buildApp({ config, database });
    await app.ready();
  });

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await created?.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers 503 in the one error shape within 5 s, reports not ready, and recovers by itself', async () => {
    const first = await get('/api/suppliers');
    expect(first.statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);

    proxy.cut();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/suppliers')));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(5000);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'service_unavailable',
      });
    }
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: 'down', jobs: 'down', storage: 'ok' });
    // Liveness stays up: the process is fine, only its database is away.
    expect((await get('/api/health')).statusCode).toBe(200);

    proxy.restore();
    const deadline = Date.now() + 10_000;
    while ((await get('/api/ready')).statusCode !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await get('/api/suppliers')).statusCode).toBe(200);
  }, 30_000);
});
