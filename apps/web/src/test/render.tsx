import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ShellActionsProvider } from '../app/shell-actions';
import { theme } from '../app/theme';
import { markModalsReady } from '../lib/modals-ready';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';

/** Shows where the app navigated to, so a test can assert a redirect: `await screen.findByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{location.pathname + location.search}</div>
      <div data-testid="location-state">{JSON.stringify(location.state ?? null)}</div>
    </>
  );
}

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (defaults to the route's pathname); any other path shows the probe. */
  path?: string;
  /** Router state of the first entry (e.g. `{ from: '/organiser-dashboard/settings' }`). */
  state?: unknown;
  queryClient?: QueryClient;
}

// The test providers mount @mantine/modals' provider at once (the app loads it after the first render).
markModalsReady();

/**
 * The app's providers (theme, query client, modals, notifications, the shell actions that open other features'
 * modals) without the browser router.
 */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    // env="test" turns off transitions and portals, so modals render synchronously in jsdom.
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <ShellActionsProvider>{children}</ShellActionsProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders a screen as the app would: Mantine theme, a fresh query client (no retries), modals and
 * notifications, inside a memory router. Navigating elsewhere renders a probe with the new location.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, state, queryClient }: RenderOptions = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  // The notifications store is global: start every render without the previous test's toasts.
  notifications.clean();
  const client = queryClient ?? createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const pattern = path ?? route.split('?')[0] ?? '/';
  const user = userEvent.setup();
  const result = render(
    <TestProviders queryClient={client}>
      <MemoryRouter initialEntries={[{ ...splitRoute(route), state }]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...result, user, queryClient: client };
}

function splitRoute(route: string) {
  const [pathname = '/', search] = route.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

/** The location the app navigated to (rendered by the probe route). */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}

/** The router state the app navigated with (e.g. the notice for /login). */
export function probedState(): unknown {
  return JSON.parse(screen.getByTestId('location-state').textContent ?? 'null');
}

/** A signed-out, initialised session with empty storage, as on a first visit. */
export function resetSession() {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
}
