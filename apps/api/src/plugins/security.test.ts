import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

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
