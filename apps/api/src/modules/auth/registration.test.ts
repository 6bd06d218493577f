import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errors, validation } from '@marquee/contracts/messages';
import { limits } from '@marquee/contracts/limits';
import { useTestApp } from '../../../test/harness';
import { createOrganiser, lastEmailTo, linkParams, registrationPayload } from '../../../test/factories';
import { users } from '../../db/schema/users';

describe('POST /api/auth/organizer/registration', () => {
  const t = useTestApp();
  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/organizer/registration', payload: payload as object });

  it('creates the organiser, answers 201 with a session and e-mails a confirmation link', async () => {
    const payload = registrationPayload({ email: '  Olivia@Example.TEST ' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      name: 'Olivia Organiser',
      email: 'olivia@example.test',
      phone: '+447400123456',
      company_name: 'Events Ltd',
      position_in_company: 'Head of events',
      primary_function: 'event_organiser',
      role: 2,
      email_verified: false,
      receive_news_and_marketing: true,
      receive_updates_and_info: false,
      profile: null,
    });
    // No password field, hash or the password itself (the policies' `change_password` answer is no secret).
    expect(JSON.stringify(body)).not.toMatch(/"password(_hash)?"|scrypt/i);
    expect(JSON.stringify(body)).not.toContain(payload.password);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);

    // Queued with the sign-up; the dev outbox has it once the mail.send job has run.
    expect(await t.app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    const email = await lastEmailTo(t.db, 'olivia@example.test');
    expect(email.template).toBe('email_confirmation');
    expect(email.status).toBe('outbox');
    expect(email.userId).toBe(body.user.id);
    const link = linkParams(email.links[0] ?? '');
    expect(link).toMatchObject({ path: '/login-token', email: 'olivia@example.test', to: 'dashboard' });
    expect(email.links[0]).toMatch(/^http:\/\/localhost:3000\/login-token\?/);
    expect(email.html).toContain(link.token);
    expect(email.text).toContain(email.links[0]);
  });

  it('accepts the payload without the optional fields', async () => {
    const { primary_function: _p, receive_news_and_marketing: _r, ...payload } = registrationPayload();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ primary_function: null, receive_news_and_marketing: false });
  });

  it('refuses an e-mail already registered with the spec text', async () => {
    const existing = await createOrganiser(t.db);
    const res = await register(registrationPayload({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: errors.emailAlreadyRegistered,
      errors: { email: [errors.emailAlreadyRegistered] },
    });
  });

  it('gives every field its spec text when the payload is empty', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [validation.nameRequired],
      email: [validation.emailValid],
      password: [validation.passwordMin],
      confirmPassword: [validation.passwordIncorrect],
      phone: [validation.phoneRequired],
      company_name: [validation.companyNameRequired],
      position_in_company: [validation.positionRequired],
    });
  });

  it('checks each rule of spec 5 "Organiser sign-up"', async () => {
    const res = await register(
      registrationPayload({
        name: '   ',
        email: 'not-an-email',
        password: 'abcd',
        confirmPassword: 'abcdx',
        phone: '0740',
        company_name: '',
        position_in_company: ' ',
        primary_function: 'astronaut',
      }),
    );
    expect(res.statusCode).toBe(422);
    const e = res.json().errors;
    expect(e.name).toEqual([validation.nameRequired]);
    expect(e.email).toEqual([validation.emailValid]);
    expect(e.password).toEqual([validation.passwordMin]);
    expect(e.confirmPassword).toContain(validation.passwordIncorrect);
    expect(e.phone).toEqual([validation.phoneRequired]);
    expect(e.company_name).toEqual([validation.companyNameRequired]);
    expect(e.position_in_company).toEqual([validation.positionRequired]);
    expect(e.primary_function).toBeDefined();
  });

  it('lets the request-a-quote contact step leave the company out, and only that step (spec 5)', async () => {
    const fromQuote = await register(
      registrationPayload({ email: 'quote-guest@example.com', company_name: ' ', source: 'request_quote' }),
    );
    expect(fromQuote.statusCode, fromQuote.body).toBe(201);
    expect(fromQuote.json().user.company_name ?? null).toBeNull();
    const signUp = await register(
      registrationPayload({ email: 'plain-guest@example.com', company_name: ' ', source: 'sign_up' }),
    );
    expect(signUp.statusCode).toBe(422);
    expect(signUp.json().errors.company_name).toEqual([validation.companyNameRequired]);
    const unknown = await register(
      registrationPayload({ email: 'odd-guest@example.com', source: 'elsewhere' }),
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const res = await register(registrationPayload({ confirmPassword: 'secret2' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ confirmPassword: [validation.passwordIncorrect] });
  });

  it('refuses a phone number that is not valid for GB', async () => {
    const res = await register(registrationPayload({ phone: '12345678' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone: [validation.phoneInvalid] });
  });

  it('normalises international phone numbers to E.164', async () => {
    const res = await register(registrationPayload({ phone: '+1 (415) 555-2671' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('+14155552671');
  });

  it('answers 422, not a database error, for over-long strings', async () => {
    const long = 'x'.repeat(limits.shortTextMax + 1);
    const res = await register(registrationPayload({ name: long, company_name: long, password: long }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: [validation.tooLong],
      company_name: [validation.tooLong],
      password: [validation.tooLong],
    });
  });

  it('answers 422 for wrong types', async () => {
    const res = await register(
      registrationPayload({ name: 42, receive_updates_and_info: 'yes', email: ['a'] }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'receive_updates_and_info']);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/organizer/registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: errors.malformedBody });
  });

  it('answers 422 in one sentence for no body, or a body that is not an object', async () => {
    const sent: Array<{ payload?: string; headers?: Record<string, string> }> = [
      {},
      { payload: 'null', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: '"a"', headers: { 'content-type': 'application/json' } },
      { payload: '42', headers: { 'content-type': 'application/json' } },
    ];
    for (const request of sent) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/organizer/registration', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(422);
      expect(res.json(), JSON.stringify(request)).toEqual({
        message: errors.bodyNotObject,
        errors: { body: [errors.bodyNotObject] },
      });
    }
  });

  it('stores the password hashed with scrypt', async () => {
    const payload = registrationPayload();
    await register(payload);
    const [row] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(payload.password);
  });
});

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('lists the account routes with their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/auth/organizer/registration',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/forgot',
      '/api/auth/reset',
      '/api/auth/login-token',
      '/api/auth/change-password',
      '/api/auth/me',
      '/api/users',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const registration = doc.paths['/api/auth/organizer/registration'].post;
    expect(Object.keys(registration.requestBody.content['application/json'].schema.properties)).toContain(
      'phone',
    );
    expect(registration.responses['201']).toBeDefined();
  });
});
