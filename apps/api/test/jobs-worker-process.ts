/**
 * A stand-in for a server process in the jobs process test (src/modules/jobs/jobs.process.test.ts): opens the
 * database named by JOBS_DB (a PGlite data directory or a postgres:// URL), works the test queue, appends each job's
 * number to JOBS_LOG as it starts it, hangs on job 2, and prints "ready" once polling. The test kills it.
 */
import { appendFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { createJobs, jobsConnectionFor } from '../src/modules/jobs/jobs.service';
import { processTestJob } from './jobs-process-job';

const target = process.env.JOBS_DB!;
const logFile = process.env.JOBS_LOG!;
const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
);
const jobs = createJobs({
  connection: jobsConnectionFor(database),
  log: { error: () => undefined, warn: () => undefined, info: () => undefined } as never,
  mode: 'poll',
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
});
await jobs.work(processTestJob, async ({ n }) => {
  appendFileSync(logFile, `${n}\n`);
  // Job 2 never finishes here, so the test kills this process with a job certainly running.
  if (n === 2) await new Promise(() => undefined);
});
await jobs.start();
process.stdout.write('ready\n');
