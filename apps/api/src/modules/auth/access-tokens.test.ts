import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema/users';
import { hashToken } from '../../lib/secrets';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser } from '../../../test/factories';
import {
  findByAccessToken,
  issueAccessToken,
  LAST_USED_RESOLUTION_MINUTES,
} from './access-tokens.repository';

const MINUTE = 60_000;

describe('access tokens record their use', () => {
  const t = useTestApp();
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const byToken = (token: string) => eq(accessTokens.tokenHash, hashToken(token));
  const lastUsedAt = async (token: string) => {
    const [row] = await t.db.select({ at: accessTokens.lastUsedAt }).from(accessTokens).where(byToken(token));
    return row!.at;
  };
  const setToken = (token: string, values: Partial<typeof accessTokens.$inferInsert>) =>
    t.db.update(accessTokens).set(values).where(byToken(token));

  it('stamps last_used_at on the first request a token authenticates', async () => {
    const user = await createOrganiser(t.db);
    expect(await lastUsedAt(user.token)).toBeNull();
    const before = Date.now();
    expect((await me(user.token)).statusCode).toBe(200);
    const stamped = await lastUsedAt(user.token);
    expect(stamped).toBeInstanceOf(Date);
    // Within a few seconds of now (the database's clock, this machine's).
    expect(Math.abs(stamped!.getTime() - before)).toBeLessThan(5_000);
  });

  it(`writes again only once the stamp is ${LAST_USED_RESOLUTION_MINUTES} minutes old`, async () => {
    expect(LAST_USED_RESOLUTION_MINUTES).toBe(5);
    const user = await createOrganiser(t.db);
    await me(user.token);
    const first = await lastUsedAt(user.token);

    // A second request within 5 minutes leaves it alone.
    expect((await me(user.token)).statusCode).toBe(200);
    expect(await lastUsedAt(user.token)).toEqual(first);

    // Nor at 4 minutes old.
    const fourMinutesAgo = new Date(Date.now() - 4 * MINUTE);
    await setToken(user.token, { lastUsedAt: fourMinutesAgo });
    expect((await me(user.token)).statusCode).toBe(200);
    expect(await lastUsedAt(user.token)).toEqual(fourMinutesAgo);

    // At 6 minutes old the next request stamps it anew.
    await setToken(user.token, { lastUsedAt: new Date(Date.now() - 6 * MINUTE) });
    const before = Date.now();
    expect((await me(user.token)).statusCode).toBe(200);
    expect(Math.abs((await lastUsedAt(user.token))!.getTime() - before)).toBeLessThan(5_000);
  });

  it('still answers 401 for an expired or revoked token, and does not stamp it', async () => {
    const expired = await createOrganiser(t.db);
    await setToken(expired.token, { expiresAt: new Date(Date.now() - MINUTE) });
    const revoked = await createOrganiser(t.db);
    await setToken(revoked.token, { revokedAt: new Date(Date.now() - MINUTE) });

    for (const user of [expired, revoked]) {
      expect((await me(user.token)).statusCode).toBe(401);
      expect(await lastUsedAt(user.token)).toBeNull();
    }
  });

  it('stamps only the token used, and logging out still revokes it', async () => {
    const user = await createOrganiser(t.db);
    const other = await issueAccessToken(t.db, user.id);
    await me(user.token);
    expect(await lastUsedAt(other)).toBeNull();

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('keeps the administrator behind a "log in as" token', async () => {
    const admin = await createAdmin(t.db);
    const user = await createOrganiser(t.db);
    const token = await issueAccessToken(t.db, user.id, { impersonatorId: admin.id });

    const found = await findByAccessToken(t.db, token);
    expect(found).toMatchObject({ user: { id: user.id, email: user.email }, impersonatorId: admin.id });
    expect(await lastUsedAt(token)).toBeInstanceOf(Date);
    expect(await findByAccessToken(t.db, user.token)).toMatchObject({ impersonatorId: null });
    expect(await findByAccessToken(t.db, 'not-a-token')).toBeNull();
  });
});
