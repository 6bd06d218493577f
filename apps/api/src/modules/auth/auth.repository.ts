import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, loginAttempts, userTokens, users, type UserTokenPurpose } from '../../db/schema/users';
import { hashToken, newToken } from '../../lib/secrets';

/** Creates a one-time e-mail token; only its hash is stored. Returns the token to put in the link. */
export async function createUserToken(
  db: DbOrTx,
  userId: number,
  purpose: UserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Several tokens in one statement (a supplier import's links); answers each token with its row id, in order. */
export async function createUserTokens(
  db: DbOrTx,
  rows: ReadonlyArray<{ userId: number }>,
  purpose: UserTokenPurpose,
  ttlMs: number,
): Promise<Array<{ userId: number; tokenId: number; token: string }>> {
  if (rows.length === 0) return [];
  const expiresAt = new Date(Date.now() + ttlMs);
  const made = rows.map((r) => {
    const token = newToken();
    return { userId: r.userId, token, tokenHash: hashToken(token) };
  });
  const inserted = await db
    .insert(userTokens)
    .values(made.map(({ userId, tokenHash }) => ({ userId, purpose, tokenHash, expiresAt })))
    .returning({ id: userTokens.id, tokenHash: userTokens.tokenHash });
  const idByHash = new Map(inserted.map((r) => [r.tokenHash, r.id]));
  return made.map(({ userId, token, tokenHash }) => {
    const tokenId = idByHash.get(tokenHash);
    if (tokenId === undefined) throw new Error('insert into user_tokens returned no row');
    return { userId, token, tokenId };
  });
}

/**
 * Uses up a one-time token of one of the given purposes, if it is unused, unexpired and belongs to
 * the user. The conditional update makes it single-use even when two requests race.
 */
export async function consumeUserToken(
  db: DbOrTx,
  userId: number,
  token: string,
  purposes: readonly UserTokenPurpose[],
): Promise<{ id: number; purpose: UserTokenPurpose } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.userId, userId),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        inArray(userTokens.purpose, [...purposes]),
      ),
    )
    .returning({ id: userTokens.id, purpose: userTokens.purpose });
  return row ? { id: row.id, purpose: row.purpose as UserTokenPurpose } : null;
}

/** Marks every unused token of a purpose as used, so only the newest link (or none) works. */
export async function invalidateUserTokens(db: DbOrTx, userId: number, purpose: UserTokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/**
 * Marks every unused e-mailed token of the user as used, whatever its purpose (confirmation, login link,
 * reset): after a password change or reset, no link sent before it may sign anyone in.
 */
export async function invalidateAllUserTokens(db: DbOrTx, userId: number) {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

/**
 * Locks the user's row for the rest of the transaction and answers its password hash and whether the
 * access token is still live: password changes of one account run one after another.
 */
export async function lockForPasswordChange(
  tx: DbOrTx,
  userId: number,
  tokenId: number,
): Promise<{ passwordHash: string; tokenLive: boolean } | null> {
  const [row] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) return null;
  const [token] = await tx
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
  return { passwordHash: row.passwordHash, tokenLive: token !== undefined };
}

/** Failed sign-ins from one address since a moment (the per-IP side of the progressive delay). */
export async function failedLoginsFromIpSince(db: DbOrTx, ip: string, since: Date) {
  const [row] = await db
    .select({ n: count(), last: sql<Date | null>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.kind, 'login'),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
}

/** The newest failed sign-in for an e-mail since a moment. */
export async function lastFailedLoginSince(db: DbOrTx, email: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.kind, 'login'),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** How many tokens of a purpose were issued to the user since a moment (per-account throttling). */
export async function countUserTokensSince(
  db: DbOrTx,
  userId: number,
  purpose: UserTokenPurpose,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), gt(userTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}

export type AttemptKind = 'login' | 'forgot';

export async function recordAttempt(
  db: DbOrTx,
  attempt: { email: string; kind: AttemptKind; ip: string | null; succeeded: boolean },
) {
  await db.insert(loginAttempts).values(attempt);
}

/** Failed sign-ins for an e-mail since a moment, not counting those before its last success. */
export async function countFailedLoginsSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.kind, 'login'),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.kind, 'login'),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, from),
      ),
    );
  return row?.n ?? 0;
}

/** Reset e-mails sent for an e-mail since a moment. */
export async function countSentResetsSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.kind, 'forgot'),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Sign-in attempts are keyed by the e-mail typed, so account deletion removes them by e-mail. */
export async function deleteAttemptsFor(db: DbOrTx, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
