import { describe, expect, it } from 'vitest';
import { errors, validation } from '@marquee/contracts/messages';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import { useTestApp } from '../../../test/harness';
import { createService, createSupplier, offerServices, PASSWORD } from '../../../test/factories';

let sequence = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    email: `sam-${sequence}-${Date.now()}@example.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
    name: 'Sam Supplier',
    phone: '07400 123456',
    company_name: 'Sound & Light Ltd',
    position_in_company: 'Director',
    website: 'https://soundlight.example',
    display_email: '',
    ...overrides,
  };
};

describe('supplier registration and onboarding progress', () => {
  const t = useTestApp();
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('creates a supplier from the account and contact steps, signs them in and resumes at services', async () => {
    const body = registration();
    const res = await post('/api/auth/registration', body);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session.access_token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({
      role: 1,
      name: 'Sam Supplier',
      phone: '+447400123456',
      website: 'https://soundlight.example',
      display_email: null,
      profile: { status: 0 },
    });
    expect(session.onboarding).toEqual({ step: 'services', submitted_at: null });

    // Leaves, signs in later (allowed while still in the wizard) and resumes at the same step.
    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    const resume = await get('/api/supplier/onboarding', login.json().access_token);
    expect(resume.statusCode).toBe(200);
    expect(resume.json()).toMatchObject({
      onboarding: { step: 'services' },
      user: { company_name: 'Sound & Light Ltd', position_in_company: 'Director' },
      profile: { services: [], location: null },
    });
  });

  it('takes services and area with the registration and resumes at the profile', async () => {
    const a = await createService(t.db);
    const b = await createService(t.db);
    const res = await post(
      '/api/auth/registration',
      registration({
        services: [a.id, b.id, a.id],
        location: 'Leeds',
        nearby: 50,
        latitude: 53.8,
        longitude: -1.55,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().onboarding.step).toBe('profile');
    const profile = (await get('/api/supplier/onboarding', res.json().access_token)).json().profile;
    expect(profile).toMatchObject({ location: 'Leeds', nearby: 50, latitude: 53.8, longitude: -1.55 });
    expect(profile.services.map((s: { service: { id: number } }) => s.service.id)).toEqual([a.id, b.id]);
  });

  it('answers 422 with the spec texts for a bad registration', async () => {
    const taken = await createSupplier(t.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: taken.email }, 'email', errors.emailAlreadyRegistered],
      [{ phone: '0740' }, 'phone', validation.phoneValid],
      [{ phone: '01234 000000000' }, 'phone', validation.phoneInvalid],
      [{ name: '' }, 'name', validation.nameSurnameRequired],
      [{ website: '' }, 'website', validation.websiteRequired],
      [{ display_email: 'not-an-email' }, 'display_email', validation.displayEmailValid],
      [{ confirmPassword: 'other1' }, 'confirmPassword', validation.passwordIncorrect],
      [{ location: 'Leeds' }, 'services', validation.newProductRequired],
      [{ services: [999999], location: 'Leeds', nearby: 25 }, 'services', onboardingTexts.unknownService],
      [{ services: [1], location: 'Leeds', nearby: 30 }, 'nearby', validation.radiusRequired],
    ];
    for (const [overrides, field, text] of cases) {
      const res = await post('/api/auth/registration', registration(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], field).toContain(text);
    }
    // Nothing was created by the refused services (the transaction rolled back the account too).
    const email = registration().email;
    await post(
      '/api/auth/registration',
      registration({ email, services: [999999], location: 'L', nearby: 25 }),
    );
    const check = await t.app.inject({ method: 'GET', url: `/api/users?filters[email]=${email}` });
    expect(check.json().user).toBeNull();
  });

  it('saves contacts and services & location, keeping the matching copy in step', async () => {
    const session = (await post('/api/auth/registration', registration())).json();
    const token = session.access_token as string;
    const contacts = await post(
      '/api/supplier/contacts',
      {
        name: 'Sam S',
        phone: '07400 654321',
        company_name: 'SL',
        position_in_company: 'Owner',
        website: 'sl.example',
        display_email: 'hello@sl.example',
      },
      token,
    );
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().user).toMatchObject({ name: 'Sam S', display_email: 'hello@sl.example' });

    const bad = await post('/api/supplier/user-services', { services: [], nearby: 7 }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      services: [validation.newProductRequired],
      location: [validation.locationRequired],
      nearby: [validation.radiusRequired],
    });

    const services = await Promise.all([1, 2, 3, 4].map(() => createService(t.db)));
    // The free plan allows 3 services.
    const tooMany = await post(
      '/api/supplier/user-services',
      {
        services: services.map((s) => s.id),
        location: 'York',
        nearby: 25,
        latitude: 53.96,
        longitude: -1.08,
      },
      token,
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.services).toEqual([onboardingTexts.tooManyServices(3)]);

    const ok = await post(
      '/api/supplier/user-services',
      {
        services: [services[0]!.id, services[1]!.id],
        location: 'York',
        nearby: 25,
        latitude: 53.96,
        longitude: -1.08,
      },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile.services).toHaveLength(2);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/supplier/user-services/update',
      payload: { services: [services[2]!.id], location: 'Nationwide', nearby: 999 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().profile).toMatchObject({
      nearby: 999,
      latitude: null,
      services: [{ service: { id: services[2]!.id } }],
    });
    const state = (await get('/api/supplier/onboarding', token)).json().onboarding;
    expect(state.step).toBe('profile');
  });

  it('leaves the display e-mail optional in the contact step and requires it past registration (spec 5)', async () => {
    const contacts = (display_email?: string | null) => ({
      name: 'Sam S',
      phone: '07400 654321',
      company_name: 'SL',
      position_in_company: 'Owner',
      website: 'sl.example',
      ...(display_email === undefined ? {} : { display_email }),
    });
    // In the wizard (registered, not submitted): blank or left out, it is stored as none.
    const token = (await post('/api/auth/registration', registration())).json().access_token as string;
    for (const blank of ['', null, undefined]) {
      const res = await post('/api/supplier/contacts', contacts(blank), token);
      expect(res.statusCode, String(blank)).toBe(200);
      expect(res.json().user.display_email).toBeNull();
    }

    // An approved supplier's contacts are the settings form: 'Display email is a required field', nothing saved.
    const approved = await createSupplier(t.db, { user: { displayEmail: 'hello@before.example' } });
    for (const blank of ['', null, undefined]) {
      const res = await post('/api/supplier/contacts', contacts(blank), approved.token);
      expect(res.statusCode, String(blank)).toBe(422);
      expect(res.json().errors).toEqual({ display_email: [validation.displayEmailRequired] });
    }
    const me = await get('/api/auth/me', approved.token);
    expect(me.json().user).toMatchObject({
      display_email: 'hello@before.example',
      name: expect.not.stringMatching('Sam S'),
    });
    const saved = await post('/api/supplier/contacts', contacts('new@sl.example'), approved.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.display_email).toBe('new@sl.example');
    // The settings' own route keeps the same rule: the display e-mail cannot be cleared.
    const cleared = await post('/api/auth/me', { display_email: '' }, approved.token);
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().errors).toEqual({ display_email: [validation.displayEmailRequired] });
  });

  it('refuses Save & Finish until the profile is complete, then blocks sign-in with the spec text', async () => {
    const body = registration();
    const token = (await post('/api/auth/registration', body)).json().access_token as string;
    const early = await post('/api/supplier/onboarding/submit', {}, token);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toMatchObject({
      services: [validation.newProductRequired],
      cover: [validation.backgroundImageRequired],
    });
    expect((await post('/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(
      200,
    );
  });

  it('keeps suppliers out of the directory and matching until approved', async () => {
    const service = await createService(t.db);
    const waiting = await createSupplier(t.db, {
      profileStatus: 0,
      profile: { location: 'Leeds', latitude: 53.8, longitude: -1.55, nearby: 50 },
    });
    const approved = await createSupplier(t.db, {
      profile: { location: 'Leeds', latitude: 53.8, longitude: -1.55, nearby: 50 },
    });
    await offerServices(t.db, waiting.id, [service.id]);
    await offerServices(t.db, approved.id, [service.id]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/suppliers?service_id=${service.id}&latitude=53.8&longitude=-1.55`,
    });
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([approved.id]);
    const count = await t.app.inject({
      method: 'GET',
      url: `/api/counters/suppliers?service_id=${service.id}&latitude=53.8&longitude=-1.55`,
    });
    expect(count.json().count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/suppliers/${waiting.id}` })).statusCode).toBe(404);
    // A submitted supplier under review may not sign in (spec 4).
    const login = await post('/api/auth/login', { email: waiting.email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(errors.supplierUnderReview);
  });
});
