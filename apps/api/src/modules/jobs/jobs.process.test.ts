import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { useTestDatabase } from '../../../test/harness';
import { processTestJob } from '../../../test/jobs-process-job';
import { createJobs, jobsConnectionFor, JOBS_SCHEMA } from './jobs.service';

const data = useTestDatabase({ reset: false });
const workerScript = join(import.meta.dirname, '../../../test/jobs-worker-process.ts');
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts a "server process" on the database and resolves once it polls. */
function startWorker(target: string, logFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: { ...process.env, JOBS_DB: target, JOBS_LOG: logFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });
  return { child, ready, exited };
}

const ranSoFar = async (logFile: string) =>
  (await readFile(logFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a server process killed while jobs are queued and one is running loses none: after a restart every job completes, and only the running one runs again', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'marquee-jobs-process-'));
  const logFile = join(dir, 'ran.log');
  await writeFile(logFile, '');
  let target: string;
  if (process.env.DATABASE_URL) {
    target = (data.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  } else {
    // A data directory of its own, seeded from this file's migrated database (an initdb on disk takes seconds).
    target = join(dir, 'data');
    await mkdir(target);
    const source = (data.db as unknown as { $client: PGlite }).$client;
    const seed = await PGlite.create(join(target, 'db'), { loadDataDir: await source.dumpDataDir('none') });
    await seed.close();
  }
  const open = (): Promise<Database> =>
    target.startsWith('postgres') ? openDatabase({ databaseUrl: target }) : openDatabase({ dataDir: target });

  try {
    // Queued by the "request" side before any worker runs.
    const database = await open();
    const sender = createJobs({ connection: jobsConnectionFor(database), log: quiet, mode: 'manual' });
    for (let n = 0; n < 20; n++) await sender.send(processTestJob, { n });
    await sender.stop();
    await database.close();

    const first = startWorker(target, logFile);
    await first.ready;
    await waitFor(async () => (await ranSoFar(logFile)).includes(2), 'job 2 to start');
    // SIGKILL: no graceful stop, while job 2 runs (the worker hangs on it).
    first.child.kill('SIGKILL');
    await first.exited;
    const beforeKill = await ranSoFar(logFile);
    expect(beforeKill.length).toBeLessThan(20);

    // The restarted server: this process opens the same database and works the queue, as the server would.
    const restarted = await open();
    const jobs = createJobs({
      connection: jobsConnectionFor(restarted),
      log: quiet,
      mode: 'poll',
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    let states: { state: string; count: number }[] = [];
    try {
      await jobs.work(processTestJob, async ({ n }) => {
        await appendFile(logFile, `${n}\n`);
      });
      await jobs.start();
      // Until every job has completed, including the attempt the killed process left active: it expires after a
      // second and is retried.
      await waitFor(async () => {
        states = await queryRows<{ state: string; count: number }>(
          restarted.db,
          sql`select state, count(*)::int as count from ${sql.raw(JOBS_SCHEMA)}.job
              where name = ${processTestJob.name} group by state`,
        );
        return states.length === 1 && states[0]!.state === 'completed';
      }, 'every job to complete');
    } finally {
      await jobs.stop();
      await restarted.close();
    }
    expect(states).toEqual([{ state: 'completed', count: 20 }]);

    const ran = await ranSoFar(logFile);
    const counts = new Map<number, number>();
    for (const n of ran) counts.set(n, (counts.get(n) ?? 0) + 1);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    const repeated = [...counts].filter(([, c]) => c > 1).map(([n]) => n);
    // Only the job that was running when the process died runs twice (at-least-once, docs/decisions/0030).
    expect(repeated).toEqual([2]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 90_000);
