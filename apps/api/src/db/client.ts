import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import { schema, type Schema } from './schema';
import { lockDataDir } from './lock';
import { applyTriggers } from './triggers';
import { migrationsDir } from '../lib/paths';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations, then (re)creates the triggers of db/triggers.ts. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { dataDir: string | undefined };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = migrationsDir();
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await applyTriggers(db);
      },
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? lockDataDir(resolve(options.dataDir)) : () => undefined;
  try {
    const client = options.dataDir
      ? await PGlite.create(join(resolve(options.dataDir), 'db'))
      : await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
        await applyTriggers(db);
      },
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

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
