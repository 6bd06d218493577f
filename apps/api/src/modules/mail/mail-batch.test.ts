import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '@marquee/contracts/enums';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { createOrganiser, createRequest } from '../../../test/factories';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { recordingLog } from '../../../test/recording-log';
import { mimePart, startSmtp } from '../../../test/smtp';
import { createJobs, jobsConnectionFor, JOBS_SCHEMA } from '../jobs/jobs.service';
import { mailNotifiedSuppliers } from '../requests/requests.jobs';
import { mailSendBatchJob, mailSendJob } from './mail.jobs';
import { SMTP_POOL_CONNECTIONS } from './mail.service';

/* Issue 26, e-mail at scale: the fan-out goes in batches over pooled SMTP connections (docs/decisions/0080). */

const data = useTestDatabase();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer() {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  return smtp;
}

/** An app on this file's database sending through `smtpUrl`; jobs run when the test says (runQueued). */
async function appWith(smtpUrl: string, closeAfter = true): Promise<FastifyInstance> {
  const { log } = recordingLog();
  const jobs = createJobs({ connection: jobsConnectionFor(data.database), log, mode: 'manual' });
  const app = await buildApp({ config: testConfig({ SMTP_URL: smtpUrl }), database: data.database, jobs });
  if (closeAfter) cleanups.push(() => app.close());
  await app.ready();
  return app;
}

/** A request that reached `n` new suppliers (made with three statements, as matching would leave them). */
async function requestNotifying(n: number) {
  const organiser = await createOrganiser(data.db);
  const request = await createRequest(data.db, organiser.id);
  const tag = `batch-${randomBytes(4).toString('hex')}-`;
  await data.db
    .execute(sql`insert into users (role, name, email, password_hash, company_name, email_verified_at)
    select ${Role.supplier}, 'Batch supplier ' || g, ${tag} || g || '@example.test', 'x', 'Co ' || g, now()
    from generate_series(1, ${n}) as g`);
  await data.db.execute(sql`insert into service_request_notifies (service_request_id, user_id)
    select ${request.id}, id from users where email like ${`${tag}%`}`);
  const emails = await queryRows<{ email: string }>(
    data.db,
    sql`select email from users where email like ${`${tag}%`} order by id`,
  );
  return { requestId: request.id, emails: emails.map((e) => e.email) };
}

const jobCounts = async () => {
  const rows = await queryRows<{ name: string; count: number }>(
    data.db,
    sql`select name, count(*)::int as count from ${sql.raw(JOBS_SCHEMA)}.job
        where name in (${mailSendJob.name}, ${mailSendBatchJob.name}) group by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.count]));
};

const statuses = (emails: string[]) =>
  queryRows<{ status: string; count: number; bodies: number }>(
    data.db,
    sql`select status, count(*)::int as count, count(*) filter (where html <> '' or links <> '[]'::jsonb)::int as bodies
        from outgoing_emails where "to" in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )}) group by status order by status`,
  );

/** Time passes: the retry delay of the waiting batch jobs is over. */
const makeRetriesDue = () =>
  data.db.execute(
    sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second'
        where name = ${mailSendBatchJob.name} and state = 'retry'`,
  );

const recipients = (received: { to: string[] }[]) => received.flatMap((m) => m.to).sort();

describe('the fan-out in batches', () => {
  it('mails 450 suppliers with 3 batch jobs over at most 3 connections, each exactly once, links made in bulk', async () => {
    const smtp = await smtpServer();
    const app = await appWith(smtp.url);
    const { requestId, emails } = await requestNotifying(450);

    expect(await mailNotifiedSuppliers(app, [requestId])).toBe(450);
    // One job per 200 recipients, none per e-mail; every notification marked e-mailed with its message queued.
    expect(await jobCounts()).toEqual({ [mailSendBatchJob.name]: 3 });
    expect(await statuses(emails)).toEqual([{ status: 'queued', count: 450, bodies: 450 }]);
    const [tokens] = await queryRows<{ count: number }>(
      data.db,
      sql`select count(distinct user_id)::int as count from user_tokens
          where purpose = 'login_link' and user_id in (select user_id from service_request_notifies
            where service_request_id = ${requestId})`,
    );
    expect(tokens!.count).toBe(450);

    expect(await app.jobs.runQueued()).toEqual({ completed: 3, failed: 0 });
    expect(recipients(smtp.received)).toEqual([...emails].sort());
    expect(smtp.openConnections()).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    expect(mimePart(smtp.received[0]!.raw, 'text/plain')).toContain('/login-token?email=');
    expect(await statuses(emails)).toEqual([{ status: 'sent', count: 450, bodies: 0 }]);

    // Done is done: the job again, or the batches again, send nothing more.
    expect(await mailNotifiedSuppliers(app, [requestId])).toBe(0);
    expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 0 });
    const batchIds = await queryRows<{ data: { emailIds: number[] } }>(
      data.db,
      sql`select data from ${sql.raw(JOBS_SCHEMA)}.job where name = ${mailSendBatchJob.name}`,
    );
    for (const { data: batch } of batchIds) {
      await app.mailer.deliverQueuedBatch(batch.emailIds, { id: 'again', attempt: 1, willRetry: true });
    }
    expect(smtp.received).toHaveLength(450);
  });

  it('a batch interrupted after 4 sends is retried and sends only the other 6, each once', async () => {
    const smtp = await smtpServer();
    const app = await appWith(smtp.url);
    const { requestId, emails } = await requestNotifying(10);
    await mailNotifiedSuppliers(app, [requestId]);

    // The server goes away after the 4th message: the attempt fails (transient 451), the rest stays queued.
    smtp.control.refuse = (n) => (n >= 4 ? 451 : undefined);
    expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 1 });
    expect(smtp.received).toHaveLength(4);
    const after = await statuses(emails);
    expect(after).toEqual([
      { status: 'queued', count: 6, bodies: 6 },
      { status: 'sent', count: 4, bodies: 0 },
    ]);

    smtp.control.refuse = undefined;
    await makeRetriesDue();
    expect(await app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(recipients(smtp.received)).toEqual([...emails].sort());
    expect(await statuses(emails)).toEqual([{ status: 'sent', count: 10, bodies: 0 }]);
  });

  it('a worker that dies mid-batch leaves the sent rows marked; the next attempt sends the rest', async () => {
    const smtp = await smtpServer();
    const app = await appWith(smtp.url);
    const { requestId, emails } = await requestNotifying(7);
    await mailNotifiedSuppliers(app, [requestId]);
    const [job] = await queryRows<{ data: { emailIds: number[] } }>(
      data.db,
      sql`select data from ${sql.raw(JOBS_SCHEMA)}.job where name = ${mailSendBatchJob.name}`,
    );
    // The first attempt "dies" after three sends: only those three of the batch were delivered and marked.
    await app.mailer.deliverQueuedBatch(job!.data.emailIds.slice(0, 3), {
      id: 'x',
      attempt: 1,
      willRetry: true,
    });
    expect(smtp.received).toHaveLength(3);
    expect(await app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(recipients(smtp.received)).toEqual([...emails].sort());
  });

  it('a recipient the server refuses for good (550) is marked failed and does not hold the batch', async () => {
    const smtp = await smtpServer();
    const app = await appWith(smtp.url);
    const { requestId, emails } = await requestNotifying(5);
    await mailNotifiedSuppliers(app, [requestId]);
    smtp.control.refuse = (n) => (n === 1 ? 550 : undefined);
    expect(await app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(smtp.received).toHaveLength(4);
    expect((await statuses(emails)).map(({ status, count }) => [status, count])).toEqual([
      ['failed', 1],
      ['sent', 4],
    ]);
  });
});

describe('the pooled SMTP transport', () => {
  it('keeps its connections open between messages and closes them when the app closes', async () => {
    const smtp = await smtpServer();
    const app = await appWith(smtp.url, false);
    try {
      const { requestId } = await requestNotifying(6);
      await mailNotifiedSuppliers(app, [requestId]);
      await app.jobs.runQueued();
      expect(smtp.received).toHaveLength(6);
      expect(smtp.openConnections()).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    const until = Date.now() + 3000;
    while (smtp.openConnections() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.openConnections()).toBe(0);
  });
});
