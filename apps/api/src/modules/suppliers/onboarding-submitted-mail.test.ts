import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { createService, lastEmailTo, PASSWORD } from '../../../test/factories';
import { png } from '../../../test/file-fixtures';
import { multipartForm } from '../../../test/multipart';

const dataDir = mkdtempSync(join(tmpdir(), 'marquee-application-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/* Save & Finish is acknowledged by e-mail (issue 21): the supplier is told the application arrived and what next. */
describe('the e-mail acknowledging an application', () => {
  const t = useTestApp({ DATA_DIR: dataDir });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A supplier registered through POST auth/registration with a complete profile, not yet submitted. */
  async function registeredSupplier(email: string) {
    const service = await createService(t.db);
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      payload: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        name: 'Sam Carter',
        phone: '07400 123456',
        company_name: 'Carter & Sons Marquees',
        position_in_company: 'Director',
        website: 'https://carter.example',
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
      ['summary', 'Marquees for weddings.'],
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
    return { id: user.id, token };
  }

  const submit = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/supplier/onboarding/submit', headers: bearer(token) });

  it('is sent after Save & Finish: received, live within 24 hours, how requests arrive; no sign-in link', async () => {
    const email = `apply-${Date.now()}@example.test`;
    const supplier = await registeredSupplier(email);
    await t.app.jobs.runQueued();
    await expect(lastEmailTo(t.db, email)).rejects.toThrow(/no e-mail/);

    const res = await submit(supplier.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    const mail = await lastEmailTo(t.db, email);
    expect(mail).toMatchObject({
      template: 'supplier_application_received',
      subject: 'We have received your application',
      status: 'outbox',
      userId: supplier.id,
    });
    expect(mail.text).toContain('Hello Sam Carter,');
    expect(mail.text).toContain('We have received the profile of Carter & Sons Marquees');
    expect(mail.text).toContain('within the next 24 hours');
    expect(mail.text).toContain('reaches you by e-mail and in your dashboard');
    // The company name is escaped in the HTML part.
    expect(mail.html).toContain('Carter &amp; Sons Marquees');
    // Nothing to sign in with: the account is held until approval.
    expect(mail.links).toEqual(['http://localhost:3000/suppliers']);
    expect(mail.text).not.toContain('/login-token');
  });

  it('is not sent again by a refused second Save & Finish', async () => {
    const email = `apply-twice-${Date.now()}@example.test`;
    const supplier = await registeredSupplier(email);
    expect((await submit(supplier.token)).statusCode).toBe(200);
    await t.app.jobs.runQueued();
    // The session ended with the submission, so a second try is refused before it reaches the service.
    expect((await submit(supplier.token)).statusCode).toBe(401);
    expect(await t.app.jobs.runQueued()).toEqual({ completed: 0, failed: 0 });
  });
});
