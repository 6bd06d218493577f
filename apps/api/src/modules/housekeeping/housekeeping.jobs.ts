import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { intervalCron } from '../../lib/interval-cron';
import { defineJob } from '../jobs/jobs.service';
import { runHousekeeping } from './housekeeping.service';

/** One housekeeping run. Never retried: a failed run is logged, and the next firing runs again. */
export const housekeepingJob = defineJob<Record<string, never>>('housekeeping.run', { retryLimit: 0 });

/** Long enough for start-up to settle and the first pages to be served before the first run. */
export const FIRST_RUN_DELAY_SECONDS = 30;

/** What housekeeping needs from the app. */
export interface HousekeepingJobsDeps
  extends Pick<FastifyInstance, 'database' | 'config' | 'jobs'>, Partial<Pick<FastifyInstance, 'storage'>> {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Runs housekeeping once and logs what it deleted; a failed run is a warning, not a failed job. */
export async function runAndLogHousekeeping(deps: Omit<HousekeepingJobsDeps, 'jobs'>) {
  const started = performance.now();
  try {
    const { deleted, orphanFiles, vacuumed } = await runHousekeeping(deps);
    deps.log.info(
      { deleted, orphanFiles, vacuumed, durationMs: Math.round(performance.now() - started) },
      `housekeeping: deleted ${deleted.accessTokens} access tokens, ${deleted.userTokens} e-mail tokens, ` +
        `${deleted.loginAttempts} sign-in attempts, ${orphanFiles} orphan chat files`,
    );
  } catch (err) {
    deps.log.warn({ err }, 'housekeeping failed; it runs again at the next interval');
  }
}

/**
 * Puts housekeeping on the job queue's cron, every HOUSEKEEPING_INTERVAL_MINUTES (docs/decisions/0052): pg-boss
 * fires each cron once across processes and one worker takes the job, so the runs never overlap in one process
 * and happen once per interval in all of them. A first run is queued FIRST_RUN_DELAY_SECONDS after start unless
 * `firstRun` is false. With 0, the schedule (kept in the database) is removed and nothing runs.
 */
export async function startHousekeeping(deps: HousekeepingJobsDeps, { firstRun = true } = {}) {
  const cron = intervalCron(deps.config.HOUSEKEEPING_INTERVAL_MINUTES);
  if (!cron) return deps.jobs.unschedule(housekeepingJob);
  await deps.jobs.work(housekeepingJob, () => runAndLogHousekeeping(deps));
  await deps.jobs.schedule(housekeepingJob, cron, {});
  if (firstRun) await deps.jobs.send(housekeepingJob, {}, { startAfter: FIRST_RUN_DELAY_SECONDS });
}

/**
 * The module's background work, in a server only: under NODE_ENV=test pg-boss would otherwise start in every test
 * file's app; the tests call startHousekeeping on their own job queue, and runHousekeeping directly.
 */
export const housekeepingJobs: FastifyPluginAsync = async (app) => {
  if (app.config.NODE_ENV === 'test') return;
  app.addHook('onReady', async () => startHousekeeping(app));
};
