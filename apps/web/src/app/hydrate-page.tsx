import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { initSession } from './init-session';
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
 * The server's data in a query client (a not-found answer it rendered stays one until the page is up: no refetch
 * on mount until AfterHydration) and the router with its route modules loaded, so the first render is the page.
 */
async function prepare(islandText: string) {
  const queryClient = createQueryClient();
  hydrate(queryClient, readState(islandText));
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
  return { queryClient, router };
}

const page = (prepared: Awaited<ReturnType<typeof prepare>>) => (
  <StrictMode>
    <App router={prepared.router} queryClient={prepared.queryClient} />
    <AfterHydration client={prepared.queryClient} />
  </StrictMode>
);

/**
 * Hydrates a page the server rendered for a guest (docs/decisions/0083): the session is known at once (no token),
 * the server's data goes into the query client, and the route modules load before hydrating so the first render
 * matches the server's HTML. Loaded only on such a page, so its code stays out of every page's first load.
 */
export async function hydratePage(container: HTMLElement, islandText: string) {
  // Known as a guest, without touching the stored token: one set meanwhile (a sign-in in another tab) is kept.
  session.markInitialized();
  const prepared = await prepare(islandText);
  // In a transition: React hydrates in slices, yielding to the browser between them, instead of one long task that
  // blocks input on a slow phone (the page is already painted, so nothing waits for it).
  startTransition(() => {
    hydrateRoot(container, page(prepared));
  });
}

/**
 * A page the server rendered (for a guest) opened with a stored session: the server's page stays on screen while
 * the session is checked, then the page is rendered for the signed-in user with the server's data, replacing it in
 * one commit. The header's account area is all that changes: no full-page loader and no loading state in between
 * (issue 25: the session gate is for the dashboards and the header's account area).
 */
export async function showSignedInPage(container: HTMLElement, islandText: string) {
  const [prepared] = await Promise.all([prepare(islandText), initSession()]);
  createRoot(container).render(page(prepared));
}
