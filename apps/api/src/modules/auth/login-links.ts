import type { FastifyInstance } from 'fastify';
import type { DeepLinkTarget } from '@marquee/contracts/enums';
import type { DbOrTx } from '../../db/client';
import { loginTokenUrl, passwordResetUrl } from '../mail/links';
import { createUserToken, createUserTokens } from './auth.repository';

/*
 * E-mailed one-click sign-in links, apart from the auth flows (auth.service.ts) so that the jobs of other modules
 * (requests, offers, chats, suppliers) can make them without importing the auth service, which itself calls
 * requests and chats: one direction, no cycle (docs/decisions/0051).
 */

const DAY = 24 * 60 * 60_000;

/** How long a login link is valid; e-mails that carry one say so. */
export const LOGIN_LINK_TTL_DAYS = 7;

/**
 * A one-click sign-in link for e-mails of later features (new requests, chats, plans), landing on
 * the page of spec 2.3 named by `to`. Single-use, valid for LOGIN_LINK_TTL_DAYS.
 */
export async function createLoginLink(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  user: { id: number; email: string },
  target: { to: DeepLinkTarget; id?: number | string },
): Promise<string> {
  const token = await createUserToken(deps.db, user.id, 'login_link', LOGIN_LINK_TTL_DAYS * DAY);
  return loginTokenUrl(deps.config.APP_URL, { email: user.email, token, ...target });
}

/**
 * Login links for many users to the same page, with one INSERT of their tokens in the caller's transaction (a
 * fan-out's batch, docs/decisions/0080); answered in the order of `users`.
 */
export async function createLoginLinks(
  db: DbOrTx,
  appUrl: string,
  users: ReadonlyArray<{ id: number; email: string }>,
  target: { to: DeepLinkTarget; id?: number | string },
): Promise<string[]> {
  const tokens = await createUserTokens(
    db,
    users.map((u) => ({ userId: u.id })),
    'login_link',
    LOGIN_LINK_TTL_DAYS * DAY,
  );
  return tokens.map(({ token }, i) => loginTokenUrl(appUrl, { email: users[i]!.email, token, ...target }));
}

/** How long the set-password link of an imported supplier is valid (docs/decisions/0067). */
export const SET_PASSWORD_LINK_TTL_DAYS = 30;

/**
 * Set-password sign-in links for accounts made without a password their owner knows (a supplier import): the
 * recovery screen of spec 2.3, where the new password is chosen and the user is signed in. Single-use, valid for
 * SET_PASSWORD_LINK_TTL_DAYS; a later 'forgot password' replaces it. All made with one statement in the caller's
 * transaction; each answered with its token's id.
 */
export async function createSetPasswordLinks(
  db: DbOrTx,
  appUrl: string,
  accounts: ReadonlyArray<{ id: number; email: string }>,
): Promise<Array<{ userId: number; tokenId: number; link: string }>> {
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
  const tokens = await createUserTokens(
    db,
    accounts.map((a) => ({ userId: a.id })),
    'password_reset',
    SET_PASSWORD_LINK_TTL_DAYS * DAY,
  );
  return tokens.map(({ userId, tokenId, token }) => ({
    userId,
    tokenId,
    link: passwordResetUrl(appUrl, { email: emailOf.get(userId) ?? '', token }),
  }));
}
