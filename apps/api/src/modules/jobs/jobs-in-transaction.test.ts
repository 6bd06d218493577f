import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestDatabase } from '../../../test/harness';
import { recordingLog } from '../../../test/recording-log';
import { createJobs, defineJob, jobsConnectionFor, JOBS_SCHEMA, type Jobs } from './jobs.service';

/** jobs.queueInTransaction (docs/decisions/0089): several kinds of job in one of the app's transactions. */
const data = useTestDatabase({ reset: false });

const open: Jobs[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((j) => j.stop()));
});
let queueNumber = 0;
const queueName = (what: string) => `test-${what}-${++queueNumber}`;

describe('jobs queued in a transaction', () => {
  it('jobs of several kinds queued in one transaction are kept with it, or none; an undeclared kind is refused', async () => {
    const first = defineJob<{ n: number }>(queueName('tx-first'));
    const second = defineJob<{ n: number }>(queueName('tx-second'));
    const undeclared = defineJob<{ n: number }>(queueName('tx-undeclared'));
    const jobs = createJobs({
      connection: jobsConnectionFor(data.database),
      log: recordingLog().log,
      mode: 'manual',
    });
    open.push(jobs);
    const ran: string[] = [];
    await jobs.work(first, async ({ n }) => void ran.push(`first ${n}`));
    await jobs.work(second, async ({ n }) => void ran.push(`second ${n}`));
    await data.db.execute(sql`create table if not exists jobs_tx_kinds_test (id int primary key)`);
    const label = new Map(
      [first, second, undeclared].map((j, i) => [j.name, ['first', 'second', 'undeclared'][i]]),
    );
    const queued = async () =>
      (
        await queryRows<{ name: string; n: number }>(
          data.db,
          sql`select name, (data->>'n')::int as n from ${sql.raw(JOBS_SCHEMA)}.job
              where name in (${first.name}, ${second.name}, ${undeclared.name}) order by name, n`,
        )
      ).map((r) => `${label.get(r.name)} ${r.n}`);

    const answer = await jobs.queueInTransaction(data.db, [first, second], async (tx, queue) => {
      await tx.execute(sql`insert into jobs_tx_kinds_test (id) values (1)`);
      await queue(first, { n: 1 });
      await queue(second, { n: 1 });
      return 'kept';
    });
    expect(answer).toBe('kept');
    // A failure after the jobs were queued takes them back with the rows.
    await expect(
      jobs.queueInTransaction(data.db, [first, second], async (tx, queue) => {
        await queue(first, { n: 2 });
        await queue(second, { n: 2 });
        await tx.execute(sql`insert into jobs_tx_kinds_test (id) values (1)`);
      }),
    ).rejects.toThrow();
    await expect(
      jobs.queueInTransaction(data.db, [first], async (tx, queue) => {
        await tx.execute(sql`insert into jobs_tx_kinds_test (id) values (3)`);
        await queue(undeclared, { n: 3 });
      }),
    ).rejects.toThrow(/not among the kinds/);
    expect(await queued()).toEqual(['first 1', 'second 1']);
    expect(
      await queryRows<{ id: number }>(data.db, sql`select id from jobs_tx_kinds_test order by id`),
    ).toEqual([{ id: 1 }]);
    expect(await jobs.runQueued()).toEqual({ completed: 2, failed: 0 });
    expect(ran.sort()).toEqual(['first 1', 'second 1']);
  });
});
