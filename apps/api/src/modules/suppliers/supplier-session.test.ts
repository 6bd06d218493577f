import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { errors } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createService, createSupplier, PASSWORD } from '../../../test/factories';
import { png } from '../../../test/file-fixtures';
import { multipartForm } from '../../../test/multipart';
import { accessTokens } from '../../db/schema/users';
import { issueAccessToken } from '../auth/access-tokens.repository';
import type { RegisteredRoute } from '../../plugins/access';

/*
 * A supplier whose profile was submitted (Save & Finish) or rejected is held back (spec 4,
 * docs/decisions/0045): Save & Finish and dismissal end every session of the account (401 afterwards, as for
 * any revoked token), and a token that is still live for such an account, however it was issued, gets the
 * spec 4 403 on every supplier route but reading one's onboarding state (under review only) and logging out.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-supplier-session-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONBOARDING = 'GET /api/supplier/onboarding';
const LOGOUT = 'POST /api/auth/logout';

/** Every route a supplier account may call (its own role or any signed-in user), once; logout last. */
function supplierRoutes(routes: RegisteredRoute[]) {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
    .filter((r) => {
      const access = r.options.config?.access;
      return access === 'signed-in' || (Array.isArray(access) && access.includes('supplier'));
    })
    .sort((a, b) => Number(`${a.method} ${a.url}` === LOGOUT) - Number(`${b.method} ${b.url}` === LOGOUT));
}

const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]\w*/g, '999999').replace(/\*/g, 'x');

describe('sessions of a supplier held back for review or rejected', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Each supplier route called with `token`: `METHOD url` → status and message. */
  async function callEach(token: string) {
    const answers = new Map<string, { status: number; message: unknown }>();
    const routes = supplierRoutes(t.app.registeredRoutes);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: bearer(token),
        ...(WRITE_METHODS.has(route.method) ? { payload: {} } : {}),
      });
      answers.set(`${route.method} ${route.url}`, {
        status: res.statusCode,
        message: res.headers['content-type']?.toString().includes('json') ? res.json().message : undefined,
      });
    }
    return answers;
  }

  /** The answers that differ from `want`, except those of the routes in `others` (checked apart). */
  const unlike = (
    answers: Map<string, { status: number; message: unknown }>,
    want: { status: number; message?: string },
    others: string[] = [],
  ) =>
    [...answers]
      .filter(([key]) => !others.includes(key))
      .filter(
        ([, got]) =>
          got.status !== want.status || (want.message !== undefined && got.message !== want.message),
      )
      .map(([key, got]) => `${key}: ${got.status} ${String(got.message)}`);

  /** A supplier registered through POST auth/registration, with a complete profile, not yet submitted. */
  async function registeredSupplier() {
    const service = await createService(t.db);
    const email = `held-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      payload: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        name: 'Sam Supplier',
        phone: '07400 123456',
        company_name: 'Held Tents Ltd',
        position_in_company: 'Director',
        website: 'https://held.example',
        services: [service.id],
        location: 'Leeds, England',
        latitude: 53.8,
        longitude: -1.55,
        nearby: 50,
      },
    });
    expect(registration.statusCode, registration.body).toBe(201);
    const { access_token: token, user } = registration.json() as {
      access_token: string;
      user: { id: number };
    };
    const form = multipartForm([
      ['summary', 'Tents for village fetes.'],
      ['response_template', 'Thanks, we will be in touch.'],
      ['cover', { filename: 'cover.png', data: await png(120, 80), type: 'image/png' }],
    ]);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // Still in the wizard: signing in again is allowed (decision 0033), so the account has a second session.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { id: user.id, token, otherToken: login.json().access_token as string };
  }

  const submit = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/supplier/onboarding/submit', headers: bearer(token) });

  const liveTokensOf = async (userId: number) =>
    (
      await t.db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    ).length;

  it('Save & Finish ends the registration session and every other one: 401 on each supplier route', async () => {
    const supplier = await registeredSupplier();
    const res = await submit(supplier.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().onboarding.step).toBe('submitted');
    expect(await liveTokensOf(supplier.id)).toBe(0);
    for (const token of [supplier.token, supplier.otherToken]) {
      expect(unlike(await callEach(token), { status: 401 })).toEqual([]);
    }
  });

  it('a live token of a submitted supplier gets the under-review 403 everywhere but its onboarding state and logout', async () => {
    const supplier = await registeredSupplier();
    expect((await submit(supplier.token)).statusCode).toBe(200);
    // However a token comes to exist for the account (a session from before this rule, any future way of
    // issuing one), the account's status decides.
    const token = await issueAccessToken(t.db, supplier.id);
    const answers = await callEach(token);
    expect(
      unlike(answers, { status: 403, message: errors.supplierUnderReview }, [ONBOARDING, LOGOUT]),
    ).toEqual([]);
    expect(answers.get(ONBOARDING)?.status).toBe(200);
    expect(answers.get(LOGOUT)?.status).toBe(200);
    expect(await liveTokensOf(supplier.id)).toBe(0);
  });

  it('dismissal revokes every session of the account with the status change: 401 on each supplier route', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db, {
      profileStatus: 0,
      profile: { location: 'Leeds', latitude: 53.8, longitude: -1.55, nearby: 50, submittedAt: new Date() },
    });
    const second = await issueAccessToken(t.db, supplier.id);
    const bystander = await createSupplier(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplier.id}/dismiss`,
      headers: admin.auth,
      payload: { message: 'Your profile does not show any events you have supplied; please add examples.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await liveTokensOf(supplier.id)).toBe(0);
    for (const token of [supplier.token, second]) {
      expect(unlike(await callEach(token), { status: 401 })).toEqual([]);
    }
    // Only that account's sessions end.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bystander.auth });
    expect(me.statusCode).toBe(200);
  });

  it('the registration token after Save & Finish and dismissal stays refused', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await registeredSupplier();
    expect((await submit(supplier.token)).statusCode).toBe(200);
    const dismiss = await t.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplier.id}/dismiss`,
      headers: admin.auth,
      payload: { message: 'Your profile does not show any events you have supplied; please add examples.' },
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect(unlike(await callEach(supplier.token), { status: 401 })).toEqual([]);
  });

  it('a live token of a rejected supplier gets the rejected 403 everywhere but logout, and is a guest on public routes', async () => {
    const supplier = await createSupplier(t.db, { profileStatus: 2 });
    const answers = await callEach(await issueAccessToken(t.db, supplier.id));
    expect(unlike(answers, { status: 403, message: errors.supplierRejected }, [LOGOUT])).toEqual([]);
    expect(answers.get(LOGOUT)?.status).toBe(200);
    const token = await issueAccessToken(t.db, supplier.id);
    const directory = await t.app.inject({ method: 'GET', url: '/api/suppliers', headers: bearer(token) });
    expect(directory.statusCode).toBe(200);
  });

  it('lets a supplier still in the wizard use the supplier routes', async () => {
    const supplier = await registeredSupplier();
    const answers = await callEach(supplier.otherToken);
    const refused = [...answers].filter(
      ([, got]) => got.message === errors.supplierUnderReview || got.message === errors.supplierRejected,
    );
    expect(refused).toEqual([]);
    expect(answers.get(ONBOARDING)?.status).toBe(200);
  });
});
