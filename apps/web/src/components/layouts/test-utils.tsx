import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { Role, type RoleName } from '@marquee/contracts/enums';
import { session } from '../../lib/session';
import { makeUser } from '../../test/mock-api';
import { ShellActionsContext, type ShellActions } from './shell-actions';

/** Signs a user of the role in (state only, no token), or clears the session for a guest. */
export function signInAs(role: RoleName | null, name = 'Alex Morgan') {
  if (role === null) session.clear();
  else session.setUser(makeUser({ name, role: Role[role] }));
}

/** Renders a piece of the shell with spy shell actions (legal modals, logout). */
export function renderShell(ui: ReactElement, options: RenderOptions = {}) {
  const actions: ShellActions = { openLegal: vi.fn(), openLogin: vi.fn(), logout: vi.fn(), signOut: vi.fn() };
  const result = renderWithProviders(
    <ShellActionsContext.Provider value={actions}>{ui}</ShellActionsContext.Provider>,
    options,
  );
  return { ...result, actions };
}
