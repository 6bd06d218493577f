import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import {
  analyze,
  deleteDeadAccessTokens,
  deleteDeadUserTokens,
  deleteExpiredHitCounters,
  deleteOldLoginAttempts,
  vacuumAnalyze,
} from './housekeeping.repository';
import { purgeOldEmails } from '../mail/mail.service';

const DAY_MINUTES = 24 * 60;

/**
 * How long an access token is kept after it expired or was revoked. It can no longer sign anyone in; a week
 * leaves time to look into "I was signed out" or a suspicious session, then it is noise.
 */
export const ACCESS_TOKEN_RETENTION_DAYS = 7;

/**
 * How long a confirmation, reset or login-link token is kept after it was used or expired: a week, to answer
 * "the link in my e-mail did not work", and never less than the throttle window, because resending a
 * confirmation is throttled by counting these rows (AUTH_RATE_WINDOW_MINUTES).
 */
export const USER_TOKEN_RETENTION_DAYS = 7;

/**
 * How long sign-in and forgot-password attempts are kept. Throttling needs only AUTH_RATE_WINDOW_MINUTES
 * (never less is kept); the rest is a short audit trail of who tried which account from where, long enough
 * (a quarter) to notice and trace a slow credential-stuffing campaign.
 */
export const LOGIN_ATTEMPT_RETENTION_DAYS = 90;

/**
 * How long a dev outbox message is kept: as long as the longest-lived link it can carry (a login link,
 * 7 days). The outbox is the only place its working tokens are in clear (docs/decisions/0024).
 */
export const OUTBOX_RETENTION_DAYS = 7;

export interface HousekeepingDeps {
  database: Pick<Database, 'db' | 'kind'>;
  config: Pick<Config, 'AUTH_RATE_WINDOW_MINUTES'>;
}

export interface HousekeepingResult {
  deleted: { accessTokens: number; userTokens: number; loginAttempts: number; hitCounters: number };
  /** Dev outbox messages deleted, and other messages whose body was still kept and is now removed. */
  emails: { deleted: number; stripped: number };
  /** Whether VACUUM ANALYZE ran (PGlite only; PostgreSQL has autovacuum). */
  vacuumed: boolean;
}

/**
 * Deletes the auth rows nobody needs any more (each kind in one statement), then, on PGlite, which has no
 * autovacuum, reclaims their space and refreshes the planner's statistics.
 */
export async function runHousekeeping({ database, config }: HousekeepingDeps): Promise<HousekeepingResult> {
  const { db } = database;
  const throttleWindow = config.AUTH_RATE_WINDOW_MINUTES;
  const deleted = {
    accessTokens: await deleteDeadAccessTokens(db, ACCESS_TOKEN_RETENTION_DAYS * DAY_MINUTES),
    userTokens: await deleteDeadUserTokens(
      db,
      Math.max(USER_TOKEN_RETENTION_DAYS * DAY_MINUTES, throttleWindow),
    ),
    loginAttempts: await deleteOldLoginAttempts(
      db,
      Math.max(LOGIN_ATTEMPT_RETENTION_DAYS * DAY_MINUTES, throttleWindow),
    ),
    // Rate-limit and search-recording windows that have ended: their keys are digests of addresses.
    hitCounters: await deleteExpiredHitCounters(db),
  };
  const emails = await purgeOldEmails(db, OUTBOX_RETENTION_DAYS * DAY_MINUTES);
  const vacuumed = database.kind === 'pglite';
  if (vacuumed) await vacuumAnalyze(db);
  return { deleted, emails, vacuumed };
}

/**
 * At start-up, after seeding: PGlite never analyses on its own, so without this the planner would guess at
 * the demo data's sizes until the first housekeeping run. PostgreSQL's autovacuum analyses new data itself.
 */
export async function refreshPlannerStatistics(database: Pick<Database, 'db' | 'kind'>) {
  if (database.kind === 'pglite') await analyze(database.db);
}
