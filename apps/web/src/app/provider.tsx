import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
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
  /** The server's own client (one per request, src/entry-server.tsx). */
  queryClient?: QueryClient;
  /** The data the server rendered the page with (its JSON island), taken before the first render. */
  dehydratedState?: DehydratedState;
}

export function AppProvider({ children, queryClient: given, dehydratedState }: AppProviderProps) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createQueryClient();
    if (dehydratedState) {
      hydrate(client, dehydratedState);
      // A not-found answer the server rendered stays one while the page hydrates (as on the server).
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
    }
    return client;
  });
  useEffect(() => {
    if (!dehydratedState) return;
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: true },
    });
  }, [queryClient, dehydratedState]);
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
