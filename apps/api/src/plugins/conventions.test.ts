import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

describe('API conventions', () => {
  const t = useTestApp();

  it('answers health with 200 when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404 of their own code', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/service'],
      ['DELETE', '/api/services/1'],
      ['POST', '/api/auth/logn'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.', code: 'route_not_found' });
    }
  });

  it('keeps not_found for an unknown object of a known route, so a client tells the two apart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('API conventions for bad requests', () => {
  const t = useTestApp();

  it('answers malformed JSON with a 400 in the error shape, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body could not be read.' });
  });

  it('answers a path with a bad percent-encoding with a 400 in the error shape, without echoing it', async () => {
    for (const url of [
      '/api/services/%E0%A4%A',
      '/api/services/by-slug/%ED%A0%80-<script>',
      '/api/suppliers/%',
      '/api/nope/%zz',
      '/directory/%C0%AFsecret',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: 'The request address could not be read.',
        code: 'bad_url',
      });
      expect(res.body, url).not.toContain('%');
      expect(res.body, url).not.toContain('script');
    }
  });

  it('answers an over-long path parameter with a 414 in the error shape, without echoing it', async () => {
    const url = `/api/services/${'7'.repeat(200)}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The request address could not be read.', code: 'bad_url' });
  });

  it('answers a body over the limit with 413 and the spec text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Request entity too large' });
  });

  it('answers wrong types with 422 and field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: [] },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(typeof body.message).toBe('string');
  });

  it('treats an unknown token on a public route as a guest', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('hides the internals of a 5xx and gives a request id', async () => {
    // A route that throws unexpectedly, registered on a throwaway child of the real app.
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: t.config, database: { ...t.app.database, close: async () => {} } });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals');
    });
    await app.ready();
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toEqual({ message: 'Something went wrong.', request_id: expect.any(String) });
    await app.close();
  });
});
