import type { FastifyInstance } from 'fastify';
import type { DeepLinkTarget } from '@marquee/contracts/enums';
import { loginTokenUrl } from '../mail/links';
import { createUserToken } from './auth.repository';

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
