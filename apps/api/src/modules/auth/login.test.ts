import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import { errors, validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, PASSWORD } from '../../../test/factories';

describe('POST /api/auth/login and logout', () => {
  const t = useTestApp();
  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('answers user and access_token for each role', async () => {
    for (const user of [await createOrganiser(t.db), await createSupplier(t.db), await createAdmin(t.db)]) {
      const res = await login({ email: user.email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ id: user.id, email: user.email });
      expect((await me(body.access_token)).statusCode).toBe(200);
    }
  });

  it('shows a supplier their profile status', async () => {
    const supplier = await createSupplier(t.db);
    const res = await login({ email: supplier.email, password: PASSWORD });
    expect(res.json().user).toMatchObject({ role: 1, profile: { status: ProfileStatus.approved } });
  });

  it('answers 422 with the spec text for a wrong password or an unknown e-mail', async () => {
    const user = await createOrganiser(t.db);
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: PASSWORD },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: errors.loginFailed,
        errors: { email: [errors.loginFailed] },
      });
    }
  });

  it('validates the form with the spec texts', async () => {
    const res = await login({ email: 'nope', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: [validation.emailValid],
      password: [validation.passwordIncorrect],
    });
  });

  it('blocks suppliers under review or rejected with the spec messages, after the password check', async () => {
    const review = await createSupplier(t.db, { profileStatus: ProfileStatus.underReview });
    const rejected = await createSupplier(t.db, { profileStatus: ProfileStatus.rejected });

    const a = await login({ email: review.email, password: PASSWORD });
    expect(a.statusCode).toBe(403);
    expect(a.json()).toMatchObject({ message: errors.supplierUnderReview, code: 'supplier_under_review' });

    const b = await login({ email: rejected.email, password: PASSWORD });
    expect(b.statusCode).toBe(403);
    expect(b.json()).toMatchObject({ message: errors.supplierRejected, code: 'supplier_rejected' });

    // A wrong password tells nothing about the status.
    const c = await login({ email: review.email, password: 'wrong-password' });
    expect(c.statusCode).toBe(422);
    expect(c.json().message).toBe(errors.loginFailed);
  });

  it('logout revokes the token it was called with, and only that one', async () => {
    const user = await createOrganiser(t.db);
    const other = (await login({ email: user.email, password: PASSWORD })).json().access_token;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('throttles an account after 10 failed logins, even with the right password', async () => {
    const user = await createOrganiser(t.db);
    for (let i = 0; i < t.config.AUTH_FAILED_LOGINS_PER_ACCOUNT; i += 1) {
      expect((await login({ email: user.email, password: `wrong-${i}` })).statusCode).toBe(422);
    }
    const blocked = await login({ email: user.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: errors.tooManyRequests });
    // Another account from the same address is not affected.
    const other = await createOrganiser(t.db);
    expect((await login({ email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await createOrganiser(t.db);
    for (let i = 0; i < t.config.AUTH_FAILED_LOGINS_PER_ACCOUNT - 1; i += 1) {
      await login({ email: user.email, password: `wrong-${i}` });
    }
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < t.config.AUTH_FAILED_LOGINS_PER_ACCOUNT - 1; i += 1) {
      await login({ email: user.email, password: `wrong-${i}` });
    }
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('per-IP rate limit on the sign-in routes', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });

  it('answers 429 once an address has used up its requests', async () => {
    const user = await createOrganiser(t.db);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: errors.tooManyRequests });

    // Another address still gets in.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits registration, forgot, reset and login-token too', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/auth/organizer/registration', payload: {} },
      { method: 'POST' as const, url: '/api/auth/registration', payload: {} },
      { method: 'POST' as const, url: '/api/auth/forgot', payload: {} },
      { method: 'POST' as const, url: '/api/auth/reset', payload: {} },
      { method: 'POST' as const, url: '/api/auth/login-token', payload: {} },
    ];
    for (const [i, c] of cases.entries()) {
      const remoteAddress = `198.51.100.${i + 1}`;
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await t.app.inject({ ...c, remoteAddress })).statusCode);
      expect(statuses.slice(0, 3), c.url).not.toContain(429);
      expect(statuses[3], c.url).toBe(429);
    }
  });

  it('is one budget per address across sign-in, sign-up, forgot and reset (issue 19, point 7)', async () => {
    const user = await createOrganiser(t.db);
    const remoteAddress = '198.51.100.20';
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, remoteAddress, payload });
    // Budget 3: two forgot calls leave one sign-in.
    expect((await call('/api/auth/forgot', { email: user.email })).statusCode).toBe(200);
    expect((await call('/api/auth/forgot', { email: 'nobody@example.com' })).statusCode).toBe(422);
    expect((await call('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const blocked = await call('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: errors.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Every other route of the budget is spent too, sign-ups and reset included.
    for (const url of ['/api/auth/reset', '/api/auth/organizer/registration', '/api/auth/registration']) {
      const res = await call(url, {});
      expect(res.statusCode, url).toBe(429);
      expect(res.headers['retry-after'], url).toBeDefined();
    }

    // Another address has its own budget: sign-up, reset and forgot spend it before a sign-in.
    const other = '198.51.100.21';
    for (const url of ['/api/auth/organizer/registration', '/api/auth/reset', '/api/auth/forgot']) {
      const res = await t.app.inject({ method: 'POST', url, remoteAddress: other, payload: {} });
      expect(res.statusCode, url).toBe(422);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: other,
      payload: { email: user.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
  });
});
