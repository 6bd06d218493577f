import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { session } from '../../lib/session';
import { ShellActionsContext, type ShellActions } from './shell-actions';

const roleCodes = { supplier: 1, organiser: 2, admin: 100 } as const;

/** Signs a user of the role in (state only, no token), or clears the session for a guest. */
export function signInAs(role: keyof typeof roleCodes | null, name = 'Alex Morgan') {
  if (role === null) session.clear();
  else session.setUser({ id: 7, name, email: 'alex@example.co.uk', role: roleCodes[role] });
}

/** Renders a piece of the shell with spy shell actions (legal modals, logout). */
export function renderShell(ui: ReactElement, options: RenderOptions = {}) {
  const actions: ShellActions = { openLegal: vi.fn(), logout: vi.fn() };
  const result = renderWithProviders(
    <ShellActionsContext.Provider value={actions}>{ui}</ShellActionsContext.Provider>,
    options,
  );
  return { ...result, actions };
}
