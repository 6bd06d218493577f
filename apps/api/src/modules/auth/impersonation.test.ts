import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errors } from '@marquee/contracts/messages';
import { supportTexts } from '@marquee/contracts/admin-support';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createNotify,
  createOrganiser,
  createRequest,
  createSupplier,
} from '../../../test/factories';
import { auditRows, bearer, concreteUrl, everyRoute, isRead, viewAs } from '../../../test/view-as';
import { serviceRequestNotifies } from '../../db/schema/requests';
import { accessTokens } from '../../db/schema/users';
import { hashToken } from '../../lib/secrets';

/*
 * "View Dashboard As" (spec 4 Impersonation, 7.7 login-as; issue 22; docs/decisions/0071): an administrator gets
 * a session of a supplier or organiser that lives at most an hour, reads what the user reads and changes nothing.
 */

const LOGOUT = 'POST /api/auth/logout';
const HOUR_MS = 60 * 60 * 1000;

describe('POST admin/auth/login-as', () => {
  const t = useTestApp();

  it('answers a session of the user, marked with the administrator, that ends within the hour', async () => {
    const admin = await createAdmin(t.db);
    const organiser = await createOrganiser(t.db, { name: 'Olu Organiser' });
    const before = Date.now();
    const { access_token: token, expires_at: expiresAt } = await viewAs(t.app, admin, organiser.id);
    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ userId: organiser.id, impersonatorId: admin.id });
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + HOUR_MS);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(before + HOUR_MS - 60_000);
    expect(new Date(expiresAt).getTime()).toBe(row!.expiresAt.getTime());
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: organiser.id, name: 'Olu Organiser' });
    // The administrator's own session is untouched.
    const own = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth });
    expect(own.json().user.id).toBe(admin.id);
  });

  it('is refused once the hour is over', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const { access_token: token } = await viewAs(t.app, admin, supplier.id);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses another administrator, an unknown user, a held supplier and a bad body', async () => {
    const admin = await createAdmin(t.db);
    const other = await createAdmin(t.db);
    const underReview = await createSupplier(t.db, {
      profileStatus: 0,
      profile: { onboardingStep: 'submitted' },
    });
    const rejected = await createSupplier(t.db, { profileStatus: 2 });
    const call = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/login-as', headers: admin.auth, payload });
    const toAdmin = await call({ user_id: other.id });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().message).toBe(supportTexts.administratorTarget);
    expect((await call({ user_id: admin.id })).statusCode).toBe(403);
    expect((await call({ user_id: 999_999 })).statusCode).toBe(404);
    expect((await call({ user_id: underReview.id })).json()).toMatchObject({
      message: errors.supplierUnderReview,
    });
    expect((await call({ user_id: rejected.id })).json()).toMatchObject({
      message: errors.supplierRejected,
    });
    expect((await call({})).statusCode).toBe(422);
    expect((await call({ user_id: 'abc' })).statusCode).toBe(422);
    // Nothing was started, so nothing was logged.
    expect(await auditRows(t.db, 'user.login_as')).toEqual([]);
    const held = await t.db.select().from(accessTokens).where(eq(accessTokens.impersonatorId, admin.id));
    expect(held).toEqual([]);
  });

  it('writes the start and the end in the audit log, with the administrator as the actor', async () => {
    const admin = await createAdmin(t.db, { name: 'Ada Admin' });
    const supplier = await createSupplier(t.db, { name: 'Sam Supplier' });
    const { access_token: token } = await viewAs(t.app, admin, supplier.id);
    const [start] = await auditRows(t.db, 'user.login_as');
    expect(start).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      targetType: 'user',
      targetId: supplier.id,
    });
    expect(JSON.stringify(start!.summary)).not.toContain(token);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode, out.body).toBe(200);
    const [end] = await auditRows(t.db, 'user.login_as_end');
    expect(end).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      targetType: 'user',
      targetId: supplier.id,
    });
    // The view is over; the administrator's session and the supplier's own are not.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    for (const user of [admin, supplier]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
      expect(res.statusCode).toBe(200);
    }
    // An ordinary logout writes nothing.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: supplier.auth });
    expect(await auditRows(t.db, 'user.login_as_end')).toHaveLength(1);
  });
});

describe('a view-only session changes nothing (one rule in plugins/access.ts)', () => {
  const t = useTestApp();

  /** Each route of the registry called once with `token`: `METHOD url` → status and message. */
  async function callEach(token: string, pick: (method: string) => boolean) {
    const answers = new Map<string, { status: number; message: unknown; access: unknown }>();
    for (const route of everyRoute(t.app.registeredRoutes)) {
      if (!pick(route.method) || `${route.method} ${route.url}` === LOGOUT) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: bearer(token),
        ...(isRead(route.method) ? {} : { payload: {} }),
      });
      answers.set(`${route.method} ${route.url}`, {
        status: res.statusCode,
        message: res.headers['content-type']?.toString().includes('json') ? res.json().message : undefined,
        access: route.options.config?.access,
      });
    }
    return answers;
  }

  for (const role of ['organiser', 'supplier'] as const) {
    it(`refuses every signed-in write as ${role === 'organiser' ? 'an' : 'a'} ${role} with 403 and the text, and public writes take it as a guest's`, async () => {
      const admin = await createAdmin(t.db);
      const user = role === 'organiser' ? await createOrganiser(t.db) : await createSupplier(t.db);
      const { access_token: token } = await viewAs(t.app, admin, user.id);
      const answers = await callEach(token, (method) => !isRead(method));
      expect(answers.size).toBeGreaterThan(40);
      const wrong = [...answers]
        .filter(([, got]) =>
          got.access === 'public'
            ? got.status >= 500 || got.message === errors.viewingAsAnotherUser
            : got.status !== 403 || got.message !== errors.viewingAsAnotherUser,
        )
        .map(([key, got]) => `${key}: ${got.status} ${String(got.message)}`);
      expect(wrong).toEqual([]);
      // Named in the issue: every admin route, the account, cards and subscriptions, messages, proposals…
      for (const key of [
        'POST /api/admin/auth/login-as',
        'POST /api/admin/auth/user-password-change',
        'POST /api/auth/change-password',
        'POST /api/auth/me',
        'DELETE /api/auth/me',
        'POST /api/chats/:id/send-message',
      ])
        expect(answers.get(key)?.message, key).toBe(errors.viewingAsAnotherUser);
      // The view is still on: nothing above ended it.
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.json().user.id).toBe(user.id);
    });

    it(`reads as the ${role}: no read is refused with the view-only text, admin reads stay refused`, async () => {
      const admin = await createAdmin(t.db);
      const user = role === 'organiser' ? await createOrganiser(t.db) : await createSupplier(t.db);
      const { access_token: token } = await viewAs(t.app, admin, user.id);
      const answers = await callEach(token, isRead);
      const wrong = [...answers]
        .filter(([, got]) => {
          if (got.status >= 500 || got.message === errors.viewingAsAnotherUser) return true;
          // Another role's routes (every admin route) refuse the user's role, as they would the user.
          const otherRole = Array.isArray(got.access) && !got.access.includes(role);
          return otherRole ? got.status !== 403 : got.status === 401 || got.status === 403;
        })
        .map(([key, got]) => `${key}: ${got.status} ${String(got.message)}`);
      expect(wrong).toEqual([]);
      const own =
        role === 'organiser' ? '/api/organiser/service-requests' : '/api/supplier/service-request-notifies';
      const list = await t.app.inject({ method: 'GET', url: own, headers: bearer(token) });
      expect(list.statusCode, list.body).toBe(200);
    });
  }

  it("leaves the user's NEW badges as they are: viewing is not the user reading", async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const notify = await createNotify(t.db, (await createRequest(t.db, organiser.id)).id, supplier.id);
    const { access_token: token } = await viewAs(t.app, admin, supplier.id);
    const url = '/api/supplier/service-request-notifies';
    const seenState = async () =>
      (
        await t.db
          .select({ seen: serviceRequestNotifies.seenState })
          .from(serviceRequestNotifies)
          .where(eq(serviceRequestNotifies.id, notify.id))
      )[0]?.seen;
    const viewed = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json().data.map((n: { id: number }) => n.id)).toEqual([notify.id]);
    expect(await seenState()).toBeNull();
    await t.app.inject({ method: 'GET', url, headers: supplier.auth });
    expect(await seenState()).not.toBeNull();
  });

  it('lets only logout through, and declares no other exemption', () => {
    const exempt = t.app.registeredRoutes
      .filter((r) => r.options.config?.whileViewing)
      .map((r) => `${r.method} ${r.url}`);
    expect(exempt).toEqual([LOGOUT]);
  });
});
