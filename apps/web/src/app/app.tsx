import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { initSession } from './init-session';
import { useSession } from '../lib/session';
import { FullPageLoader } from '../components/ui/full-page-loader';

function Routes() {
  const { isInitialized } = useSession();
  const [router] = useState(createRouter);
  // Spec 2.1: until the session is initialised a full-page loader is shown instead of routes.
  if (!isInitialized) return <FullPageLoader />;
  return <RouterProvider router={router} />;
}

export function App() {
  useEffect(() => {
    void initSession();
  }, []);
  return (
    <AppProvider>
      <Routes />
    </AppProvider>
  );
}
