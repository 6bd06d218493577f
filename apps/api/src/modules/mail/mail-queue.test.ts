import { createServer, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { serializeError } from '../../lib/logging';
import { lastEmailTo, linkParams, registrationPayload } from '../../../test/factories';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { recordingLog } from '../../../test/recording-log';
import { closedPort, startSmtp } from '../../../test/smtp';
import { createJobs, jobsConnectionFor, JOBS_SCHEMA, type JobsOptions } from '../jobs/jobs.service';
import { mailSendJob } from './mail.jobs';

/* Issue 11: e-mail goes through the durable job queue (docs/decisions/0035). */

const data = useTestDatabase();
const onPostgres = Boolean(process.env.DATABASE_URL);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An app on this file's database (or `database`) sending through `smtpUrl`, with its job runner's log kept. */
async function appWith(
  smtpUrl: string,
  options: Partial<JobsOptions> = {},
  database: Database = data.database,
): Promise<{ app: FastifyInstance; entries: ReturnType<typeof recordingLog>['entries'] }> {
  const { entries, log } = recordingLog();
  const jobs = createJobs({ connection: jobsConnectionFor(database), log, mode: 'manual', ...options });
  const app = await buildApp({ config: testConfig({ SMTP_URL: smtpUrl }), database, jobs });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, entries };
}

interface MailJobRow {
  id: string;
  state: string;
  data: unknown;
  row: string;
  delay_seconds: number;
}
const mailJobs = () =>
  queryRows<MailJobRow>(
    data.db,
    sql`select id, state, data, j::text as row, extract(epoch from start_after - now())::float8 as delay_seconds
        from ${sql.raw(JOBS_SCHEMA)}.job j where name = ${mailSendJob.name} order by created_on`,
  );
/** Time passes: the retry delay of the waiting mail jobs is over (a second in the past: see jobs.test.ts). */
const makeRetriesDue = () =>
  data.db.execute(
    sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second'
        where name = ${mailSendJob.name} and state = 'retry'`,
  );

const register = async (app: FastifyInstance) => {
  const payload = registrationPayload();
  const res = await app.inject({ method: 'POST', url: '/api/auth/organizer/registration', payload });
  expect(res.statusCode, res.body).toBe(201);
  return payload;
};

describe('e-mail through the job queue', () => {
  it('a sign-up answers at once while the SMTP server is down; its e-mail is retried, then delivered once', async () => {
    const port = await closedPort();
    const { app, entries } = await appWith(`smtp://127.0.0.1:${port}`);
    const payload = await register(app);

    // Recorded and queued, not attempted: the answer did not wait for SMTP.
    const queued = await lastEmailTo(data.db, payload.email);
    expect(queued).toMatchObject({ status: 'queued', error: null, template: 'email_confirmation' });
    const [job] = await mailJobs();
    expect(job).toMatchObject({ state: 'created', data: { emailId: queued.id } });

    expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 1 });
    const waiting = await lastEmailTo(data.db, payload.email);
    expect(waiting.status).toBe('queued');
    expect(waiting.error).toMatch(/ECONNREFUSED/);
    // The next attempt needs the message: it stays in the row until delivered.
    expect(waiting.links).toHaveLength(1);
    const [retry] = await mailJobs();
    expect(retry!.state).toBe('retry');
    // The first retry waits 30–60 s (mail.jobs.ts).
    expect(retry!.delay_seconds).toBeGreaterThan(25);
    expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 0 });

    // The failure is logged with the job's id and the e-mail's, never the address.
    const failure = entries.find((e) => e.level === 'error')!;
    expect(failure.fields).toMatchObject({ jobId: job!.id, queue: 'mail.send', attempt: 1, willRetry: true });
    const logged = JSON.stringify({ ...failure.fields, err: serializeError(failure.fields.err) });
    expect(logged).toContain(`e-mail ${queued.id}`);
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain(payload.email);

    // The server comes back on the same port; the retry delivers the message, once.
    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    await makeRetriesDue();
    expect(await app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[payload.email]]);
    const sent = await lastEmailTo(data.db, payload.email);
    expect(sent).toMatchObject({ status: 'sent', error: null, html: '', text: '', links: [] });
    expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await mailJobs()).map((j) => j.state)).toEqual(['completed']);
  });

  it('a request does not wait for an SMTP server that accepts connections but never answers', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
    const { port } = silent.address() as { port: number };
    const { app } = await appWith(`smtp://127.0.0.1:${port}`);
    const started = performance.now();
    const payload = await register(app);
    // Delivered inline, the greeting timeout alone held such a request for 10 s.
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await lastEmailTo(data.db, payload.email)).status).toBe('queued');
  });

  it("the job carries the e-mail's id only: no address, subject, body or link in pg-boss's tables", async () => {
    const { app } = await appWith(`smtp://127.0.0.1:${await closedPort()}`);
    const payload = await register(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: payload.email } });
    const emails = await queryRows<{ id: number; links: string[]; subject: string }>(
      data.db,
      sql`select id, links, subject from outgoing_emails order by id`,
    );
    expect(emails).toHaveLength(2);
    const jobs = await mailJobs();
    expect(jobs.map((j) => j.data)).toEqual(emails.map((e) => ({ emailId: e.id })));
    const everything = jobs.map((j) => j.row).join('\n');
    for (const email of emails) {
      expect(everything).not.toContain(email.subject);
      expect(everything).not.toContain(linkParams(email.links[0]!).token);
    }
    expect(everything.toLowerCase()).not.toContain(payload.email.toLowerCase());
    expect(everything).not.toContain(encodeURIComponent(payload.email));
  });

  it('after its last attempt an e-mail is recorded as failed and keeps no body', async () => {
    const { app, entries } = await appWith(`smtp://127.0.0.1:${await closedPort()}`);
    const payload = await register(app);
    const attempts = mailSendJob.policy.retryLimit + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      await makeRetriesDue();
      expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 1 });
    }
    expect(await app.jobs.runQueued()).toEqual({ completed: 0, failed: 0 });
    const row = await lastEmailTo(data.db, payload.email);
    expect(row).toMatchObject({ status: 'failed', html: '', text: '', links: [] });
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect((await mailJobs()).map((j) => j.state)).toEqual(['failed']);
    const failures = entries.filter((e) => e.level === 'error');
    expect(failures.map((f) => f.fields.willRetry)).toEqual([
      ...Array<boolean>(attempts - 1).fill(true),
      false,
    ]);
  });

  it(`two app instances on one ${onPostgres ? 'PostgreSQL' : 'PGlite'} database deliver each e-mail once`, async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    // On PostgreSQL each instance opens its own pools, as two server processes would.
    let second: Database = data.database;
    if (onPostgres) {
      const url = (data.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
      second = await openDatabase({ databaseUrl: url });
      cleanups.unshift(() => second.close());
    }
    const polling: Partial<JobsOptions> = { mode: 'poll', pollingIntervalSeconds: 0.5, concurrency: 2 };
    const apps = [(await appWith(smtp.url, polling)).app, (await appWith(smtp.url, polling, second)).app];
    const addresses: string[] = [];
    for (let n = 0; n < 20; n++) addresses.push((await register(apps[n % 2]!)).email);

    const deadline = Date.now() + 30_000;
    while (smtp.received.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Long enough for a second delivery of any message to show up.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(addresses.sort());
    const states = await queryRows<{ status: string; count: number }>(
      data.db,
      sql`select status, count(*)::int as count from outgoing_emails group by status`,
    );
    expect(states).toEqual([{ status: 'sent', count: 20 }]);
    expect(new Set((await mailJobs()).map((j) => j.state))).toEqual(new Set(['completed']));
  });
});
