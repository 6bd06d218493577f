import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import { errors, validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createSupplier,
  lastEmailTo,
  linkParams,
  PASSWORD,
  registrationPayload,
} from '../../../test/factories';
import { userTokens } from '../../db/schema/users';
import { outgoingEmails } from '../../db/schema/mail';
import { createLoginLink } from './login-links';

describe('forgot, reset, login-token and e-mail confirmation', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  async function resetLink(email: string) {
    const res = await post('/api/auth/forgot', { email });
    expect(res.statusCode).toBe(200);
    const mail = await lastEmailTo(t.db, email);
    expect(mail.template).toBe('password_reset');
    return linkParams(mail.links[0] ?? '');
  }

  it('forgot answers result true and e-mails a reset link to /password-reset', async () => {
    const user = await createOrganiser(t.db);
    const res = await post('/api/auth/forgot', { email: user.email.toUpperCase() });
    expect(res.json()).toEqual({ result: true });
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/password-reset\?email=/);
    expect(linkParams(mail.links[0] ?? '')).toMatchObject({ path: '/password-reset', email: user.email });
  });

  it('forgot answers the spec text for an unknown e-mail, and validates', async () => {
    const res = await post('/api/auth/forgot', { email: 'nobody@example.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: errors.emailDoesNotExist,
      errors: { email: [errors.emailDoesNotExist] },
    });
    expect((await post('/api/auth/forgot', {})).json().errors).toEqual({ email: [validation.emailRequired] });
    expect((await post('/api/auth/forgot', { email: '' })).json().errors).toEqual({
      email: [validation.emailRequired],
    });
    expect((await post('/api/auth/forgot', { email: 'x@' })).json().errors).toEqual({
      email: [validation.emailValid],
    });
  });

  it('reset sets the password, signs in, revokes other sessions and works once', async () => {
    const user = await createOrganiser(t.db);
    const link = await resetLink(user.email);
    const res = await post('/api/auth/reset', {
      email: link.email,
      token: link.token,
      password: 'brand-new',
      confirmPassword: 'brand-new',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);

    expect((await post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(422);
    expect((await post('/api/auth/login', { email: user.email, password: 'brand-new' })).statusCode).toBe(
      200,
    );

    const again = await post('/api/auth/reset', {
      email: link.email,
      token: link.token,
      password: 'other-one',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: errors.recoveryInvalid,
      errors: { token: [errors.recoveryInvalid] },
    });
  });

  it('reset refuses an expired token, a wrong token, another user and a mismatched confirmation', async () => {
    const user = await createOrganiser(t.db);
    const other = await createOrganiser(t.db);
    const link = await resetLink(user.email);

    const mismatch = await post('/api/auth/reset', {
      ...link,
      password: 'brand-new',
      confirmPassword: 'brand-old',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ confirmPassword: [validation.passwordIncorrect] });

    for (const payload of [
      { email: user.email, token: 'wrong', password: 'brand-new' },
      { email: other.email, token: link.token, password: 'brand-new' },
      { email: 'nobody@example.test', token: link.token, password: 'brand-new' },
    ]) {
      const res = await post('/api/auth/reset', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(errors.recoveryInvalid);
    }

    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/api/auth/reset', {
      email: user.email,
      token: link.token,
      password: 'brand-new',
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(errors.recoveryInvalid);
  });

  it('only the newest reset link works', async () => {
    const user = await createOrganiser(t.db);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    const old = await post('/api/auth/reset', {
      email: user.email,
      token: first.token,
      password: 'brand-new',
    });
    expect(old.statusCode).toBe(422);
    const fresh = await post('/api/auth/reset', {
      email: user.email,
      token: second.token,
      password: 'brand-new',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('throttles reset e-mails per account', async () => {
    const user = await createOrganiser(t.db);
    for (let i = 0; i < t.config.AUTH_RESETS_PER_ACCOUNT; i += 1) {
      expect((await post('/api/auth/forgot', { email: user.email })).statusCode).toBe(200);
    }
    const res = await post('/api/auth/forgot', { email: user.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(errors.tooManyRequests);
  });

  it('the confirmation link signs in once, confirms the e-mail and keeps the session', async () => {
    const payload = registrationPayload();
    const reg = await post('/api/auth/organizer/registration', payload);
    expect(reg.json().user.email_verified).toBe(false);
    const link = linkParams((await lastEmailTo(t.db, payload.email)).links[0] ?? '');

    const res = await post('/api/auth/login-token', { email: link.email, token: link.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: payload.email, email_verified: true });
    expect((await me(res.json().access_token)).statusCode).toBe(200);
    // Registration's own session is still valid.
    expect((await me(reg.json().access_token)).json().user.email_verified).toBe(true);

    const again = await post('/api/auth/login-token', { email: link.email, token: link.token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: errors.linkInvalid,
      errors: { token: [errors.linkInvalid] },
    });
  });

  it('login links from later features sign in once and expire', async () => {
    const user = await createOrganiser(t.db);
    const url = await createLoginLink(t.app, user, { to: 'rfq', id: 42 });
    expect(url).toMatch(/^http:\/\/localhost:3000\/login-token\?email=.+&token=.+&to=rfq&id=42$/);
    const link = linkParams(url);
    const res = await post('/api/auth/login-token', { email: user.email, token: link.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect((await post('/api/auth/login-token', { email: user.email, token: link.token })).statusCode).toBe(
      422,
    );

    const expiring = linkParams(await createLoginLink(t.app, user, { to: 'dashboard' }));
    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await post('/api/auth/login-token', { email: user.email, token: expiring.token })).statusCode,
    ).toBe(422);
  });

  it('a reset token is not a login link, and a login link is not a reset token', async () => {
    const user = await createOrganiser(t.db);
    const reset = await resetLink(user.email);
    expect((await post('/api/auth/login-token', { email: user.email, token: reset.token })).statusCode).toBe(
      422,
    );
    const login = linkParams(await createLoginLink(t.app, user, { to: 'dashboard' }));
    const res = await post('/api/auth/reset', {
      email: user.email,
      token: login.token,
      password: 'brand-new',
    });
    expect(res.statusCode).toBe(422);
  });

  it('login-token keeps blocked suppliers out with the spec message', async () => {
    const supplier = await createSupplier(t.db, { profileStatus: ProfileStatus.underReview });
    const link = linkParams(await createLoginLink(t.app, supplier, { to: 'dashboard' }));
    const res = await post('/api/auth/login-token', { email: supplier.email, token: link.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(errors.supplierUnderReview);
  });

  it('login-token validates its payload', async () => {
    const res = await post('/api/auth/login-token', { email: 'x', token: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [validation.emailValid], token: [validation.required] });
  });

  it('resend-confirmation e-mails a new link until confirmed, then sends nothing', async () => {
    const user = await createOrganiser(t.db, { verified: false });
    const res = await post('/api/auth/resend-confirmation', {}, user.auth);
    expect(res.statusCode).toBe(200);
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail.template).toBe('email_confirmation');
    const link = linkParams(mail.links[0] ?? '');
    expect((await post('/api/auth/login-token', link)).json().user.email_verified).toBe(true);

    const before = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, user.email));
    expect((await post('/api/auth/resend-confirmation', {}, user.auth)).statusCode).toBe(200);
    const after = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, user.email));
    expect(after).toHaveLength(before.length);
  });

  it('resend-confirmation is throttled per account', async () => {
    const user = await createOrganiser(t.db, { verified: false });
    for (let i = 0; i < t.config.AUTH_RESETS_PER_ACCOUNT; i += 1) {
      expect((await post('/api/auth/resend-confirmation', {}, user.auth)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/resend-confirmation', {}, user.auth)).statusCode).toBe(429);
  });
});
