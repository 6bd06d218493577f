import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { accessTokens, loginAttempts, userTokens } from '../../db/schema/users';
import { hashToken, newToken } from '../../lib/secrets';
import { useTestApp } from '../../../test/harness';
import { createOrganiser } from '../../../test/factories';
import {
  ACCESS_TOKEN_RETENTION_DAYS,
  LOGIN_ATTEMPT_RETENTION_DAYS,
  refreshPlannerStatistics,
  runHousekeeping,
  USER_TOKEN_RETENTION_DAYS,
} from './housekeeping.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A moment `ms` ago. */
const ago = (ms: number) => new Date(Date.now() - ms);
/** A moment `ms` from now. */
const ahead = (ms: number) => new Date(Date.now() + ms);

const onPglite = !process.env.DATABASE_URL;

describe('housekeeping', () => {
  const t = useTestApp();
  const run = (config = t.config) => runHousekeeping({ database: t.app.database, config });

  /** Inserts access tokens with explicit timestamps; answers their ids in order. */
  async function accessTokenRows(userId: number, rows: { expiresAt: Date; revokedAt?: Date }[]) {
    const inserted = await t.db
      .insert(accessTokens)
      .values(
        rows.map((r) => ({
          userId,
          tokenHash: hashToken(newToken()),
          createdAt: new Date(r.expiresAt.getTime() - 30 * DAY),
          expiresAt: r.expiresAt,
          revokedAt: r.revokedAt ?? null,
        })),
      )
      .returning({ id: accessTokens.id });
    return inserted.map((r) => r.id);
  }

  async function userTokenRows(userId: number, rows: { createdAt: Date; expiresAt: Date; usedAt?: Date }[]) {
    const inserted = await t.db
      .insert(userTokens)
      .values(
        rows.map((r) => ({
          userId,
          purpose: 'password_reset' as const,
          tokenHash: hashToken(newToken()),
          createdAt: r.createdAt,
          expiresAt: r.expiresAt,
          usedAt: r.usedAt ?? null,
        })),
      )
      .returning({ id: userTokens.id });
    return inserted.map((r) => r.id);
  }

  async function loginAttemptRows(createdAts: Date[]) {
    const inserted = await t.db
      .insert(loginAttempts)
      .values(
        createdAts.map((createdAt, i) => ({
          email: `someone-${i}@example.test`,
          kind: i % 2 ? ('forgot' as const) : ('login' as const),
          ip: '203.0.113.7',
          succeeded: false,
          createdAt,
        })),
      )
      .returning({ id: loginAttempts.id });
    return inserted.map((r) => r.id);
  }

  const ids = async (table: typeof accessTokens | typeof userTokens | typeof loginAttempts) =>
    (await t.db.select({ id: table.id }).from(table)).map((r) => r.id).sort((a, b) => a - b);

  it('deletes exactly the access tokens expired or revoked more than 7 days ago', async () => {
    expect(ACCESS_TOKEN_RETENTION_DAYS).toBe(7);
    const user = await createOrganiser(t.db);
    const stale = await accessTokenRows(user.id, [
      { expiresAt: ago(7 * DAY + HOUR) },
      { expiresAt: ago(40 * DAY) },
      { expiresAt: ahead(20 * DAY), revokedAt: ago(7 * DAY + HOUR) },
      { expiresAt: ago(8 * DAY), revokedAt: ago(9 * DAY) },
      // Expired an hour ago, but revoked long before: dead for over a week.
      { expiresAt: ago(HOUR), revokedAt: ago(10 * DAY) },
    ]);
    const fresh = await accessTokenRows(user.id, [
      { expiresAt: ago(7 * DAY - HOUR) },
      { expiresAt: ago(HOUR) },
      { expiresAt: ahead(20 * DAY), revokedAt: ago(7 * DAY - HOUR) },
      { expiresAt: ahead(HOUR) },
    ]);

    const result = await run();

    expect(result.deleted.accessTokens).toBe(stale.length);
    // What is left: the fresh rows and the factory's live token.
    const [live] = await t.db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(user.token)));
    expect(await ids(accessTokens)).toEqual([live!.id, ...fresh].sort((a, b) => a - b));
    // The factory's live token still signs the user in.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('deletes exactly the e-mail tokens used or expired more than 7 days ago', async () => {
    expect(USER_TOKEN_RETENTION_DAYS).toBe(7);
    const user = await createOrganiser(t.db);
    const stale = await userTokenRows(user.id, [
      // Expired unused.
      { createdAt: ago(9 * DAY), expiresAt: ago(7 * DAY + HOUR) },
      // Used, and expired since.
      { createdAt: ago(9 * DAY), expiresAt: ago(2 * DAY), usedAt: ago(7 * DAY + HOUR) },
      // Expired long ago, marked used recently (a newer link invalidated it).
      { createdAt: ago(20 * DAY), expiresAt: ago(13 * DAY), usedAt: ago(HOUR) },
    ]);
    const fresh = await userTokenRows(user.id, [
      { createdAt: ago(8 * DAY), expiresAt: ago(7 * DAY - HOUR) },
      { createdAt: ago(8 * DAY), expiresAt: ago(HOUR), usedAt: ago(7 * DAY - HOUR) },
      { createdAt: ago(HOUR), expiresAt: ahead(DAY) },
      { createdAt: ago(HOUR), expiresAt: ahead(DAY), usedAt: ago(HOUR / 2) },
    ]);

    const result = await run();

    expect(result.deleted.userTokens).toBe(stale.length);
    expect(await ids(userTokens)).toEqual(fresh);
  });

  it('deletes exactly the sign-in attempts older than 90 days', async () => {
    expect(LOGIN_ATTEMPT_RETENTION_DAYS).toBe(90);
    const stale = await loginAttemptRows([ago(90 * DAY + HOUR), ago(400 * DAY)]);
    const fresh = await loginAttemptRows([ago(90 * DAY - HOUR), ago(DAY), ago(0)]);

    const result = await run();

    expect(result.deleted.loginAttempts).toBe(stale.length);
    expect(await ids(loginAttempts)).toEqual(fresh);
  });

  it('never deletes what a longer throttle window still counts', async () => {
    const user = await createOrganiser(t.db);
    const window = 200 * DAY;
    const counted = await userTokenRows(user.id, [{ createdAt: ago(150 * DAY), expiresAt: ago(147 * DAY) }]);
    const attempts = await loginAttemptRows([ago(150 * DAY), ago(window + HOUR)]);

    const result = await run({ ...t.config, AUTH_RATE_WINDOW_MINUTES: window / 60_000 });

    expect(result.deleted).toMatchObject({ userTokens: 0, loginAttempts: 1 });
    expect(await ids(userTokens)).toEqual(counted);
    expect(await ids(loginAttempts)).toEqual([attempts[0]]);
  });

  it('answers zeros when there is nothing to delete', async () => {
    await createOrganiser(t.db);
    expect((await run()).deleted).toEqual({
      accessTokens: 0,
      userTokens: 0,
      loginAttempts: 0,
      hitCounters: 0,
    });
  });

  it.runIf(onPglite)('vacuums and analyses PGlite after the cleanup', async () => {
    await loginAttemptRows([ago(100 * DAY), ago(DAY), ago(DAY), ago(HOUR), ago(HOUR), ago(0)]);
    const result = await run();
    expect(result).toMatchObject({ vacuumed: true, deleted: { loginAttempts: 1 } });
    // VACUUM ANALYZE recorded the table's live size for the planner.
    const [stats] = await queryRows<{ reltuples: number }>(
      t.db,
      sql`select reltuples::int as reltuples from pg_class where relname = 'login_attempts'`,
    );
    expect(stats?.reltuples).toBe(5);
  });

  it.runIf(!onPglite)('leaves vacuuming to autovacuum on PostgreSQL', async () => {
    expect((await run()).vacuumed).toBe(false);
  });

  it.runIf(onPglite)('analyses PGlite at start-up so the planner knows the seeded sizes', async () => {
    await loginAttemptRows([ago(3 * DAY), ago(2 * DAY), ago(DAY), ago(HOUR), ago(1000), ago(0)]);
    await refreshPlannerStatistics(t.app.database);
    const [stats] = await queryRows<{ reltuples: number }>(
      t.db,
      sql`select reltuples::int as reltuples from pg_class where relname = 'login_attempts'`,
    );
    expect(stats?.reltuples).toBe(6);
  });
});
