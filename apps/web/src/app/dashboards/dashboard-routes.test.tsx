import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { queryOptions } from '@tanstack/react-query';
import { IconInbox, IconSettings } from '@tabler/icons-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RoleName } from '@marquee/contracts/enums';
import { ShellActionsContext } from '../../components/layouts/shell-actions';
import { api } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { json, makeUser, mockApi } from '../../test/mock-api';
import { TestProviders, resetSession } from '../../test/render';
import { Role } from '@marquee/contracts/enums';
import { adminDashboard } from './admin-dashboard';
import {
  badgeQuery,
  dashboardNav,
  pageTitle,
  sectionHref,
  sectionPaths,
  type Dashboard,
} from './dashboard-definition';
import { dashboardRoutes } from './dashboard-routes';
import { organiserDashboard } from './organiser-dashboard';
import { dashboardRegistries } from './registries';
import { supplierDashboard } from './supplier-dashboard';

const dashboards = [organiserDashboard, supplierDashboard, adminDashboard] as const;

function signInAs(role: RoleName) {
  session.setUser(makeUser({ role: Role[role] }) as Parameters<typeof session.setUser>[0]);
}

/** The dashboard's real routes in a memory router, with the app's providers. */
function renderDashboard(dashboard: Dashboard, url: string) {
  notifications.clean();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([dashboardRoutes(dashboard), { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [url],
  });
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

const sidebarMenu = () => within(screen.getByRole('navigation', { name: 'Dashboard menu' }));
/** The sidebar once the section's lazy module has loaded and the page is shown. */
// The frame and the section load lazily: on a busy machine that takes longer than findBy's default second.
const shownMenu = async () =>
  within(await screen.findByRole('navigation', { name: 'Dashboard menu' }, { timeout: 8000 }));

describe('dashboard registries', () => {
  beforeEach(() => resetSession());
  afterEach(() => vi.unstubAllGlobals());

  it.each(dashboards.map((d) => [d.area, d] as const))(
    'the %s registry has unique menu segments and a default section',
    (_area, dashboard) => {
      const segments = dashboard.sections.flatMap((s) => [s.key, ...(s.aliases ?? [])]);
      expect(new Set(segments).size).toBe(segments.length);
      expect(dashboard.sections.map((s) => s.key)).toContain(dashboard.defaultSection);
    },
  );

  it.each(dashboards.map((d) => [d.area, d] as const))(
    'the %s menu gives each section its own icon',
    (_area, dashboard) => {
      const icons = dashboard.sections.map((s) => s.icon);
      expect(new Set(icons).size).toBe(icons.length);
    },
  );

  it('the menus are those of spec 2.4-2.6, in order (with the supplier’s Performance, issue 24)', () => {
    expect(organiserDashboard.sections.map((s) => s.key)).toEqual(['requests', 'messages', 'settings']);
    expect(supplierDashboard.sections.map((s) => s.key)).toEqual([
      'offers',
      'messages',
      'performance',
      'profile',
      'subscriptions',
      'settings',
      'payments',
    ]);
    expect(adminDashboard.sections.map((s) => s.key)).toEqual([
      'suppliers',
      'organisers',
      'categories-services',
      'reviews',
      'content',
      'stats',
      'pricing',
      'promo-codes',
      'settings',
    ]);
  });

  it('lists every address the registries open, for the phone-width check, from the router’s own list', async () => {
    const loaded = await Promise.all(dashboardRegistries.map((r) => r.load()));
    expect(loaded).toEqual([...dashboards]);
    expect(sectionPaths(supplierDashboard)).toEqual([
      { key: 'offers', paths: ['/supplier-dashboard', '/supplier-dashboard/offers'] },
      { key: 'messages', paths: ['/supplier-dashboard/messages'] },
      { key: 'performance', paths: ['/supplier-dashboard/performance'] },
      {
        key: 'profile',
        paths: [
          '/supplier-dashboard/profile',
          '/supplier-dashboard/profile-edit',
          '/supplier-dashboard/profile-preview',
        ],
      },
      { key: 'subscriptions', paths: ['/supplier-dashboard/subscriptions'] },
      { key: 'settings', paths: ['/supplier-dashboard/settings'] },
      { key: 'payments', paths: ['/supplier-dashboard/payments'] },
    ]);
    // A section added to a registry is listed without being named anywhere else.
    const withExports: Dashboard = {
      ...adminDashboard,
      sections: [
        ...adminDashboard.sections,
        { ...adminDashboard.sections[0]!, key: 'exports', aliases: ['csv'] },
      ],
    };
    expect(sectionPaths(withExports).at(-1)).toEqual({
      key: 'exports',
      paths: ['/admin-login/exports', '/admin-login/csv'],
    });
  });

  describe.each(dashboards.map((d) => [d.area, d] as const))('the %s dashboard', (_area, dashboard) => {
    it.each(dashboard.sections.map((s) => [s.key, s] as const))(
      'routes /%s to its section, marked in the sidebar and named in the title',
      async (_key, section) => {
        if (section.key === 'content') mockApi({ 'GET /api/partners': () => json({ data: [] }) });
        signInAs(dashboard.role);
        renderDashboard(dashboard, sectionHref(dashboard, section.key));
        const current = await (await shownMenu()).findByRole('link', { current: 'page' });
        expect(current).toHaveTextContent(section.label);
        expect(current).toHaveAttribute('href', sectionHref(dashboard, section.key));
        expect(document.title).toBe(`${pageTitle(dashboard, section)} · Marquee`);
        expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
        // The sidebar and the mobile tabs list the registry's entries, in its order.
        const hrefs = dashboardNav(dashboard).items.map((i) => i.href);
        expect(
          sidebarMenu()
            .getAllByRole('link')
            .map((a) => a.getAttribute('href')),
        ).toEqual(hrefs);
        const compact = within(screen.getByRole('navigation', { name: 'Dashboard menu (compact)' }));
        expect(compact.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(hrefs);
      },
    );

    it('shows the default section at its root and redirects an unknown menu there', async () => {
      const fallback = dashboard.sections.find((s) => s.key === dashboard.defaultSection)!;
      signInAs(dashboard.role);
      const router = renderDashboard(dashboard, `${dashboard.basePath}/nonsense/tab?x=1`);
      await waitFor(() => expect(router.state.location.pathname).toBe(dashboard.basePath));
      expect(await (await shownMenu()).findByRole('link', { current: 'page' })).toHaveTextContent(
        fallback.label,
      );
      expect(document.title).toBe(`${pageTitle(dashboard, fallback)} · Marquee`);
    });

    it('sends another role to /login', async () => {
      signInAs(dashboard.role === 'organiser' ? 'supplier' : 'organiser');
      const router = renderDashboard(dashboard, dashboard.basePath);
      expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('opens profile-edit and profile-preview under My profile', async () => {
    signInAs('supplier');
    renderDashboard(supplierDashboard, '/supplier-dashboard/profile-edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(sidebarMenu().getByRole('link', { current: 'page' })).toHaveTextContent('My profile');
    expect(document.title).toBe('My profile · Marquee');
  });

  it('passes the submenu and keeps the query for the section', async () => {
    signInAs('supplier');
    renderDashboard(supplierDashboard, '/supplier-dashboard/offers/live-quotes?tab=discussing');
    expect(await screen.findByRole('tab', { name: 'Live quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Discussing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a badge from the section’s badge source, and none when the count fails', async () => {
    const counts = queryOptions({
      queryKey: ['test', 'counts'],
      queryFn: () => api.get<{ unread: number }>('test/counts'),
    });
    const dashboard: Dashboard = {
      ...supplierDashboard,
      sections: [
        {
          key: 'offers',
          label: 'Offers',
          icon: IconInbox,
          badge: () => badgeQuery({ ...counts, select: ({ unread }) => ({ unread }) }),
          load: async () => () => <h1>Offers</h1>,
        },
        {
          key: 'settings',
          label: 'Settings',
          icon: IconSettings,
          badge: () =>
            badgeQuery({
              queryKey: ['test', 'broken'],
              queryFn: () => api.get<{ total: number }>('test/broken'),
              select: ({ total }) => ({ total }),
            }),
          load: async () => () => <h1>Settings</h1>,
        },
      ],
    };
    mockApi({
      'GET /api/test/counts': () => json({ unread: 4 }),
      'GET /api/test/broken': () => json({ message: 'Down' }, 500, 'Internal Server Error'),
    });
    signInAs('supplier');
    renderDashboard(dashboard, '/supplier-dashboard');
    expect(await (await shownMenu()).findByLabelText('4 unread')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(sidebarMenu().queryByLabelText(/in total/)).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});
