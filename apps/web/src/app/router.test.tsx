import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Role, type RoleName } from '@marquee/contracts/enums';
import { ShellActionsContext } from '../components/layouts/shell-actions';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { makeUser } from '../test/mock-api';
import { TestProviders, resetSession } from '../test/render';
import { patchDashboardRoutes, routes } from './router';

function signInAs(role: RoleName) {
  session.setUser(makeUser({ role: Role[role] }) as Parameters<typeof session.setUser>[0]);
}

/**
 * The app's dashboards are not in its route table at start-up (their registries stay out of the public
 * pages' first load): `patchDashboardRoutes` adds them when a dashboard URL is opened. Here under the
 * app's main-layout id, with a bare outlet for the layout and the same catch-all as the app.
 */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ id: 'main', element: <Outlet />, children: [{ path: '*', element: <p>Page not found</p> }] }],
    { initialEntries: [url], patchRoutesOnNavigation: patchDashboardRoutes },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <TestProviders queryClient={queryClient}>
      <ShellActionsContext.Provider
        value={{ openLegal: vi.fn(), openLogin: vi.fn(), logout: vi.fn(), signOut: vi.fn() }}
      >
        <RouterProvider router={router} />
      </ShellActionsContext.Provider>
    </TestProviders>,
  );
  return router;
}

describe('the router', () => {
  beforeEach(() => resetSession());
  afterEach(() => vi.unstubAllGlobals());

  it('declares no dashboard up front and patches them under the main layout', () => {
    expect(routes[0]!.id).toBe('main');
    const paths = JSON.stringify(routes, (key, value: unknown) => (key === 'element' ? undefined : value));
    expect(paths).not.toContain('dashboard');
  });

  it('adds the organiser dashboard when one of its URLs is opened', async () => {
    signInAs('organiser');
    renderAt('/organiser-dashboard/settings');
    const menu = within(await screen.findByRole('navigation', { name: 'Dashboard menu' }, { timeout: 8000 }));
    expect(await menu.findByRole('link', { current: 'page' })).toHaveTextContent('Settings');
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('adds nothing for a public URL, which still reaches its own route', async () => {
    const patch = vi.fn();
    await patchDashboardRoutes({
      path: '/directory/a-category/a-service',
      patch,
      matches: [],
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof patchDashboardRoutes>[0]);
    await patchDashboardRoutes({
      path: '/organiser-dashboards-elsewhere',
      patch,
      matches: [],
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof patchDashboardRoutes>[0]);
    expect(patch).not.toHaveBeenCalled();
    await patchDashboardRoutes({
      path: '/admin-login/suppliers',
      patch,
      matches: [],
      signal: new AbortController().signal,
    } as unknown as Parameters<typeof patchDashboardRoutes>[0]);
    expect(patch).toHaveBeenCalledWith('main', [expect.objectContaining({ path: '/admin-login' })]);
  });
});
