import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../../db/client';
import {
  defineJob,
  type JobContext,
  type JobDefinition,
  type JobHandler,
  type JobPolicy,
  type QueueInTransaction,
  type SendOptions,
} from './job-definition';
import { sleep, type Alarm } from './alarm';
import { pgliteJobsExecutor, type JobsSqlExecutor } from './pglite-executor';
import { pgJobsExecutor, poolOptions, transactionExecutor, type PgJobsExecutor } from './pg-executors';
import { createQueue } from './queue-creation';

export { defineJob, type JobContext, type JobDefinition, type JobHandler, type JobPolicy, type SendOptions };
export type { QueueInTransaction };

/** pg-boss's tables live in their own schema, beside (never inside) the app's drizzle-managed `public`. */
export const JOBS_SCHEMA = 'pgboss';

export interface Jobs {
  /** Queues a job durably (in the database) and returns its id; null when a singletonKey job is already queued. */
  send<T extends object>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Runs `write` in a transaction of `db` and queues the job it answers data for in that same transaction: the
   * rows and the job are kept together or not at all (a crash between them cannot leave one without the other).
   * Answers `write`'s result. Data `null`: the rows commit and no job is queued.
   */
  sendInTransaction<T extends object, R>(
    db: Db,
    job: JobDefinition<T>,
    write: (tx: Tx) => Promise<{ data: T | null; result: R }>,
    options?: SendOptions,
  ): Promise<R>;
  /**
   * Runs `write` in a transaction of `db`; its `queue` queues a job of one of the `kinds` in that transaction, so
   * the rows and every job it queued are kept together or not at all (several kinds of job, where
   * sendInTransaction queues one). A kind not listed is refused: its queue is made before the transaction opens
   * (on PGlite, pg-boss's own statements would wait for ever for the connection the transaction holds). Answers
   * `write`'s result.
   */
  queueInTransaction<R>(
    db: Db,
    kinds: ReadonlyArray<JobDefinition<object>>,
    write: (tx: Tx, queue: QueueInTransaction) => Promise<R>,
  ): Promise<R>;
  /** Registers the handler of a kind of job; with polling on, its workers start (or start with start()). */
  work<T extends object>(job: JobDefinition<T>, handler: JobHandler<T>): Promise<void>;
  /** Sends the job on a cron schedule (pg-boss's timekeeper, once across processes); replaces an earlier one. */
  schedule<T extends object>(
    job: JobDefinition<T>,
    cron: string,
    data: T,
    options?: { tz?: string },
  ): Promise<void>;
  /** Removes the job's cron schedule, if any (its queued jobs stay). */
  unschedule(job: JobDefinition<object>): Promise<void>;
  /** Starts polling (in 'poll' mode). Nothing touches the database until a job is registered or sent. */
  start(): Promise<void>;
  /**
   * Runs every due job of the registered handlers now, one at a time, until none is left (tests, and a way to
   * drain a queue from a script). Jobs waiting for a retry delay or startAfter are not due.
   */
  runQueued(): Promise<{ completed: number; failed: number }>;
  /** Stops fetching, lets running handlers finish (up to stopTimeoutMs), then stops pg-boss. */
  stop(): Promise<void>;
  /** The pg-boss instance (tests and diagnostics), started on first use. */
  boss(): Promise<PgBoss>;
  /** Rejects unless the job store answers (readiness): one statement on pg-boss's own connection. */
  ping(): Promise<void>;
}

/** Where pg-boss keeps its tables: the embedded PGlite (through its one connection) or a PostgreSQL URL. */
export type JobsConnection = { pglite: PGlite } | { connectionString: string };

/** The job store for a database the app has opened: the same PGlite, or the same PostgreSQL database. */
export function jobsConnectionFor(database: Database): JobsConnection {
  const client = (database.db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { pglite: client };
  if (client instanceof pg.Pool && client.options.connectionString) {
    return { connectionString: client.options.connectionString };
  }
  throw new Error('Background jobs need a PGlite client or a PostgreSQL pool with a connection string');
}

export interface JobsOptions {
  connection: JobsConnection;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** 'poll': workers fetch jobs on their own (the server). 'manual': only runQueued() runs jobs (tests). */
  mode?: 'poll' | 'manual';
  /** Seconds between polls of an idle queue. Default 2. */
  pollingIntervalSeconds?: number;
  /** Jobs of one queue run at the same time in this process. Default 1. */
  concurrency?: number;
  /** How long stop() waits for running handlers. Default 30 s. */
  stopTimeoutMs?: number;
  /**
   * Seconds between pg-boss's maintenance runs (polling mode), which fail and retry the attempts of a process that
   * died (after their expireInSeconds). Default pg-boss's 120 s; the process test shortens it.
   */
  maintenanceIntervalSeconds?: number;
  /**
   * Seconds between polls of pg-boss's own queue that turns a cron firing into a job (polling mode). Default
   * pg-boss's 5 s; the housekeeping schedule test shortens it.
   */
  cronWorkerIntervalSeconds?: number;
}

/**
 * pg-boss makes a job due when `start_after < now()`, and a job sent without a start is given `now()`. PGlite's
 * clock can give two statements in a row the same `now()`, so a fetch right after a send (runQueued in a test, or
 * the worker woken by the send) could miss the job and leave it for the next poll. Sent as due from a second
 * ago (an interval on the database's own clock, so no clock skew between processes matters), it is due at once.
 */
const DUE_NOW = '-1 second';

/** pg-boss's send options from ours (pg-boss checks the keys that are present, even when undefined). */
const bossSendOptions = ({ startAfter, singletonKey, priority }: SendOptions): PgBoss.SendOptions => ({
  startAfter: startAfter ?? DUE_NOW,
  ...(singletonKey !== undefined && { singletonKey }),
  ...(priority !== undefined && { priority }),
});

/**
 * Durable background jobs on pg-boss 10 (docs/decisions/0030), on PGlite or PostgreSQL. Our own fetch loop
 * (fetch → handler → complete/fail) replaces pg-boss's work(): the same code runs in tests (runQueued) and in
 * the server, and stop() knows exactly which handler is still running.
 */
export function createJobs(options: JobsOptions): Jobs {
  const { log } = options;
  const mode = options.mode ?? 'poll';
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const concurrency = options.concurrency ?? 1;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;

  const handlers = new Map<string, { job: JobDefinition<object>; handler: JobHandler<object> }>();
  const alarms = new Map<string, Alarm>();
  const alarmOf = (name: string) => {
    let alarm = alarms.get(name);
    if (!alarm) alarms.set(name, (alarm = { waiters: new Set(), rang: false }));
    return alarm;
  };
  /** Only this process's workers hear it; other processes find the job at their next poll. */
  const wake = (name: string) => {
    const alarm = alarmOf(name);
    if (alarm.waiters.size === 0) alarm.rang = true;
    for (const done of [...alarm.waiters]) done();
  };
  const queues = new Map<string, Promise<void>>();
  const loops: Promise<void>[] = [];
  const stopping = new AbortController();
  let polling = false;
  let bossStarted: Promise<PgBoss> | undefined;
  let pgExecutor: PgJobsExecutor | undefined;
  let executor: JobsSqlExecutor | undefined;
  let stopped: Promise<void> | undefined;

  const startBoss = async () => {
    let db: JobsSqlExecutor;
    if ('pglite' in options.connection) {
      db = executor = pgliteJobsExecutor(options.connection.pglite);
    } else if (pgExecutor) {
      // A start that failed (the database was down) is tried again on the same pool.
      db = pgExecutor;
    } else {
      const pool = new pg.Pool(poolOptions(options.connection.connectionString));
      pool.on('error', (err) => log.error({ err }, 'job queue connection error'));
      db = executor = pgExecutor = pgJobsExecutor(pool);
    }
    const boss = new PgBoss({
      db: db as PgBoss.Db,
      schema: JOBS_SCHEMA,
      // Maintenance (expiring stuck attempts, archiving) and cron only in a polling server; tests drive jobs.
      supervise: mode === 'poll',
      schedule: mode === 'poll',
      ...(options.maintenanceIntervalSeconds && {
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
      }),
      ...(options.cronWorkerIntervalSeconds && {
        cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds,
      }),
    });
    boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
    await boss.start();
    return boss;
  };
  const boss = () => {
    if (!bossStarted) {
      const started = (bossStarted = startBoss());
      // A start that failed (the database down) is tried again by the next use, not remembered for ever.
      started.catch(() => {
        if (bossStarted === started) bossStarted = undefined;
      });
    }
    return bossStarted;
  };

  /** Queue creations of this process, one after the other (see createQueue below). */
  let creating: Promise<unknown> = Promise.resolve();

  const ensureQueue = (job: JobDefinition<object>) => {
    let created = queues.get(job.name);
    if (!created) {
      const create = async () => {
        const b = await boss();
        const policy = {
          name: job.name,
          retryLimit: job.policy.retryLimit,
          retryDelay: job.policy.retryDelaySeconds,
          retryBackoff: job.policy.retryBackoff,
          expireInSeconds: job.policy.expireInSeconds,
        };
        // Created once per database; updated so a changed policy applies to jobs sent from now on.
        await createQueue(b, job.name, policy);
        await b.updateQueue(job.name, policy);
      };
      created = creating.then(create);
      creating = created.catch(() => undefined);
      queues.set(job.name, created);
      created.catch(() => queues.delete(job.name));
    }
    return created;
  };

  /** Fetches one due job of the queue and runs it; undefined when none was due. */
  const runOne = async (name: string): Promise<'completed' | 'failed' | undefined> => {
    const entry = handlers.get(name);
    if (!entry) return undefined;
    const b = await boss();
    const [job] = await b.fetch<object>(name, { batchSize: 1, includeMetadata: true });
    if (!job) return undefined;
    const context: JobContext = {
      id: job.id,
      attempt: job.retryCount + 1,
      willRetry: job.retryCount < job.retryLimit,
    };
    try {
      await entry.handler(job.data, context);
    } catch (err) {
      // The job id and attempt identify the failure; the data stays in the database, out of the logs. The error
      // goes as it is to the app's `err` serializer, which drops a failed query's parameter values (lib/logging.ts).
      log.error(
        {
          jobId: job.id,
          queue: name,
          attempt: context.attempt,
          willRetry: context.willRetry,
          err,
        },
        `job ${name} failed`,
      );
      await b.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
      return 'failed';
    }
    await b.complete(name, job.id);
    return 'completed';
  };

  const pollLoop = async (name: string) => {
    while (!stopping.signal.aborted) {
      let ran: Awaited<ReturnType<typeof runOne>>;
      try {
        ran = await runOne(name);
      } catch (err) {
        log.error({ queue: name, err }, 'job queue polling failed');
        ran = undefined;
      }
      // A busy queue is fetched again at once; an idle one after the polling interval.
      if (!ran) await sleep(pollMs, stopping.signal, alarmOf(name));
    }
  };

  const startWorkers = (name: string) => {
    for (let i = 0; i < concurrency; i++) loops.push(pollLoop(name));
  };

  const queueInTransaction: Jobs['queueInTransaction'] = async (db, kinds, write) => {
    // Before the transaction: on PGlite, pg-boss's own statements wait for the one connection the
    // transaction holds, so starting pg-boss or creating a queue inside it would wait for ever.
    for (const job of kinds) await ensureQueue(job);
    const b = kinds.length > 0 ? await boss() : undefined;
    const names = new Set(kinds.map((k) => k.name));
    const queued = new Set<string>();
    const result = await db.transaction((tx) =>
      write(tx, async (job, data, sendOptions = {}) => {
        if (!b || !names.has(job.name))
          throw new Error(`queueInTransaction: ${job.name} is not among the kinds of this transaction`);
        const id = await b.send(job.name, data, {
          ...bossSendOptions(sendOptions),
          db: transactionExecutor(tx),
        });
        if (id) queued.add(job.name);
        return id;
      }),
    );
    // After the commit: until then the jobs are invisible to the workers.
    for (const name of queued) wake(name);
    return result;
  };

  return {
    async send(job, data, sendOptions = {}) {
      await ensureQueue(job);
      const b = await boss();
      const id = await b.send(job.name, data, bossSendOptions(sendOptions));
      if (id) wake(job.name);
      return id;
    },

    async sendInTransaction(db, job, write, sendOptions = {}) {
      return queueInTransaction(db, [job], async (tx, queue) => {
        const { data, result } = await write(tx);
        if (data !== null) await queue(job, data, sendOptions);
        return result;
      });
    },

    queueInTransaction,

    async work(job, handler) {
      if (handlers.has(job.name)) throw new Error(`A handler for ${job.name} is already registered`);
      handlers.set(job.name, { job, handler: handler as JobHandler<object> });
      // In manual mode (tests) the queue is created by the first send or runQueued: an app whose modules
      // register handlers but never send a job does not start pg-boss (nor pay for creating its schema).
      if (mode === 'manual') return;
      await ensureQueue(job);
      if (polling && !stopping.signal.aborted) startWorkers(job.name);
    },

    async schedule(job, cron, data, scheduleOptions = {}) {
      await ensureQueue(job);
      const b = await boss();
      await b.schedule(job.name, cron, data, { tz: scheduleOptions.tz ?? 'Europe/London' });
    },

    async unschedule(job) {
      const b = await boss();
      await b.unschedule(job.name);
    },

    async start() {
      if (mode !== 'poll' || polling) return;
      polling = true;
      for (const name of handlers.keys()) startWorkers(name);
    },

    async runQueued() {
      const counts = { completed: 0, failed: 0 };
      for (const { job } of handlers.values()) await ensureQueue(job);
      for (let ranAny = true; ranAny;) {
        ranAny = false;
        for (const name of handlers.keys()) {
          const ran = await runOne(name);
          if (ran) {
            counts[ran]++;
            ranAny = true;
          }
        }
      }
      return counts;
    },

    stop() {
      // Idempotent: the server's shutdown and app.close() may both ask.
      return (stopped ??= stopAll());
    },

    boss,

    async ping() {
      await boss();
      await executor!.executeSql(`select 1 from ${JOBS_SCHEMA}.version`);
    },
  };

  async function stopAll() {
    stopping.abort();
    const finished = Promise.all(loops).then(() => true);
    const timedOut = new Promise<false>((resolve) => setTimeout(resolve, stopTimeoutMs, false).unref());
    if (!(await Promise.race([finished, timedOut]))) {
      // The attempt stays active in the database; pg-boss expires and retries it after expireInSeconds.
      log.warn({ stopTimeoutMs }, 'jobs still running at shutdown were left to be retried');
    }
    if (bossStarted) {
      const b = await bossStarted.catch(() => undefined);
      // graceful: pg-boss's own (cron) worker finishes; close: our executor's pool, if any, is ended below.
      await b?.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      await pgExecutor?.end();
    }
  }
}
