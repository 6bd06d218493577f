import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestApp, useTestDatabase } from '../../../test/harness';
import { createStorage } from '../storage/storage.service';

describe('liveness and readiness', () => {
  const t = useTestApp();

  it('answers liveness with 200 and no dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with 200 and each check when the database, storage and queue answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database_kind: t.app.database.kind,
      checks: { database: 'ok', storage: 'ok', jobs: 'ok' },
    });
  });

  it('declares both public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(paths['/api/health'].get.security).toBeUndefined();
    expect(paths['/api/ready'].get.security).toBeUndefined();
  });
});

describe('readiness with the file storage down', () => {
  const data = useTestDatabase();
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const down = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    app = await buildApp({
      config: testConfig(),
      database: data.database,
      storage: createStorage({
        put: down,
        get: down,
        delete: down,
        list: down,
        url: (key) => `/files/${key}`,
      }),
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers 503 in the one error shape with Retry-After and the failing check', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'not_ready',
      checks: { database: 'ok', storage: 'down', jobs: 'ok' },
    });
    // Liveness does not depend on it.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
