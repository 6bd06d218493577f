import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { recordingLog } from '../../../test/recording-log';
import { buildApp } from '../../app';
import { serializeError } from '../../lib/logging';
import {
  createJobs,
  defineJob,
  jobsConnectionFor,
  JOBS_SCHEMA,
  type Jobs,
  type JobsOptions,
} from './jobs.service';

const data = useTestDatabase({ reset: false });
const onPostgres = Boolean(process.env.DATABASE_URL);

const open: Jobs[] = [];
function jobsOn(database: Database, options: Partial<JobsOptions> = {}) {
  const jobs = createJobs({
    connection: jobsConnectionFor(database),
    log: recordingLog().log,
    mode: 'manual',
    ...options,
  });
  open.push(jobs);
  return jobs;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((j) => j.stop()));
});

// Each test its own queue: the job schema is kept between the tests of this file.
let queueNumber = 0;
const queueName = (what: string) => `test-${what}-${++queueNumber}`;

interface JobRow {
  state: string;
  retry_count: number;
  delay_seconds: number;
}
const jobRow = async (database: Database, id: string) =>
  (
    await queryRows<JobRow>(
      database.db,
      sql`select state, retry_count, extract(epoch from start_after - now())::float8 as delay_seconds
          from ${sql.raw(JOBS_SCHEMA)}.job where id = ${id}`,
    )
  )[0]!;
/**
 * Time passes for one job: its retry delay is over. A second in the past, because pg-boss fetches jobs whose
 * start_after < now() and PGlite's clock can give two statements a millisecond apart the same now().
 */
const makeDue = (database: Database, id: string) =>
  database.db.execute(
    sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second' where id = ${id}`,
  );

describe('background jobs', () => {
  it('a queued job survives a restart of the server and runs once after it', async () => {
    const job = defineJob<{ n: number }>(queueName('restart'));
    // The same database opened twice, as two successive server processes would.
    let reopen: () => Promise<Database>;
    let cleanup = async () => undefined as void;
    if (onPostgres) {
      const url = (data.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
      reopen = () => openDatabase({ databaseUrl: url });
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'marquee-jobs-'));
      // The data directory starts as a copy of this file's database: a fresh initdb on disk takes seconds.
      const source = (data.db as unknown as { $client: PGlite }).$client;
      const seed = await PGlite.create(join(dir, 'db'), { loadDataDir: await source.dumpDataDir('none') });
      await seed.close();
      reopen = () => openDatabase({ dataDir: dir });
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
    try {
      const first = await reopen();
      const before = jobsOn(first);
      for (const n of [1, 2, 3]) await before.send(job, { n });
      await before.stop();
      await first.close();

      const second = await reopen();
      try {
        const after = jobsOn(second);
        const ran: number[] = [];
        await after.work(job, async ({ n }) => void ran.push(n));
        expect(await after.runQueued()).toEqual({ completed: 3, failed: 0 });
        expect(ran.sort()).toEqual([1, 2, 3]);
        expect(await after.runQueued()).toEqual({ completed: 0, failed: 0 });
        await after.stop();
      } finally {
        await second.close();
      }
    } finally {
      await cleanup();
    }
  });

  it('a failing job is retried after a delay that grows at each attempt, then completes', async () => {
    const job = defineJob<{ to: string }>(queueName('retry'), {
      retryLimit: 2,
      retryDelaySeconds: 10,
      retryBackoff: true,
    });
    const jobs = jobsOn(data.database);
    const attempts: number[] = [];
    await jobs.work(job, async (_, { attempt }) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
    });
    const id = (await jobs.send(job, { to: 'a@example.com' }))!;

    expect(await jobs.runQueued()).toEqual({ completed: 0, failed: 1 });
    const first = await jobRow(data.database, id);
    expect(first.state).toBe('retry');
    // Backoff: the n-th retry waits between delay·2^(n-1) and delay·2^n (pg-boss adds jitter).
    expect(first.delay_seconds).toBeGreaterThan(9);
    expect(first.delay_seconds).toBeLessThanOrEqual(20);
    // Not due yet: nothing runs before the delay is over.
    expect(await jobs.runQueued()).toEqual({ completed: 0, failed: 0 });

    await makeDue(data.database, id);
    expect(await jobs.runQueued()).toEqual({ completed: 0, failed: 1 });
    const second = await jobRow(data.database, id);
    expect(second.state).toBe('retry');
    expect(second.delay_seconds).toBeGreaterThan(19);
    expect(second.delay_seconds).toBeLessThanOrEqual(40);

    await makeDue(data.database, id);
    expect(await jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(attempts).toEqual([1, 2, 3]);
    expect((await jobRow(data.database, id)).state).toBe('completed');
  });

  it('a job that fails every attempt ends failed and is not run again', async () => {
    const job = defineJob<object>(queueName('exhausted'), { retryLimit: 1, retryDelaySeconds: 1 });
    const jobs = jobsOn(data.database);
    await jobs.work(job, async () => {
      throw new Error('always');
    });
    const id = (await jobs.send(job, {}))!;
    await jobs.runQueued();
    await makeDue(data.database, id);
    await jobs.runQueued();
    expect((await jobRow(data.database, id)).state).toBe('failed');
    await makeDue(data.database, id);
    expect(await jobs.runQueued()).toEqual({ completed: 0, failed: 0 });
  });

  it('a failure is logged with the job id, queue and attempt, never with the job data', async () => {
    const job = defineJob<{ email: string; token: string }>(queueName('logged'), { retryLimit: 1 });
    const { entries, log } = recordingLog();
    const jobs = jobsOn(data.database, { log });
    await jobs.work(job, async () => {
      throw new Error('SMTP said no');
    });
    const id = await jobs.send(job, { email: 'secret-person@example.com', token: 'tok_SECRET_123' });
    await jobs.runQueued();

    const failure = entries.find((e) => e.level === 'error');
    expect(failure?.fields).toMatchObject({
      jobId: id,
      queue: job.name,
      attempt: 1,
      willRetry: true,
      err: { message: 'SMTP said no' },
    });
    expect(failure?.message).toContain(job.name);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain('secret-person@example.com');
    expect(logged).not.toContain('tok_SECRET_123');
  });

  it("a handler's failed query is logged through the app's error serializer without the query's values", async () => {
    const job = defineJob<{ token: string }>(queueName('query'), { retryLimit: 0 });
    const { entries, log } = recordingLog();
    const jobs = jobsOn(data.database, { log });
    await jobs.work(job, async ({ token }) => {
      // Fails (not an integer) with the secret among the statement's parameters.
      await data.db.execute(sql`select ${token}::int`);
    });
    await jobs.send(job, { token: 'tok_SECRET_456' });
    await jobs.runQueued();
    const failure = entries.find((e) => e.level === 'error')!;
    const logged = JSON.stringify({ ...failure.fields, err: serializeError(failure.fields.err) });
    expect(logged).toContain('22P02'); // invalid_text_representation: the failure is explained
    expect(logged).not.toContain('tok_SECRET_456');
  });

  it(`two server processes on one ${onPostgres ? 'PostgreSQL' : 'PGlite'} database run each of 50 jobs exactly once`, async () => {
    const job = defineJob<{ n: number }>(queueName('once'));
    const runs: { n: number; by: string }[] = [];
    // Two independent job runners, each polling with two workers; on PostgreSQL each has its own connections.
    const processes = ['a', 'b'].map((by) => {
      const jobs = jobsOn(data.database, { mode: 'poll', pollingIntervalSeconds: 0.5, concurrency: 2 });
      return { by, jobs };
    });
    for (const { by, jobs } of processes) {
      await jobs.work(job, async ({ n }) => {
        runs.push({ n, by });
        // A little work, so the other process's workers fetch while this one is busy.
        await new Promise((r) => setTimeout(r, 5));
      });
    }
    for (let n = 0; n < 50; n++) await processes[0]!.jobs.send(job, { n });
    await Promise.all(processes.map((p) => p.jobs.start()));

    const deadline = Date.now() + 20_000;
    while (runs.length < 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Long enough for a second execution of any job to show up.
    await new Promise((r) => setTimeout(r, 1200));
    await Promise.all(processes.map((p) => p.jobs.stop()));

    expect(runs).toHaveLength(50);
    expect(new Set(runs.map((r) => r.n)).size).toBe(50);
    const counts = await queryRows<{ state: string; count: number }>(
      data.db,
      sql`select state, count(*)::int as count from ${sql.raw(JOBS_SCHEMA)}.job
          where name = ${job.name} group by state`,
    );
    expect(counts).toEqual([{ state: 'completed', count: 50 }]);
  });

  it('stop lets a running handler finish and fetches no further job', async () => {
    const job = defineJob<{ n: number }>(queueName('graceful'));
    const jobs = jobsOn(data.database, { mode: 'poll', pollingIntervalSeconds: 0.5 });
    let release!: () => void;
    const started: number[] = [];
    const finished: number[] = [];
    await jobs.work(job, async ({ n }) => {
      started.push(n);
      await new Promise<void>((r) => (release = r));
      finished.push(n);
    });
    await jobs.send(job, { n: 1 });
    await jobs.send(job, { n: 2 });
    await jobs.start();
    while (started.length === 0) await new Promise((r) => setTimeout(r, 20));

    const stopped = jobs.stop();
    let stoppedYet = false;
    void stopped.then(() => (stoppedYet = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stoppedYet).toBe(false);
    release();
    await stopped;
    expect(finished).toEqual([1]);
    expect(started).toEqual([1]);
    const states = await queryRows<{ state: string }>(
      data.db,
      sql`select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${job.name} order by data->>'n'`,
    );
    expect(states.map((s) => s.state)).toEqual(['completed', 'created']);
  });

  it("a running handler does not hold up the app's queries", async () => {
    const job = defineJob<object>(queueName('holding'));
    const jobs = jobsOn(data.database);
    let release!: () => void;
    let running!: () => void;
    const isRunning = new Promise<void>((r) => (running = r));
    await jobs.work(job, async () => {
      running();
      await new Promise<void>((r) => (release = r));
    });
    await jobs.send(job, {});
    const run = jobs.runQueued();
    await isRunning;
    const started = performance.now();
    await data.db.execute(sql`select 1`);
    expect(performance.now() - started).toBeLessThan(1000);
    release();
    expect(await run).toEqual({ completed: 1, failed: 0 });
  });

  it('a cron schedule is kept in the database', async () => {
    const job = defineJob<{ kind: string }>(queueName('cron'));
    const jobs = jobsOn(data.database);
    await jobs.schedule(job, '0 * * * *', { kind: 'hourly' });
    const schedules = await (await jobs.boss()).getSchedules();
    expect(schedules.find((s) => s.name === job.name)).toMatchObject({
      cron: '0 * * * *',
      data: { kind: 'hourly' },
      options: { tz: 'Europe/London' },
    });
  });

  it('a job sent in a transaction is kept with the rows written in it, or not at all', async () => {
    const job = defineJob<{ n: number }>(queueName('tx'));
    const jobs = jobsOn(data.database);
    const ran: number[] = [];
    await jobs.work(job, async ({ n }) => void ran.push(n));
    // A deferred foreign key fails at COMMIT, after the job's insert: the transaction as a whole is refused.
    await data.db.execute(sql`create table if not exists jobs_tx_test (
      id int primary key,
      ref int references jobs_tx_test (id) deferrable initially deferred
    )`);
    const queued = async () =>
      (
        await queryRows<{ n: number }>(
          data.db,
          sql`select (data->>'n')::int as n from ${sql.raw(JOBS_SCHEMA)}.job where name = ${job.name}`,
        )
      ).map((r) => r.n);

    const answer = await jobs.sendInTransaction(data.db, job, async (tx) => {
      await tx.execute(sql`insert into jobs_tx_test (id) values (1)`);
      return { data: { n: 1 }, result: 'kept' };
    });
    expect(answer).toBe('kept');
    await expect(
      jobs.sendInTransaction(data.db, job, async (tx) => {
        await tx.execute(sql`insert into jobs_tx_test (id, ref) values (2, 999)`);
        return { data: { n: 2 }, result: 'refused' };
      }),
    ).rejects.toThrow();
    expect(await queued()).toEqual([1]);
    expect(await queryRows<{ id: number }>(data.db, sql`select id from jobs_tx_test order by id`)).toEqual([
      { id: 1 },
    ]);
    // Due at once, though sent a moment ago (a second in the past, on the database's clock).
    expect(await jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(ran).toEqual([1]);
  });

  it('a send wakes the idle workers of its queue in this process, without waiting for the next poll', async () => {
    const job = defineJob<{ n: number }>(queueName('wake'));
    const jobs = jobsOn(data.database, { mode: 'poll', pollingIntervalSeconds: 60 });
    const ran: number[] = [];
    await jobs.work(job, async ({ n }) => void ran.push(n));
    await jobs.start();
    // The worker's first fetch finds nothing; it then sleeps a minute unless woken.
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    await jobs.send(job, { n: 1 });
    while (ran.length === 0 && performance.now() - started < 10_000)
      await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([1]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a second handler for one kind of job', async () => {
    const job = defineJob<object>(queueName('twice'));
    const jobs = jobsOn(data.database);
    await jobs.work(job, async () => undefined);
    await expect(jobs.work(job, async () => undefined)).rejects.toThrow(/already registered/);
  });

  it('the app carries a job runner that tests drive with runQueued', async () => {
    const app = await buildApp({ config: testConfig(), database: data.database });
    await app.ready();
    const job = defineJob<{ n: number }>(queueName('app'));
    const ran: number[] = [];
    await app.jobs.work(job, async ({ n }) => void ran.push(n));
    await app.jobs.send(job, { n: 7 });
    // Manual under NODE_ENV=test: nothing runs on its own.
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([]);
    expect(await app.jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(ran).toEqual([7]);
    await app.close();
  });
});
