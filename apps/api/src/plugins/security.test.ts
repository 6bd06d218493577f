import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/harness';
import { securityPlugin } from './security';
import { DEFERRED_LOADER_CSP } from '../lib/deferred-scripts';

describe('Strict-Transport-Security', () => {
  // 10.0.0.1 is the proxy in front: only it may say the client came over HTTPS.
  const t = useTestApp({ TRUST_PROXY: '10.0.0.1' });

  it('is not sent on plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The other security headers still are.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('is not sent when anyone else claims HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

/** The Content-Security-Policy the app sends with this configuration, by directive. */
async function csp(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const app = Fastify();
  // The rate limits count in memory on an embedded database; no statement is sent for this page.
  app.decorate('database', { kind: 'pglite' } as FastifyInstance['database']);
  await app.register(securityPlugin, { config: testConfig(overrides) });
  app.get('/page', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/page' });
  await app.close();
  const entries = String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name, ...sources]) => [name, sources.join(' ')]);
  return Object.fromEntries(entries) as Record<string, string>;
}

describe('Content-Security-Policy', () => {
  it('allows only the app itself with the sandbox card form', async () => {
    const policy = await csp();
    // The one inline script allowed is the loader of a server-rendered page's code, by its hash.
    expect(policy['script-src']).toBe(`'self' ${DEFERRED_LOADER_CSP}`);
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['frame-src']).toBeUndefined();
  });

  it("lets Stripe.js, its card frames and Stripe's API in when Stripe takes the cards", async () => {
    const policy = await csp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(policy['script-src']).toBe(`'self' ${DEFERRED_LOADER_CSP} https://js.stripe.com`);
    expect(policy['frame-src']).toBe('https://js.stripe.com https://hooks.stripe.com');
    expect(policy['connect-src']).toBe("'self' https://api.stripe.com");
    expect(policy['frame-ancestors']).toBe("'none'");
  });
});
