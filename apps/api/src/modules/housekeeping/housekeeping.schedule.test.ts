import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { openTestDatabase, testConfig } from '../../../test/harness';
import { scheduleHousekeeping, type HousekeepingSchedule } from './housekeeping.schedule';
import { runHousekeeping } from './housekeeping.service';

/** A logger that keeps what it was given. */
function recordingLog() {
  const lines: { level: 'info' | 'warn'; fields: Record<string, unknown>; msg: string }[] = [];
  const at = (level: 'info' | 'warn') => (fields: Record<string, unknown>, msg: string) =>
    void lines.push({ level, fields, msg });
  return { lines, log: { info: at('info'), warn: at('warn') } as never };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

describe('the housekeeping schedule', () => {
  const config = testConfig();
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const schedules: HousekeepingSchedule[] = [];
  const schedule = (...args: Parameters<typeof scheduleHousekeeping>) => {
    const s = scheduleHousekeeping(...args);
    schedules.push(s);
    return s;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const s of schedules) await s.stop();
    await database?.dispose();
  });

  it('runs soon after start, logs what it deleted, and stop waits for the run in progress', async () => {
    const { lines, log } = recordingLog();
    let entered = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = schedule(
      { database, config, log },
      {
        firstRunDelayMs: 0,
        intervalMs: 60_000,
        // The real run, held open until the test lets it go.
        run: async (deps) => {
          entered = true;
          await gate;
          return runHousekeeping(deps);
        },
      },
    );
    await until(() => entered);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'housekeeping: deleted 0 access tokens, 0 e-mail tokens, 0 sign-in attempts',
        fields: {
          deleted: { accessTokens: 0, userTokens: 0, loginAttempts: 0 },
          vacuumed: database.kind === 'pglite',
          durationMs: expect.any(Number),
        },
      },
    ]);
  });

  it('runs again every interval, and never after stop', async () => {
    const { lines, log } = recordingLog();
    const job = schedule({ database, config, log }, { firstRunDelayMs: 0, intervalMs: 20 });
    await until(() => lines.length >= 2);
    await job.stop();
    const runs = lines.length;
    await sleep(100);
    expect(lines).toHaveLength(runs);
    expect(lines.every((l) => l.level === 'info')).toBe(true);
  });

  it('logs a failed run as a warning and carries on', async () => {
    // A database without the tables: every delete fails.
    const empty: Database = await openDatabase({ dataDir: undefined });
    try {
      const { lines, log } = recordingLog();
      const job = schedule({ database: empty, config, log }, { firstRunDelayMs: 0, intervalMs: 20 });
      await until(() => lines.length >= 2);
      await job.stop();
      expect(lines.every((l) => l.level === 'warn')).toBe(true);
      expect(lines[0]?.fields.err).toBeInstanceOf(Error);
    } finally {
      await empty.close();
    }
  });

  it('does nothing when HOUSEKEEPING_INTERVAL_MINUTES is 0', async () => {
    const { lines, log } = recordingLog();
    const off = testConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '0' });
    const job = schedule({ database, config: off, log }, { firstRunDelayMs: 0 });
    await sleep(50);
    await job.stop();
    expect(lines).toEqual([]);
  });
});
