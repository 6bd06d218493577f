import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastEmailTo, registrationPayload } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { outgoingEmails } from '../../db/schema/mail';
import { runHousekeeping } from '../housekeeping/housekeeping.service';

/* Issue 9, defect 3: e-mailed links are kept in clear only in the dev outbox, and not for ever there. */

describe('outgoing e-mails without SMTP or dev mailbox', () => {
  const t = useTestApp({ DEV_MAILBOX: '0' });

  it('are recorded as not sent, with no body and no link', async () => {
    const payload = registrationPayload();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/organizer/registration', payload });
    expect(res.statusCode).toBe(201);
    const row = await lastEmailTo(t.db, payload.email);
    expect(row).toMatchObject({
      status: 'failed',
      html: '',
      text: '',
      links: [],
      template: 'email_confirmation',
    });
    expect(row.error).toMatch(/SMTP_URL/);
  });
});

describe('housekeeping of outgoing e-mails', () => {
  const t = useTestApp();
  const message = (status: string, daysAgo: number) => ({
    template: 'password_reset',
    to: `someone-${status}-${daysAgo}@example.com`,
    subject: 'Reset your Marquee password',
    html: '<a href="http://localhost/password-reset?token=secret">reset</a>',
    text: 'http://localhost/password-reset?token=secret',
    links: ['http://localhost/password-reset?token=secret'],
    status,
    createdAt: sql`now() - make_interval(days => ${daysAgo})` as unknown as Date,
  });

  it('deletes old dev outbox messages and strips the body of any other kept one', async () => {
    const rows = await t.db
      .insert(outgoingEmails)
      .values([message('outbox', 8), message('outbox', 1), message('sent', 1), message('failed', 30)])
      .returning({ id: outgoingEmails.id, status: outgoingEmails.status });
    const result = await runHousekeeping({ database: t.app.database, config: t.config });
    expect(result.emails).toEqual({ deleted: 1, stripped: 2 });

    const left = await t.db.select().from(outgoingEmails).orderBy(outgoingEmails.id);
    expect(left.map((r) => r.id)).toEqual(rows.slice(1).map((r) => r.id));
    const [fresh, sent, failed] = left;
    expect(fresh!.links).toHaveLength(1);
    for (const row of [sent!, failed!]) expect(row).toMatchObject({ html: '', text: '', links: [] });
    expect((await runHousekeeping({ database: t.app.database, config: t.config })).emails).toEqual({
      deleted: 0,
      stripped: 0,
    });
    expect(await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.status, 'outbox'))).toHaveLength(
      1,
    );
  });

  it('keeps the body of a queued message until it is delivered, and gives up one still queued after 7 days', async () => {
    const [fresh, stale] = await t.db
      .insert(outgoingEmails)
      .values([message('queued', 1), message('queued', 8)])
      .returning({ id: outgoingEmails.id });
    expect((await runHousekeeping({ database: t.app.database, config: t.config })).emails).toEqual({
      deleted: 0,
      stripped: 1,
    });
    const rows = await t.db.select().from(outgoingEmails).orderBy(outgoingEmails.id);
    expect(rows.map((r) => r.id)).toEqual([fresh!.id, stale!.id]);
    expect(rows[0]).toMatchObject({ status: 'queued', error: null });
    expect(rows[0]!.links).toHaveLength(1);
    expect(rows[1]).toMatchObject({
      status: 'failed',
      error: 'not delivered in time',
      html: '',
      text: '',
      links: [],
    });
  });
});
