import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss asks of a database it does not connect to itself (its `db` option). */
export interface JobsSqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** pg-boss's `locked()` plans: one text that opens a transaction, takes an advisory lock, and commits. */
const LOCKED = /^\s*BEGIN;\s*([\s\S]*?)\s*COMMIT;\s*$/;

/**
 * Runs pg-boss over our PGlite instance (docs/decisions/0030). PGlite is one connection, and PGlite queues every
 * `query`/`exec`/`transaction` call behind one lock, so no pg-boss statement can land inside an application
 * transaction, nor the reverse; each statement holds the lock only for its own (short) run.
 *
 * pg-boss sends its schema creation, migrations and maintenance as a single text `BEGIN; …; COMMIT;`. Sent as it
 * is, a failure in the middle would leave the one shared connection inside an aborted transaction and break every
 * later query of the app. Those texts therefore go through `PGlite.transaction`, which rolls back on failure and
 * holds the lock for the whole transaction. Texts without parameters may hold several statements (simple protocol,
 * `exec`); texts with parameters are one statement (extended protocol, `query`).
 */
export function pgliteJobsExecutor(client: PGlite): JobsSqlExecutor {
  return {
    async executeSql(text, values) {
      const locked = LOCKED.exec(text);
      if (locked) {
        const results = await client.transaction((tx) => tx.exec(locked[1]!));
        return lastResult(results);
      }
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
      }
      return lastResult(await client.exec(text));
    },
  };
}

function lastResult(results: { rows: unknown[]; affectedRows?: number }[]) {
  const last = results.at(-1);
  return { rows: last?.rows ?? [], rowCount: last?.affectedRows || last?.rows.length || 0 };
}
