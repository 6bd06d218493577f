import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessTokens, users } from '../../db/schema/users';
import { hashToken, newToken } from '../../lib/secrets';

/** Access tokens live 30 days; "Remember me" only decides where the browser keeps them. */
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export async function issueAccessToken(
  db: DbOrTx,
  userId: number,
  opts: { impersonatorId?: number } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    impersonatorId: opts.impersonatorId ?? null,
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_MS),
  });
  return token;
}

/** The user and token behind a bearer token, or null when unknown, revoked or expired. */
export async function findByAccessToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id, impersonatorId: accessTokens.impersonatorId })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeAccessToken(db: DbOrTx, tokenId: number) {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Revoke every token of a user, optionally keeping one (change password keeps the new one). */
export async function revokeAllAccessTokens(db: DbOrTx, userId: number, exceptTokenId?: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(accessTokens.id, exceptTokenId),
      ),
    );
}
