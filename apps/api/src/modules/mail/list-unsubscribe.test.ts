import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema/users';
import { createSupplier } from '../../../test/factories';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { recordingLog } from '../../../test/recording-log';
import { startSmtp, type Received } from '../../../test/smtp';
import { createJobs, jobsConnectionFor } from '../jobs/jobs.service';
import { offersReminderEmail, unsubscribeUrl } from '../requests/requests-emails';
import { listUnsubscribeHeaders, ONE_CLICK_UNSUBSCRIBE_PATH } from './links';
import { emailConfirmationEmail } from './templates';

/* RFC 2369 / RFC 8058: an e-mail with an unsubscribe link carries List-Unsubscribe and List-Unsubscribe-Post. */

const data = useTestDatabase();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWith(smtpUrl: string): Promise<FastifyInstance> {
  const { log } = recordingLog();
  const jobs = createJobs({ connection: jobsConnectionFor(data.database), log, mode: 'manual' });
  const app = await buildApp({ config: testConfig({ SMTP_URL: smtpUrl }), database: data.database, jobs });
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

/** A header of a received message, unfolded; undefined when absent. */
function header(message: Received, name: string): string | undefined {
  const head = message.raw.slice(0, message.raw.search(/\r?\n\r?\n/)).replace(/\r?\n(?=[ \t])/g, '');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const request = {
  product: 'Catering',
  location: 'London, UK',
  dateFrom: '2027-06-01',
  dateUntil: '2027-06-01',
  dateOffersUntil: '2027-05-20',
};

describe('List-Unsubscribe headers and the one-click unsubscribe', () => {
  it('a reminder carries both headers (single and batched delivery); the one-click POST works without a session', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const app = await appWith(smtp.url);
    const supplier = await createSupplier(data.db);
    await data.db.update(users).set({ receiveUpdatesAndInfo: true }).where(eq(users.id, supplier.id));
    const [row] = await queryRows<{ password_hash: string }>(
      data.db,
      sql`select password_hash from users where id = ${supplier.id}`,
    );
    const unsubscribe = unsubscribeUrl(app.config.APP_URL, supplier.id, row!.password_hash);
    const reminder = {
      ...offersReminderEmail({
        name: 'S',
        request,
        link: 'http://localhost:3000/x',
        validDays: 7,
        unsubscribeUrl: unsubscribe,
      }),
      to: supplier.email,
      userId: supplier.id,
    };
    await app.mailer.send(reminder);
    await app.mailer.sendBatch(async () => [reminder]);
    // An e-mail without an unsubscribe link has neither header.
    await app.mailer.send({
      ...emailConfirmationEmail({ name: 'A', link: 'http://localhost:3000/y', validDays: 3 }),
      to: 'a@example.test',
    });
    await app.jobs.runQueued();
    expect(smtp.received).toHaveLength(3);

    const [single, batched] = smtp.received.filter((m) => m.to.includes(supplier.email));
    const page = new URL(unsubscribe);
    const oneClick = `http://localhost:3000${ONE_CLICK_UNSUBSCRIBE_PATH}${page.search}`;
    for (const message of [single!, batched!]) {
      expect(header(message, 'List-Unsubscribe')).toBe(`<${oneClick}>`);
      expect(header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    const confirmation = smtp.received.find((m) => m.to.includes('a@example.test'))!;
    expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined();
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBeUndefined();

    // What a mail client does (RFC 8058): a POST of the form, no cookie, no session, no CSRF token.
    const oneClickPath = new URL(oneClick).pathname + page.search;
    const forged = await app.inject({
      method: 'POST',
      url: oneClickPath.replace(/signature=[^&]+/, 'signature=forged'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const res = await app.inject({
      method: 'POST',
      url: oneClickPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    const [after] = await data.db.select().from(users).where(eq(users.id, supplier.id));
    expect(after!.receiveUpdatesAndInfo).toBe(false);
    // Some clients send the form as multipart: accepted too.
    const multipart = await app.inject({
      method: 'POST',
      url: oneClickPath,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
  });

  it('derives the headers from the unsubscribe page link only', () => {
    expect(listUnsubscribeHeaders(['https://marquee.example/login-token?token=a', 'not a url'])).toEqual({});
    expect(
      listUnsubscribeHeaders(['https://marquee.example/email-preferences/unsubscribe?user=7&signature=s']),
    ).toEqual({
      'List-Unsubscribe':
        '<https://marquee.example/api/email-preferences/unsubscribe/one-click?user=7&signature=s>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
