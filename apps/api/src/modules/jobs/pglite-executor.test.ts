import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteJobsExecutor } from './pglite-executor';

// On PGlite even when the suite runs on PostgreSQL: this is the adapter for the embedded database.
describe('pg-boss over PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table t (n int)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('rolls back a failed BEGIN…COMMIT text, so the one connection is not left in an aborted transaction', async () => {
    const executor = pgliteJobsExecutor(client);
    await expect(
      executor.executeSql(`
        BEGIN;
        SET LOCAL lock_timeout = '30s';
        INSERT INTO t VALUES (1);
        SELECT 1/0;
        COMMIT;
      `),
    ).rejects.toThrow(/division by zero/);
    // Without the rollback this would fail with "current transaction is aborted".
    expect((await client.query<{ count: number }>('select count(*)::int as count from t')).rows).toEqual([
      { count: 0 },
    ]);
    expect(
      (await client.query<{ tx: boolean }>('select pg_current_xact_id_if_assigned() is null as tx')).rows,
    ).toEqual([{ tx: true }]);
  });

  it('commits a locked text, answers parameterised and multi-statement texts with the last result', async () => {
    const executor = pgliteJobsExecutor(client);
    await executor.executeSql(
      `BEGIN;\nSELECT pg_advisory_xact_lock(42);\nINSERT INTO t VALUES (2);\nCOMMIT;`,
    );
    expect(await executor.executeSql('select n from t where n = $1', [2])).toEqual({
      rows: [{ n: 2 }],
      rowCount: 1,
    });
    expect((await executor.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
  });
});
