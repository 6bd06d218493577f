import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { errors } from '@marquee/contracts/messages';
import { createOrganiser, PASSWORD } from '../../../test/factories';

describe('GET /api/users?filters[email]=', () => {
  const t = useTestApp();

  it('answers only that the e-mail is registered, without the account id', async () => {
    const existing = await createOrganiser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?filters[email]=${encodeURIComponent(existing.email.toUpperCase())}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { email: existing.email } });
  });

  it('answers 429 with Retry-After after 20 look-ups a minute from one address, on its own budget', async () => {
    const remoteAddress = '203.0.113.60';
    const check = (i: number) =>
      t.app.inject({ method: 'GET', url: `/api/users?filters[email]=n${i}@example.com`, remoteAddress });
    for (let i = 0; i < 20; i += 1) expect((await check(i)).statusCode, String(i)).toBe(200);
    const blocked = await check(20);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: errors.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address still asks; the sign-in budget of this one is untouched.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/users?filters[email]=n0@example.com',
      remoteAddress: '203.0.113.61',
    });
    expect(elsewhere.statusCode).toBe(200);
    const user = await createOrganiser(t.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: user.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers user null when it is not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users?filters[email]=nobody@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers 422 without a valid e-mail filter', async () => {
    for (const url of ['/api/users', '/api/users?filters[email]=nope', '/api/users?filters=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
    }
  });
});
