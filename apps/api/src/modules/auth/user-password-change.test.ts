import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { validation } from '@marquee/contracts/messages';
import { supportTexts } from '@marquee/contracts/admin-support';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, PASSWORD } from '../../../test/factories';
import { auditRows, bearer, viewAs } from '../../../test/view-as';
import { outgoingEmails } from '../../db/schema/mail';
import { accessTokens } from '../../db/schema/users';
import { issueAccessToken } from './access-tokens.repository';

/*
 * An administrator resets a user's password (spec 4 'Admin lists', 7.7 user-password-change; issue 22): the
 * password is set as given, every session of the user ends, the user is not notified, the audit log says so
 * without the password (docs/decisions/0071).
 */

const NEW_PASSWORD = 'Kq7-xw2Pz9mB';

describe('POST admin/auth/user-password-change', () => {
  const t = useTestApp();
  const change = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/user-password-change', headers: auth, payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it("sets the organiser's password, ends every session of theirs, tells them nothing and logs it", async () => {
    const admin = await createAdmin(t.db, { name: 'Ada Admin' });
    const organiser = await createOrganiser(t.db);
    const second = await issueAccessToken(t.db, organiser.id);
    const { access_token: viewing } = await viewAs(t.app, admin, organiser.id);
    const bystander = await createOrganiser(t.db);
    const mailsBefore = await t.db.select().from(outgoingEmails);

    const res = await change(admin.auth, { user_id: organiser.id, password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    for (const token of [organiser.token, second, viewing]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    const live = await t.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, organiser.id), isNull(accessTokens.revokedAt)));
    expect(live).toEqual([]);
    expect((await login(organiser.email, PASSWORD)).statusCode).toBe(422);
    expect((await login(organiser.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Only that account: the administrator and other users keep their sessions.
    for (const user of [admin, bystander]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
      expect(me.statusCode).toBe(200);
    }
    // Spec 4: the user is not notified.
    expect(await t.db.select().from(outgoingEmails)).toEqual(mailsBefore);

    const [row] = await auditRows(t.db, 'user.password_change');
    expect(row).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      targetType: 'user',
      targetId: organiser.id,
    });
    expect(JSON.stringify(row)).not.toContain(NEW_PASSWORD);
  });

  it("sets a supplier's password too", async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    expect((await change(admin.auth, { user_id: supplier.id, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(supplier.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short password with the spec 5 text, an unknown user, and an administrator', async () => {
    const admin = await createAdmin(t.db);
    const other = await createAdmin(t.db);
    const organiser = await createOrganiser(t.db);
    const short = await change(admin.auth, { user_id: organiser.id, password: 'abcd' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([validation.passwordMin]);
    const missing = await change(admin.auth, { user_id: organiser.id });
    expect(missing.json().errors.password).toEqual([validation.passwordMin]);
    expect((await change(admin.auth, { password: NEW_PASSWORD })).statusCode).toBe(422);
    expect((await change(admin.auth, { user_id: 999_999, password: NEW_PASSWORD })).statusCode).toBe(404);
    for (const target of [other, admin]) {
      const res = await change(admin.auth, { user_id: target.id, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(supportTexts.administratorTarget);
    }
    // Nothing changed: the organiser's session and password are as they were; nothing was logged.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: organiser.auth });
    expect(me.statusCode).toBe(200);
    expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
    expect(await auditRows(t.db, 'user.password_change')).toEqual([]);
  });

  it('is for administrators only', async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    const payload = { user_id: supplier.id, password: NEW_PASSWORD };
    expect((await change({}, payload)).statusCode).toBe(401);
    expect((await change(organiser.auth, payload)).statusCode).toBe(403);
    expect((await change(supplier.auth, { ...payload, user_id: organiser.id })).statusCode).toBe(403);
  });
});
