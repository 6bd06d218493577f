import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite database (dumpDataDir), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run of the API tests on PGlite: one database is created and migrated with the committed migrations,
 * and its files are saved for every test file's database to start from (test/harness.ts). On PostgreSQL each
 * file creates and migrates its own database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ dataDir: undefined });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `marquee-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
