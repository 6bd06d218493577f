import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { migrationsDir } from '../src/lib/paths';
import {
  createJobs,
  defineJob,
  jobsConnectionFor,
  JOBS_SCHEMA,
  type Jobs,
} from '../src/modules/jobs/jobs.service';
import { createPostgresDatabase } from './harness';
import { recordingLog } from './recording-log';
import { sql } from 'drizzle-orm';

const serverUrl = process.env.DATABASE_URL;

/**
 * Two server processes started together on one fresh PostgreSQL database (issue 26): each opens its own pool,
 * as a process would. PGlite has one process per data directory (DATA_DIR/marquee.lock), so PostgreSQL only.
 */
describe.skipIf(!serverUrl)('two processes starting together (PostgreSQL)', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const databases: Database[] = [];
  const jobs: Jobs[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase(serverUrl!);
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: created.url }));
  });
  afterAll(async () => {
    await Promise.all(jobs.map((j) => j.stop()));
    await Promise.all(databases.map((d) => d.close()));
    await created?.drop();
  });

  it('runs the migrations once, one process after the other', async () => {
    await Promise.all(databases.map((d) => d.migrate()));
    const journal = JSON.parse(readFileSync(join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const rows = await queryRows<{ n: number }>(
      databases[0]!.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]!.n).toBe(journal.entries.length);
  });

  it("creates the job queues on first concurrent use in both, without pg-boss's deadlock", async () => {
    const kinds = Array.from({ length: 8 }, (_, i) => defineJob<{ n: number }>(`concurrent.start-${i}`));
    for (const database of databases) {
      jobs.push(
        createJobs({ connection: jobsConnectionFor(database), log: recordingLog().log, mode: 'manual' }),
      );
    }
    // Every queue's first use at once, in both processes.
    const sent = await Promise.all(jobs.flatMap((j) => kinds.map((kind, n) => j.send(kind, { n }))));
    expect(sent.every((id) => typeof id === 'string')).toBe(true);
    const queues = await queryRows<{ n: number }>(
      databases[0]!.db,
      sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.queue where name like 'concurrent.start-%'`,
    );
    expect(queues[0]!.n).toBe(kinds.length);
  });
});
