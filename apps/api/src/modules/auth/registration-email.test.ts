import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/harness';
import { createOrganiser, registrationPayload } from '../../../test/factories';
import { allowEmails, refuseEmails } from '../../../test/refuse-emails';

/**
 * An acknowledged write and its e-mail commit in one transaction (docs/decisions/0089): the e-mail row and its
 * mail.send job are there with every answered registration and reset, and a failure to record the e-mail undoes
 * the write and answers an error, never a 2xx. The failure is real: a trigger of the database refuses the row.
 */
describe('the e-mail of a write, in the write’s transaction', () => {
  const t = useTestApp();

  const refuseEmailsTo = (prefix: string) => refuseEmails(t.db, { toPrefix: prefix });
  afterEach(() => allowEmails(t.db));

  const emailsTo = (to: string) =>
    queryRows<{ id: number; template: string }>(
      t.db,
      sql`select id, template from outgoing_emails where "to" = ${to.toLowerCase()}`,
    );
  const mailJobsFor = (emailId: number) =>
    queryRows(
      t.db,
      sql`select id from pgboss.job where name = 'mail.send' and (data->>'emailId')::int = ${emailId}`,
    );
  const usersNamed = (email: string) =>
    queryRows(t.db, sql`select id from users where email = ${email.toLowerCase()}`);

  it('an answered registration has its confirmation e-mail and its delivery job', async () => {
    const payload = registrationPayload();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/organizer/registration', payload });
    expect(res.statusCode).toBe(201);
    const emails = await emailsTo(payload.email);
    expect(emails.map((e) => e.template)).toEqual(['email_confirmation']);
    expect(await mailJobsFor(emails[0]!.id)).toHaveLength(1);
  });

  it('a registration whose e-mail cannot be recorded is refused and leaves no account', async () => {
    await refuseEmailsTo('refused-');
    const payload = registrationPayload({ email: `refused-${Date.now()}@example.test` });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/organizer/registration', payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
    expect(await usersNamed(payload.email)).toHaveLength(0);
    expect(await emailsTo(payload.email)).toHaveLength(0);
    // Once the e-mail can be recorded, the same address registers: nothing half-written stood in the way.
    await allowEmails(t.db);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/organizer/registration', payload });
    expect(again.statusCode).toBe(201);
    expect(await emailsTo(payload.email)).toHaveLength(1);
  });

  it('a reset link whose e-mail cannot be recorded is not made', async () => {
    const user = await createOrganiser(t.db, { email: `refused-reset-${Date.now()}@example.test` });
    await refuseEmailsTo('refused-reset-');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const tokens = await queryRows(
      t.db,
      sql`select id from user_tokens where user_id = ${user.id} and purpose = 'password_reset'`,
    );
    expect(tokens).toHaveLength(0);
  });
});
