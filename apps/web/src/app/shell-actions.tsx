import type { ReactNode } from 'react';
import { ShellActionsContext, type ShellActions } from '../components/layouts/shell-actions';
import { modalsReady } from '../lib/modals-ready';

// Loaded on the click that needs them, so the modals stay out of every page's first load; opened once the
// modals' provider listens, or a click right after a page load would open nothing.
const value: ShellActions = {
  openLegal: (kind) => {
    void Promise.all([import('../features/legal/legal-modals'), modalsReady]).then(([m]) =>
      m.openLegalModal(kind),
    );
  },
  logout: () => {
    void Promise.all([import('../features/session/logout'), modalsReady]).then(([m]) => m.confirmLogout());
  },
};

/** Hands the shell (header, footer, sidebar, cookie notice) the feature flows it triggers. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  return <ShellActionsContext.Provider value={value}>{children}</ShellActionsContext.Provider>;
}
