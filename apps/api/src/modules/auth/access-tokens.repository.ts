import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supplierProfiles } from '../../db/schema/suppliers';
import { accessTokens, users } from '../../db/schema/users';
import { hashToken, newToken } from '../../lib/secrets';

/** Access tokens live 30 days; "Remember me" only decides where the browser keeps them. */
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export async function issueAccessToken(
  db: DbOrTx,
  userId: number,
  opts: { impersonatorId?: number; expiresAt?: Date } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    impersonatorId: opts.impersonatorId ?? null,
    expiresAt: opts.expiresAt ?? new Date(Date.now() + ACCESS_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * How stale `last_used_at` may get. Stamping every request would turn each authenticated read into a row
 * write (a new row version, WAL, and on PGlite a sync of the data directory); stamping at most once per
 * interval keeps "last used" accurate to a few minutes for a fraction of that.
 */
export const LAST_USED_RESOLUTION_MINUTES = 5;

/**
 * The user and token behind a bearer token, or null when unknown, revoked or expired.
 *
 * The same statement stamps the token's `last_used_at`, in a data-modifying CTE, when the stamp is missing
 * or older than LAST_USED_RESOLUTION_MINUTES, so a busy session writes at most once per interval and no
 * request pays for a second round trip. The CTE matches only a live token, and the outer query reads the
 * row as it was before the stamp (one snapshot), so what authenticates is exactly the plain lookup. When two
 * requests race for a due stamp only one writes: the other re-checks the condition once the first commits.
 *
 * A supplier's profile status and wizard step come along (one unique-index join, no second query), so every
 * request can apply the rule of held suppliers (supplier-hold.ts, docs/decisions/0045); null for other roles.
 */
export async function findByAccessToken(db: DbOrTx, token: string) {
  const live = and(
    eq(accessTokens.tokenHash, hashToken(token)),
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, sql`now()`),
  );
  const stamp = db.$with('stamp').as(
    db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          live,
          or(
            isNull(accessTokens.lastUsedAt),
            lt(
              accessTokens.lastUsedAt,
              sql`now() - ${sql.raw(`interval '${LAST_USED_RESOLUTION_MINUTES} minutes'`)}`,
            ),
          ),
        ),
      )
      .returning({ id: accessTokens.id }),
  );
  const [row] = await db
    .with(stamp)
    .select({
      user: users,
      tokenId: accessTokens.id,
      impersonatorId: accessTokens.impersonatorId,
      profileStatus: supplierProfiles.status,
      onboardingStep: supplierProfiles.onboardingStep,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, accessTokens.userId))
    .where(live)
    .limit(1);
  if (!row) return null;
  const { profileStatus, onboardingStep, ...found } = row;
  return {
    ...found,
    supplier:
      profileStatus === null || onboardingStep === null ? null : { status: profileStatus, onboardingStep },
  };
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
