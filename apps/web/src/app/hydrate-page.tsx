import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { createRouter } from './router';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { readState } from '../lib/ssr-state';

/** Queries hydrated from the server refetch on mount again once the page has hydrated (see below). */
function AfterHydration({ client }: { client: QueryClient }) {
  useEffect(() => {
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: true } });
  }, [client]);
  return null;
}

/**
 * Hydrates a page the server rendered for a guest (docs/decisions/0083): the session is known at once (no token),
 * the server's data goes into the query client, and the route modules load before hydrating so the first render
 * matches the server's HTML. Loaded only on such a page, so its code stays out of every page's first load.
 */
export async function hydratePage(container: HTMLElement, islandText: string) {
  // Known as a guest, without touching the stored token: one set meanwhile (a sign-in in another tab) is kept.
  session.markInitialized();
  const queryClient = createQueryClient();
  hydrate(queryClient, readState(islandText));
  // A not-found answer the server rendered stays one while the page hydrates (as on the server).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const router = createRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // In a transition: React hydrates in slices, yielding to the browser between them, instead of one long task that
  // blocks input on a slow phone (the page is already painted, so nothing waits for it).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
        <AfterHydration client={queryClient} />
      </StrictMode>,
    );
  });
}
