import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { seedVersions } from '../schema/settings';

/** The version of a data set loaded into this database, 0 when never loaded. */
export async function loadedVersion(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db
    .select({ version: seedVersions.version })
    .from(seedVersions)
    .where(eq(seedVersions.name, name));
  return row?.version ?? 0;
}

export async function markLoaded(db: DbOrTx, name: string, version: number): Promise<void> {
  await db
    .insert(seedVersions)
    .values({ name, version })
    .onConflictDoUpdate({ target: seedVersions.name, set: { version, updatedAt: new Date() } });
}
