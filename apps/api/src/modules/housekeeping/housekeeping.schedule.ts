import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { runHousekeeping, type HousekeepingDeps, type HousekeepingResult } from './housekeeping.service';

const MINUTE = 60_000;

/** Long enough for start-up to settle and the first pages to be served before the first run. */
export const FIRST_RUN_DELAY_MS = 30_000;

export interface HousekeepingScheduleDeps extends HousekeepingDeps {
  config: HousekeepingDeps['config'] & Pick<Config, 'HOUSEKEEPING_INTERVAL_MINUTES'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface HousekeepingTiming {
  firstRunDelayMs?: number;
  /** Default: HOUSEKEEPING_INTERVAL_MINUTES. */
  intervalMs?: number;
  /** Default: runHousekeeping. Tests wrap it to hold a run open. */
  run?: (deps: HousekeepingDeps) => Promise<HousekeepingResult>;
}

export interface HousekeepingSchedule {
  /** Cancels the next run and resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs housekeeping shortly after start, then every HOUSEKEEPING_INTERVAL_MINUTES (0: never). The next run
 * is timed from the end of the previous one, so runs never overlap. Timers are unref'd: they never keep the
 * process alive. A failed run is logged as a warning and the schedule goes on.
 */
export function scheduleHousekeeping(
  deps: HousekeepingScheduleDeps,
  timing: HousekeepingTiming = {},
): HousekeepingSchedule {
  const intervalMs = timing.intervalMs ?? deps.config.HOUSEKEEPING_INTERVAL_MINUTES * MINUTE;
  if (intervalMs <= 0) return { stop: async () => undefined };
  const run = timing.run ?? runHousekeeping;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runOnce = async () => {
    const started = performance.now();
    try {
      const { deleted, vacuumed } = await run(deps);
      deps.log.info(
        { deleted, vacuumed, durationMs: Math.round(performance.now() - started) },
        `housekeeping: deleted ${deleted.accessTokens} access tokens, ${deleted.userTokens} e-mail tokens, ` +
          `${deleted.loginAttempts} sign-in attempts`,
      );
    } catch (err) {
      deps.log.warn({ err }, 'housekeeping failed; it runs again at the next interval');
    }
  };

  const arm = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        if (!stopped) arm(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  arm(timing.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
