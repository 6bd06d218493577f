import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errors, validation } from '@marquee/contracts/messages';
import { limits } from '@marquee/contracts/limits';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, PASSWORD } from '../../../test/factories';
import { accessTokens, loginAttempts, userTokens, users } from '../../db/schema/users';
import { outgoingEmails } from '../../db/schema/mail';
import { supplierProfiles } from '../../db/schema/suppliers';
import { deleteAccount } from '../users/users.service';

describe('the signed-in account: me, change-password, delete', () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  it('GET auth/me answers the user without secrets', async () => {
    const user = await createOrganiser(t.db);
    const res = await call('GET', '/api/auth/me', user.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 2,
      email_verified: true,
      profile: null,
    });
    expect(Object.keys(body.user)).not.toContain('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it("presents the users policy's answers for the account holder: only an organiser may delete their own", async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    const admin = await createAdmin(t.db);
    const own = { read: true, update: true, change_password: true };
    expect((await call('GET', '/api/auth/me', organiser.auth)).json().user.policies).toEqual({
      ...own,
      delete: true,
    });
    expect((await call('GET', '/api/auth/me', supplier.auth)).json().user.policies).toEqual({
      ...own,
      delete: false,
    });
    const signIn = await call('POST', '/api/auth/login', {}, { email: admin.email, password: PASSWORD });
    expect(signIn.json().user.policies).toEqual({ ...own, delete: false });
  });

  it('POST auth/me updates the organiser contact fields and normalises the phone', async () => {
    const user = await createOrganiser(t.db);
    const res = await call('POST', '/api/auth/me', user.auth, {
      name: '  Jane Planner ',
      phone: '020 7946 0000',
      company_name: 'New Co',
      position_in_company: 'Director',
      primary_function: 'agency',
      receive_updates_and_info: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Jane Planner',
      phone: '+442079460000',
      company_name: 'New Co',
      position_in_company: 'Director',
      primary_function: 'agency',
      receive_updates_and_info: true,
    });
    // Fields not sent stay as they were; the e-mail cannot change here.
    const again = await call('POST', '/api/auth/me', user.auth, { email: 'other@example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ email: user.email, name: 'Jane Planner' });
  });

  it('POST auth/me gives the contact form texts', async () => {
    const user = await createOrganiser(t.db);
    const res = await call('POST', '/api/auth/me', user.auth, {
      name: '',
      phone: '123',
      company_name: ' ',
      position_in_company: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [validation.nameSurnameRequired],
      phone: [validation.phoneRequired],
      company_name: [validation.companyNameRequired],
      position_in_company: [validation.positionRequired],
    });
    const long = await call('POST', '/api/auth/me', user.auth, { name: 'x'.repeat(limits.shortTextMax + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: [validation.tooLong] });
  });

  it('POST auth/me lets suppliers set their public contact fields, not organisers', async () => {
    const supplier = await createSupplier(t.db);
    const res = await call('POST', '/api/auth/me', supplier.auth, {
      display_email: 'Hello@Supplier.TEST',
      website: 'https://supplier.test',
      account_name: 'Supplier Ltd',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      display_email: 'hello@supplier.test',
      website: 'https://supplier.test',
      account_name: 'Supplier Ltd',
    });
    const bad = await call('POST', '/api/auth/me', supplier.auth, { display_email: 'nope', website: '' });
    expect(bad.json().errors).toEqual({
      display_email: [validation.displayEmailValid],
      website: [validation.websiteRequired],
    });

    const organiser = await createOrganiser(t.db);
    const refused = await call('POST', '/api/auth/me', organiser.auth, { website: 'https://x.test' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ website: [validation.supplierOnlyField] });
  });

  it('change-password answers a new token and revokes every other one', async () => {
    const user = await createOrganiser(t.db);
    const second = (
      await call('POST', '/api/auth/login', {}, { email: user.email, password: PASSWORD })
    ).json().access_token;
    const res = await call('POST', '/api/auth/change-password', user.auth, {
      password_old: PASSWORD,
      password: 'changed-pass',
      confirmPassword: 'changed-pass',
    });
    expect(res.statusCode).toBe(200);
    const { access_token } = res.json();
    expect(Object.keys(res.json())).toEqual(['access_token']);
    expect((await call('GET', '/api/auth/me', { authorization: `Bearer ${access_token}` })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me', user.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', { authorization: `Bearer ${second}` })).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', {}, { email: user.email, password: 'changed-pass' });
    expect(login.statusCode).toBe(200);
  });

  it('change-password refuses a wrong current password on password_old', async () => {
    const user = await createOrganiser(t.db);
    const res = await call('POST', '/api/auth/change-password', user.auth, {
      password_old: 'not-it',
      password: 'changed-pass',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: errors.invalidPassword,
      errors: { password_old: [errors.invalidPassword] },
    });
    expect((await call('GET', '/api/auth/me', user.auth)).statusCode).toBe(200);
  });

  it('change-password validates with the spec texts', async () => {
    const user = await createOrganiser(t.db);
    const res = await call('POST', '/api/auth/change-password', user.auth, {
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password_old: [validation.currentPasswordRequired],
      password: [validation.passwordMin],
      confirmPassword: [validation.passwordMin, validation.passwordIncorrect],
    });
  });

  it('DELETE auth/me removes the organiser, their tokens and their data', async () => {
    const user = await createOrganiser(t.db);
    await call('POST', '/api/auth/forgot', {}, { email: user.email });
    await call('POST', '/api/auth/login', {}, { email: user.email, password: 'wrong' });
    const keep = await createOrganiser(t.db);

    const res = await call('DELETE', '/api/auth/me', user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, user.email))).toHaveLength(0);
    expect((await call('GET', '/api/auth/me', user.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', keep.auth)).statusCode).toBe(200);
    // The address is free again.
    const check = await t.app.inject({ method: 'GET', url: `/api/users?filters[email]=${user.email}` });
    expect(check.json()).toEqual({ user: null });
  });

  it('DELETE auth/me is for organisers only (spec 6); suppliers and administrators get 403', async () => {
    for (const user of [await createSupplier(t.db), await createAdmin(t.db)]) {
      const res = await call('DELETE', '/api/auth/me', user.auth);
      expect(res.statusCode).toBe(403);
    }
  });

  it("deleting a supplier account (the administrators' way) takes its profile and tokens with it", async () => {
    const supplier = await createSupplier(t.db);
    expect(
      await t.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, supplier.id)),
    ).toHaveLength(1);
    await deleteAccount(t.db, supplier.id);
    expect(
      await t.db.select().from(supplierProfiles).where(eq(supplierProfiles.userId, supplier.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.userId, supplier.id))).toHaveLength(
      0,
    );
  });
});
