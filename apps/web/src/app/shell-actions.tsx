import type { ReactNode } from 'react';
import { ShellActionsContext, type ShellActions } from '../components/layouts/shell-actions';
import { modalsReady } from '../lib/modals-ready';

// Loaded on the click that needs them, so the modals stay out of every page's first load; opened once the
// modals' provider listens, or a click right after a page load would open nothing.
export const shellActions: ShellActions = {
  openLegal: (kind, options) => {
    void Promise.all([import('../features/legal/legal-modals'), modalsReady]).then(([m]) =>
      m.openLegalModal(kind, options),
    );
  },
  openLogin: (options) => {
    void Promise.all([import('../features/auth/components/login-modal'), modalsReady]).then(([m]) =>
      m.openLoginModal(options),
    );
  },
  logout: () => {
    void Promise.all([import('../features/session/logout'), modalsReady]).then(([m]) => m.confirmLogout());
  },
  signOut: () => {
    void import('../features/session/logout').then((m) => m.logout());
  },
};

/** Hands the shell (header, footer, sidebar, cookie notice) and the features the flows of other features they trigger. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  return <ShellActionsContext.Provider value={shellActions}>{children}</ShellActionsContext.Provider>;
}
