import type pg from 'pg';
import type { Tx } from '../../db/client';
import type { JobsSqlExecutor } from './pglite-executor';

export const poolOptions = (connectionString: string): pg.PoolConfig => ({
  connectionString,
  // Its own few connections: job polling never waits for, nor starves, the app's pool.
  max: 4,
  application_name: 'marquee-jobs',
});

/**
 * pg-boss's statements inside one of the app's drizzle transactions (sendInTransaction). Drizzle keeps the
 * transaction's connection in its session without a public accessor: a node-postgres PoolClient, or PGlite's
 * Transaction; both answer `query(text, values)`. drizzle-orm is pinned, and the mail tests run this on both.
 */
export function transactionExecutor(tx: Tx): JobsSqlExecutor {
  type Client = {
    query(
      text: string,
      values?: unknown[],
    ): Promise<{ rows: unknown[]; rowCount?: number | null; affectedRows?: number }>;
  };
  const client = (tx as unknown as { session?: { client?: Partial<Client> } }).session?.client;
  if (typeof client?.query !== 'function') {
    throw new Error("sendInTransaction: the transaction's connection was not found (drizzle changed?)");
  }
  const connection = client as Client;
  return {
    async executeSql(text, values) {
      const result = await connection.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}

export interface PgJobsExecutor extends JobsSqlExecutor {
  end(): Promise<void>;
}

/**
 * pg-boss over its own node-postgres pool. pg-boss sends its migrations and maintenance as one `BEGIN; …;
 * COMMIT;` text; if a statement inside fails, the connection would go back to the pool inside an aborted
 * transaction, so it is rolled back before release.
 */
export function pgJobsExecutor(pool: pg.Pool): PgJobsExecutor {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      try {
        const result = await client.query(text, values);
        // A multi-statement text answers with one result per statement; pg-boss reads the last one.
        const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
        return { rows: last.rows, rowCount: last.rowCount ?? 0 };
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}
