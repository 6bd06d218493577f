import { createContext, useContext } from 'react';

export type LegalKind = 'terms' | 'privacy' | 'cookies';

/**
 * What the shell needs from features without importing them (imports flow shared → features → app):
 * the app wires the legal modals and the logout flow in (app/shell-actions.tsx).
 */
export interface ShellActions {
  openLegal: (kind: LegalKind) => void;
  /** Asks for confirmation, then signs out (features/session/logout.ts). */
  logout: () => void;
}

const noop: ShellActions = { openLegal: () => undefined, logout: () => undefined };

export const ShellActionsContext = createContext<ShellActions>(noop);

export const useShellActions = () => useContext(ShellActionsContext);
