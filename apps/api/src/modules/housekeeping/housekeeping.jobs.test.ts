import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { loginAttempts } from '../../db/schema/users';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { recordingLog } from '../../../test/recording-log';
import {
  createJobs,
  jobsConnectionFor,
  JOBS_SCHEMA,
  type Jobs,
  type JobsOptions,
} from '../jobs/jobs.service';
import {
  FIRST_RUN_DELAY_SECONDS,
  housekeepingJob,
  runAndLogHousekeeping,
  startHousekeeping,
} from './housekeeping.jobs';
import { LOGIN_ATTEMPT_RETENTION_DAYS } from './housekeeping.service';

const data = useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

const open: Jobs[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((j) => j.stop()));
});

/** A job queue on the test database: 'manual' as in the tests' apps, 'poll' as in a server process. */
function jobsOn(options: Partial<JobsOptions> = {}) {
  const jobs = createJobs({
    connection: jobsConnectionFor(data.database),
    log: recordingLog().log,
    ...options,
  });
  open.push(jobs);
  return jobs;
}

/** What a server's app gives startHousekeeping, with a logger to read back. */
function depsOn(jobs: Jobs, interval: string) {
  const { entries, log } = recordingLog();
  const config = testConfig({ HOUSEKEEPING_INTERVAL_MINUTES: interval });
  return { deps: { database: data.database, config, log, jobs }, entries };
}

const schedulesOf = async (jobs: Jobs) =>
  (await (await jobs.boss()).getSchedules()).filter((s) => s.name === housekeepingJob.name);

const queued = () =>
  queryRows<{ state: string; delay_seconds: number }>(
    data.db,
    sql`select state, extract(epoch from start_after - now())::float8 as delay_seconds
        from ${sql.raw(JOBS_SCHEMA)}.job where name = ${housekeepingJob.name}`,
  );

/** A sign-in attempt older than the retention: the next run deletes it. */
const oldAttempt = () =>
  data.db.insert(loginAttempts).values({
    email: 'someone@example.test',
    kind: 'login',
    ip: '203.0.113.7',
    succeeded: false,
    createdAt: new Date(Date.now() - (LOGIN_ATTEMPT_RETENTION_DAYS + 1) * DAY),
  });
const attempts = async () => (await data.db.select().from(loginAttempts)).length;

const runLines = (entries: { level: string; message: string }[]) =>
  entries.filter((e) => e.message.startsWith('housekeeping'));

describe('housekeeping on the job queue', () => {
  it("is on the queue's cron every HOUSEKEEPING_INTERVAL_MINUTES, with a first run 30 s after start that runs it once", async () => {
    const jobs = jobsOn({ mode: 'manual' });
    const { deps, entries } = depsOn(jobs, '60');
    await startHousekeeping(deps);

    expect(await schedulesOf(jobs)).toEqual([
      expect.objectContaining({ cron: '0 * * * *', data: {}, options: { tz: 'Europe/London' } }),
    ]);
    const [first, ...more] = await queued();
    expect(more).toEqual([]);
    expect(first!.state).toBe('created');
    expect(first!.delay_seconds).toBeGreaterThan(FIRST_RUN_DELAY_SECONDS - 5);
    expect(first!.delay_seconds).toBeLessThanOrEqual(FIRST_RUN_DELAY_SECONDS);

    // Thirty seconds later.
    await oldAttempt();
    await data.db.execute(
      sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second'
          where name = ${housekeepingJob.name}`,
    );
    expect(await jobs.runQueued()).toEqual({ completed: 1, failed: 0 });
    expect(await attempts()).toBe(0);
    expect(runLines(entries)).toEqual([
      expect.objectContaining({
        level: 'info',
        message:
          'housekeeping: deleted 0 access tokens, 0 e-mail tokens, 1 sign-in attempts, 0 orphan chat files',
      }),
    ]);
  });

  it('another interval is another cron; 0 takes housekeeping off the cron and queues nothing', async () => {
    const jobs = jobsOn({ mode: 'manual' });
    await startHousekeeping(depsOn(jobs, '15').deps, { firstRun: false });
    expect((await schedulesOf(jobs)).map((s) => s.cron)).toEqual(['*/15 * * * *']);
    expect(await queued()).toEqual([]);

    const off = jobsOn({ mode: 'manual' });
    await startHousekeeping(depsOn(off, '0').deps);
    expect(await schedulesOf(off)).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('one cron firing runs housekeeping once, in one of two server processes', async () => {
    // The schedule is in the database before the processes start, as after an earlier start: each process's
    // timekeeper looks at it as soon as it starts, and only the first of them within 30 s fires it.
    await startHousekeeping(depsOn(jobsOn({ mode: 'manual' }), '1').deps, { firstRun: false });
    await oldAttempt();
    const processes = [0, 1].map(() => {
      const jobs = jobsOn({ mode: 'poll', pollingIntervalSeconds: 0.2, cronWorkerIntervalSeconds: 1 });
      return { jobs, ...depsOn(jobs, '1') };
    });
    for (const p of processes) {
      await startHousekeeping(p.deps, { firstRun: false });
      await p.jobs.start();
    }
    const runs = () => processes.flatMap((p) => runLines(p.entries));
    const deadline = Date.now() + 20_000;
    while (runs().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Time for a second run, were the firing taken twice.
    await new Promise((r) => setTimeout(r, 2500));
    expect(runs()).toEqual([expect.objectContaining({ level: 'info' })]);
    expect(await attempts()).toBe(0);
    expect((await queued()).map((j) => j.state)).toEqual(['completed']);
  });

  it('logs a failed run as a warning, not a failed job: the next firing runs again', async () => {
    // A database without the tables: every delete fails.
    const empty: Database = await openDatabase({ dataDir: undefined });
    try {
      const { entries, log } = recordingLog();
      await runAndLogHousekeeping({ database: empty, config: testConfig(), log });
      expect(entries).toEqual([
        expect.objectContaining({
          level: 'warn',
          message: 'housekeeping failed; it runs again at the next interval',
          fields: { err: expect.any(Error) },
        }),
      ]);
    } finally {
      await empty.close();
    }
  });
});
