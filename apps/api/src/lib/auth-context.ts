import type { RoleName } from '@marquee/contracts/enums';
import type { users } from '../db/schema/users';
import { unauthenticated } from './errors';
import type { HoldFields } from './supplier-hold';

/*
 * The signed-in caller as the access plugin (plugins/access.ts) hands it to routes and services, and the seam
 * through which the plugin resolves a bearer token (injected by buildApp, answered by the auth module). Here in
 * lib/ so that modules and plugins both import it and plugins import no module (docs/decisions/0051).
 */

/** A user's row as the token lookup reads it. */
export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  role: RoleName;
  tokenId: number;
  /** Set when an administrator is using "log in as". */
  impersonatorId: number | null;
}

/** What a live bearer token resolves to. */
export interface TokenOwner {
  user: UserRow;
  tokenId: number;
  impersonatorId: number | null;
  /** A supplier's profile status and wizard step, for the rule of held suppliers (supplier-hold.ts); else null. */
  supplier: HoldFields | null;
}

/** Resolves a bearer token, or null when it is unknown, revoked or expired (buildApp's `tokenLookup`). */
export type TokenLookup = (token: string) => Promise<TokenOwner | null>;

/** The signed-in user, for handlers of routes whose access excludes guests. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
