import { useSyncExternalStore } from 'react';
import { roleName, type RoleName } from '@marquee/contracts/enums';
import type { PublicUser } from '@marquee/contracts/users';

/** The signed-in user exactly as the API presents it (auth/me, login): the contract's `publicUser`. */
export type SessionUser = PublicUser;

export interface SessionState {
  /** False until the stored token has been checked (spec 2.1: a full-page loader is shown meanwhile). */
  isInitialized: boolean;
  isAuth: boolean;
  user: SessionUser | null;
  roleName: RoleName | null;
  /** True while an administrator is viewing the product as another user. */
  isImpersonating: boolean;
}

const TOKEN_KEY = 'marquee.session';
const ADMIN_TOKEN_KEY = 'marquee.admin-session';

let state: SessionState = {
  isInitialized: false,
  isAuth: false,
  user: null,
  roleName: null,
  isImpersonating: false,
};
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

/** The access token: kept in localStorage with "Remember me", otherwise in sessionStorage (spec 4). */
export const tokenStore = {
  get(): string | null {
    return safe(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
  },
  set(token: string, remember: boolean) {
    safe(() => {
      localStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(TOKEN_KEY);
      (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
    }, undefined);
  },
  /** Replace the token where it is kept now (change password returns a new one). */
  replace(token: string) {
    const remember = safe(() => localStorage.getItem(TOKEN_KEY) !== null, false);
    this.set(token, remember);
  },
  clear() {
    safe(() => {
      localStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(TOKEN_KEY);
    }, undefined);
  },
  /** The administrator's own token, put aside during "View Dashboard As". */
  getAdmin(): string | null {
    return safe(() => localStorage.getItem(ADMIN_TOKEN_KEY), null);
  },
  setAdmin(token: string | null) {
    safe(() => {
      if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
      else localStorage.removeItem(ADMIN_TOKEN_KEY);
    }, undefined);
  },
};

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Signed in: keep the token and the user. */
  signIn(token: string, user: SessionUser, remember: boolean) {
    tokenStore.set(token, remember);
    this.setUser(user);
  },
  setUser(user: SessionUser) {
    setState({
      isInitialized: true,
      isAuth: true,
      user,
      roleName: roleName(user.role) ?? null,
      isImpersonating: tokenStore.getAdmin() !== null,
    });
  },
  /**
   * Signed out (logout, deleted account, or a 401): forget the token. When the session was an administrator's view
   * as another user (over after its hour), the administrator's own token is put back instead; answers whether it
   * was, so the caller can load /admin-login (docs/decisions/0071).
   */
  clear(): boolean {
    const adminToken = tokenStore.getAdmin();
    tokenStore.clear();
    if (adminToken) {
      tokenStore.setAdmin(null);
      tokenStore.set(adminToken, true);
    }
    setState({ isInitialized: true, isAuth: false, user: null, roleName: null, isImpersonating: false });
    return adminToken !== null;
  },
  markInitialized() {
    setState({ isInitialized: true });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
