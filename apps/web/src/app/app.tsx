import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { initSession } from './init-session';
import { session, useSession } from '../lib/session';
import { FullPageLoader } from '../components/ui/full-page-loader';

type Router = ReturnType<typeof createRouter>;

function Routes({ given }: { given?: Router }) {
  const { isInitialized } = useSession();
  const [router] = useState(() => given ?? createRouter());
  // Spec 2.1: until the session is initialised a full-page loader is shown instead of routes.
  if (!isInitialized) return <FullPageLoader />;
  return <RouterProvider router={router} />;
}

/**
 * The browser app. A page the server rendered (for a guest) is hydrated with the router made and its route
 * modules loaded beforehand, and a query client holding the server's data (app/hydrate-page.tsx).
 */
export function App({ router, queryClient }: { router?: Router; queryClient?: QueryClient } = {}) {
  useEffect(() => {
    // Already known when a server-rendered page was hydrated for a guest or shown after the session's check.
    if (!session.get().isInitialized) void initSession();
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <Routes given={router} />
    </AppProvider>
  );
}
