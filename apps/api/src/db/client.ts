import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { PGlite, parse as pgliteResults, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import { schema, type Schema } from './schema';
import { lockDataDir } from './lock';
import { migrationsDir } from '../lib/paths';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  /**
   * Holds every statement not yet started until the returned function is called: on PGlite the server takes
   * one waiting connection per statement, so shutdown holds them while it takes every connection waiting in
   * the accept queue (docs/decisions/0027). On PostgreSQL it holds nothing.
   */
  pause(): () => void;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `from` starts it from a copy of another database's
   * files (PGlite's dumpDataDir), which skips initdb: the tests' migrated template (test/global-setup.ts).
   */
  | { dataDir: string | undefined; from?: Blob; queueWaitMs?: number };

/**
 * The longest a PGlite statement waits for its turn (one statement at a time) before it is refused as the
 * database being unavailable (503 with Retry-After), as node-postgres refuses a call after 4 s without a free
 * connection: beyond saturation, calls are turned away rather than left queueing past every client's patience
 * (issue 26, docs/decisions/0091).
 */
export const PGLITE_QUEUE_WAIT_MS = 10_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = migrationsDir();
  if ('databaseUrl' in options) {
    const pool = new pg.Pool(appPoolOptions(options.databaseUrl));
    // An idle connection ended by the server (a restart, pg_terminate_backend, DROP DATABASE … FORCE) is an
    // 'error' event on the pool; unheard, it would crash the process. The pool drops that client and opens a new
    // one when needed. Only the code is reported, never a statement or its values (decision 0026).
    pool.on('error', (err: Error & { code?: string }) => {
      process.emitWarning(
        `PostgreSQL connection lost (${err.code ?? err.message}); the pool opens a new one`,
      );
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(options.databaseUrl, migrationsFolder),
      pause: () => () => undefined,
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? lockDataDir(resolve(options.dataDir)) : () => undefined;
  try {
    // pg_trgm: the trigram indexes of the admin supplier search (migration 0013, docs/decisions/0065).
    const extensions = { pg_trgm };
    const client = options.dataDir
      ? await PGlite.create(join(resolve(options.dataDir), 'db'), { extensions })
      : await PGlite.create(
          'from' in options && options.from ? { loadDataDir: options.from, extensions } : { extensions },
        );
    // Only the named statements of queryPrepared are affected (every other statement is unnamed and planned
    // once): they are planned once with their parameters unknown, instead of on every call (docs/decisions/0010).
    await client.exec('set plan_cache_mode = force_generic_plan');
    const turns = takeTurnsWithTheEventLoop(
      client,
      ('queueWaitMs' in options && options.queueWaitMs) || PGLITE_QUEUE_WAIT_MS,
    );
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      pause: turns.pause,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/**
 * The app's pool. A database that is down or unreachable must fail a call within seconds, never hold it: a
 * connection (or a free one from the pool) is waited for at most 4 s, an answer at most 4 s (a connection cut
 * without a reset; the pool then drops that connection). The error handler answers those failures 503 with
 * Retry-After (lib/database-unavailable.ts), and the pool opens new connections once the database is back
 * (issue 26).
 */
export const appPoolOptions = (connectionString: string): pg.PoolConfig => ({
  connectionString,
  max: 10,
  connectionTimeoutMillis: 4000,
  query_timeout: 4000,
  keepAlive: true,
});

/** One key for the migration lock, the same in every process of every version (pg_advisory_lock takes a bigint). */
export const MIGRATION_LOCK_KEY = 0x6d61_7271_7565_65n; // 'marquee'

/**
 * Runs the migrations under a PostgreSQL session advisory lock on a connection of its own (no statement timeout:
 * an index on a large table takes what it takes): processes that start together run them one after the other,
 * and the second finds nothing left to do (issue 26). The lock goes with the connection if the process dies.
 */
async function migratePostgres(connectionString: string, migrationsFolder: string) {
  const client = new pg.Client({ connectionString, application_name: 'marquee-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * PGlite runs each statement on the main thread, and its lock hands over from one statement to the next in
 * promise callbacks: with 200 requests queued, their statements ran back to back for up to 3.5 s without the
 * event loop getting a turn, so SIGTERM was acted on seconds late and connections waited in the kernel's accept
 * queue until the listener closed on them (issue 9, docs/decisions/0027). Statements therefore take turns here,
 * one at a time in the order they were sent, and each waits for `setImmediate` first, so the event loop runs
 * between any two statements. Waiting only before PGlite's lock was not enough: every waiting statement passed
 * that wait in the same turn and then queued on the lock. A statement sent on the client from inside a
 * `transaction` callback would wait for that transaction forever; PGlite's own lock already does the same.
 * A statement whose turn comes after `queueWaitMs` is refused (PGLITE_QUEUE_WAIT_MS).
 */
function takeTurnsWithTheEventLoop(client: PGlite, queueWaitMs: number) {
  const methods = ['query', 'exec', 'transaction', 'runExclusive'] as const;
  let previous: Promise<unknown> = Promise.resolve();
  /** Set while `pause()` holds the statements. */
  let held: Promise<void> | undefined;
  for (const method of methods) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    // Writable, as the originals are: tests replace `query` to count statements.
    Object.defineProperty(client, method, {
      writable: true,
      configurable: true,
      value: (...args: unknown[]) => {
        const queuedAt = Date.now();
        const turn = previous
          .then(() => held)
          .then(() => new Promise((resolve) => setImmediate(resolve)))
          .then(() => {
            // Refused without running when it waited too long: the queue drains at once (53300, as PostgreSQL's
            // "too many connections", is a database-unavailable answer).
            if (Date.now() - queuedAt > queueWaitMs)
              throw Object.assign(new Error(`PGlite: no turn for a statement within ${queueWaitMs} ms`), {
                code: '53300',
              });
            return original(...args);
          });
        previous = turn.catch(() => undefined);
        return turn;
      },
    });
  }
  return {
    pause(): () => void {
      let resume!: () => void;
      const pausing = new Promise<void>((resolve) => (resume = resolve));
      held = pausing;
      return () => {
        if (held === pausing) held = undefined;
        resume();
      };
    },
  };
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** A statement's name from its text: the same text gets the same name in every process. */
const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * `queryRows` for hot read-only statements whose text is the same on every call (every value a parameter),
 * sent straight to the driver as a named prepared statement: prepared once per connection (PostgreSQL) or
 * per PGlite instance, so later calls skip parsing and, once PostgreSQL settles on a generic plan, planning
 * too (docs/decisions/0010). Inside a transaction it runs as usual.
 */
export async function queryPrepared<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) && !(client instanceof PGlite)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (client instanceof PGlite) return pgliteStatements.prepared<T>(client, text, params);
  const result = await client.query<T & pg.QueryResultRow>({
    name: statementName(text),
    text,
    values: params,
  });
  return result.rows;
}

/**
 * The PGlite statements that bypass `PGlite.query`, in an object so the directory benchmark can count them
 * with the rest of the statements an API call sends.
 */
export const pgliteStatements = {
  prepared: <T>(client: PGlite, text: string, params: unknown[]) =>
    queryPglitePrepared<T>(client, text, params),
};

/** Per PGlite instance, the statements prepared so far and their parameter types. */
const pglitePrepared = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * PGlite's `query` parses and plans every statement afresh (an unnamed statement). This speaks the extended
 * protocol as `query` does, but with a named statement prepared on first use, under PGlite's query lock;
 * with `plan_cache_mode = force_generic_plan` (set at open) it is also planned only once. Left to choose,
 * PGlite kept planning the directory statements on every call, which was half of their time.
 * Read-only statements only: it does not sync the data directory to disk afterwards.
 */
async function queryPglitePrepared<T>(client: PGlite, text: string, params: unknown[]): Promise<T[]> {
  const name = statementName(text);
  const options = { syncToFs: false };
  // runExclusive is PGlite's public lock for execProtocol callers (it holds the query lock; PGlite pinned
  // exactly, and client.test.ts runs this path on PGlite even when the suite runs on PostgreSQL).
  return client.runExclusive(async () => {
    let prepared = pglitePrepared.get(client);
    if (!prepared) pglitePrepared.set(client, (prepared = new Map()));
    const messages = [];
    try {
      let types = prepared.get(name);
      if (!types) {
        await client.execProtocol(protocol.serialize.parse({ name, text }), options);
        const described = await client.execProtocol(
          protocol.serialize.describe({ type: 'S', name }),
          options,
        );
        types = pgliteResults.parseDescribeStatementResults(described.messages);
        prepared.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = client.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      for (const message of [
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ]) {
        messages.push(...(await client.execProtocol(message, options)).messages);
      }
    } finally {
      messages.push(...(await client.execProtocol(protocol.serialize.sync(), options)).messages);
    }
    return pgliteResults.parseResults(messages, client.parsers)[0]!.rows as T[];
  });
}
