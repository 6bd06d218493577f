import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShellActionsContext, type ShellActions } from '../components/layouts/shell-actions';
import { openLegalModal } from '../features/legal/legal-modals';
import { confirmLogout } from '../features/session/logout';

/** Hands the shell (header, footer, sidebar, cookie notice) the feature flows it triggers. */
export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const value = useMemo<ShellActions>(
    () => ({
      openLegal: (kind) => {
        openLegalModal(kind);
      },
      // Cached answers belong to the user who fetched them.
      logout: (navigate) => confirmLogout({ navigate, onDone: () => queryClient.clear() }),
    }),
    [queryClient],
  );
  return <ShellActionsContext.Provider value={value}>{children}</ShellActionsContext.Provider>;
}
