import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { accessTokens, loginAttempts, userTokens } from '../../db/schema/users';
import { hitCounters } from '../../db/schema/counters';

/** `now()` minus a number of minutes, in the database's clock (the one the auth lookups compare with). */
const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;

/**
 * Deletes the rows matching a condition in one statement and answers how many went. Counting inside the
 * statement reads the same on PGlite and node-postgres, and never ships the deleted rows back.
 */
async function deleteCounting(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as deleted from gone`,
  );
  return row?.deleted ?? 0;
}

/**
 * Access tokens that expired or were revoked more than `minutes` ago. No index: the table holds only the
 * last ~37 days of sessions once this runs, so a scan is cheaper than an index every sign-in must maintain.
 */
export function deleteDeadAccessTokens(db: Db, minutes: number) {
  const cutoff = minutesAgo(minutes);
  return deleteCounting(
    db,
    accessTokens,
    sql`${accessTokens.expiresAt} < ${cutoff} or ${accessTokens.revokedAt} < ${cutoff}`,
  );
}

/** E-mail tokens (confirmation, reset, login link) used or expired more than `minutes` ago; a small table too. */
export function deleteDeadUserTokens(db: Db, minutes: number) {
  const cutoff = minutesAgo(minutes);
  return deleteCounting(
    db,
    userTokens,
    sql`${userTokens.expiresAt} < ${cutoff} or ${userTokens.usedAt} < ${cutoff}`,
  );
}

/** Sign-in attempts older than `minutes`, through login_attempts_created_idx. */
export function deleteOldLoginAttempts(db: Db, minutes: number) {
  return deleteCounting(db, loginAttempts, sql`${loginAttempts.createdAt} < ${minutesAgo(minutes)}`);
}

/** Hit counters whose window has ended (docs/decisions/0090), through hit_counters_expires_idx. */
export function deleteExpiredHitCounters(db: Db) {
  return deleteCounting(db, hitCounters, sql`${hitCounters.expiresAt} < now()`);
}

/** Reclaims dead row versions and refreshes the planner's statistics, database-wide (outside a transaction). */
export async function vacuumAnalyze(db: Db) {
  await db.execute(sql`vacuum analyze`);
}

/** Refreshes the planner's statistics, database-wide. */
export async function analyze(db: Db) {
  await db.execute(sql`analyze`);
}
