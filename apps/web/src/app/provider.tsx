import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { ShellActionsProvider } from './shell-actions';

// The toasts' container (and its transitions) loads after the first render; a toast raised before it
// is there waits in @mantine/notifications' store and shows once it mounts (docs/decisions/0029).
const Notifications = lazy(() =>
  import('./notifications-outlet').then((m) => ({ default: m.Notifications })),
);

// Modals open on a click (legal texts, sign-out, messages), through @mantine/modals' events: its provider,
// with Mantine's Modal, loads after the first render and needs no children.
const ModalsProvider = lazy(() => import('./modals-outlet').then((m) => ({ default: m.ModalsProvider })));

interface AppProviderProps {
  children: ReactNode;
  /** The server's own client (one per request, src/entry-server.tsx), or the one a hydrated page was given. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <ModalsProvider />
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
        <ShellActionsProvider>{children}</ShellActionsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
