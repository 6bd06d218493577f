import type { ReactNode } from 'react';
import { ShellActionsContext, type ShellActions } from '../components/layouts/shell-actions';

// Loaded on the click that needs them, so the modals stay out of every page's first load.
const value: ShellActions = {
  openLegal: (kind) => {
    void import('../features/legal/legal-modals').then((m) => m.openLegalModal(kind));
  },
  logout: () => {
    void import('../features/session/logout').then((m) => m.confirmLogout());
  },
};

/** Hands the shell (header, footer, sidebar, cookie notice) the feature flows it triggers. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  return <ShellActionsContext.Provider value={value}>{children}</ShellActionsContext.Provider>;
}
