import type { ReactNode } from 'react';
import { ShellActionsContext, type ShellActions } from '../components/layouts/shell-actions';
import { openLegalModal } from '../features/legal/legal-modals';
import { confirmLogout } from '../features/session/logout';

const value: ShellActions = {
  openLegal: (kind) => {
    openLegalModal(kind);
  },
  logout: () => confirmLogout(),
};

/** Hands the shell (header, footer, sidebar, cookie notice) the feature flows it triggers. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  return <ShellActionsContext.Provider value={value}>{children}</ShellActionsContext.Provider>;
}
