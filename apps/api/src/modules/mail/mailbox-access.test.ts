import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { ConfigError } from '../../config/env';
import { openTestDatabase, testConfig } from '../../../test/harness';
import { devMailboxEnabled } from './mailbox.routes';

/*
 * Who may read the dev mailbox (issue 9, defect 2): only when DEV_MAILBOX=1, never in production, and only
 * from the machine itself as the socket says, whatever X-Forwarded-For claims under TRUST_PROXY.
 */
describe('the dev mailbox', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string>) => {
    const app = await buildApp({ config: testConfig(env), database });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it('is not served unless DEV_MAILBOX is on', async () => {
    const app = await appWith({ DEV_MAILBOX: '0' });
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/outbox']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('cannot be turned on in production', () => {
    expect(() => testConfig({ NODE_ENV: 'production', DEV_MAILBOX: '1' })).toThrow(ConfigError);
    expect(() => testConfig({ NODE_ENV: 'production', DEV_MAILBOX: '1' })).toThrow(/DEV_MAILBOX/);
    expect(devMailboxEnabled({ NODE_ENV: 'production', DEV_MAILBOX: true, SMTP_URL: undefined })).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'development', DEV_MAILBOX: true, SMTP_URL: 'smtp://x' })).toBe(
      false,
    );
  });

  it('answers the machine itself, and no one else whatever X-Forwarded-For says', async () => {
    const app = await appWith({ DEV_MAILBOX: '1', TRUST_PROXY: '1' });
    for (const url of ['/dev/mailbox', '/api/dev/outbox']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const forged = await app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode, url).toBe(404);
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(404);
    }
  });

  it('is left out of the API documentation', async () => {
    const app = await appWith({ DEV_MAILBOX: '1' });
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).not.toContain('/api/dev/outbox');
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
  });
});

describe('TRUST_PROXY', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ TRUST_PROXY: '10.0.0.1', AUTH_RATE_LIMIT_PER_IP: '3' }),
      database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('takes a hop count or proxy addresses, never "every hop"', () => {
    expect(testConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(testConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(testConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.1/99', 'proxy.example.com']) {
      expect(() => testConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('lets only the trusted proxy name the client, so rotating X-Forwarded-For does not beat the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `nobody-${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);

    // Through the trusted proxy, the client it names is the one counted.
    const proxied = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.77' },
      payload: { email: 'someone@example.com' },
    });
    expect(proxied.statusCode).not.toBe(429);
  });
});
