import { createContext, useContext } from 'react';
import type { SessionResponse } from '@marquee/contracts/auth';

export type LegalKind = 'terms' | 'privacy' | 'cookies';

export interface LegalOptions {
  /** Given with onCancel, the modal asks for a decision: Accept calls this (spec 4: it ticks the policy box). */
  onAccept?: () => void;
  /** Cancel calls this (spec 4: it clears the policy box). */
  onCancel?: () => void;
}

export interface LoginOptions {
  /** The prompt's title, naming what signing in is for ('Log in to message Derby Party DJs'); default 'Log in to continue'. */
  title?: string;
  /** Called after a successful sign-in, e.g. to carry on with 'Send a message'. */
  onSignedIn?: (result: SessionResponse) => void;
  /** How the modal's links change page (the calling screen's `navigate`); without it they load the page afresh. */
  navigate?: (to: string) => void;
}

/**
 * What shared code and features need from other features without importing them (imports flow shared → features →
 * app): the app wires the legal modals, the login modal and the logout flow in (app/shell-actions.tsx).
 */
export interface ShellActions {
  /** The Terms, Privacy or Cookies document in a modal (features/legal/legal-modals.tsx). */
  openLegal: (kind: LegalKind, options?: LegalOptions) => void;
  /** The login modal variant (features/auth/components/login-modal.tsx). */
  openLogin: (options?: LoginOptions) => void;
  /** Asks for confirmation, then signs out (features/session/logout.ts). */
  logout: () => void;
  /** Signs out without asking (features/session/logout.ts). */
  signOut: () => void;
}

const noop: ShellActions = {
  openLegal: () => undefined,
  openLogin: () => undefined,
  logout: () => undefined,
  signOut: () => undefined,
};

export const ShellActionsContext = createContext<ShellActions>(noop);

export const useShellActions = () => useContext(ShellActionsContext);
