import { Navigate, useParams, type RouteObject } from 'react-router';
import { RequireRole } from '../guards';
import type { Dashboard, DashboardSection } from './dashboard-definition';
import type { SectionHandle } from './dashboard-frame';

/** A lazy route that renders the section's screen with the menu segment it was opened under. */
function sectionRoute(section: DashboardSection, menu: string, route: RouteObject): RouteObject {
  const handle: SectionHandle = { dashboardSection: section.key };
  return {
    ...route,
    handle,
    lazy: async () => {
      const Section = await section.load();
      return {
        Component: function SectionScreen() {
          const { submenu } = useParams();
          return <Section menu={menu} submenu={submenu} />;
        },
      };
    },
  } as RouteObject;
}

/**
 * The routes of one dashboard, read from its registry: the root shows the default section; each section
 * (and each alias) is `{key}/{submenu?}`; any other menu redirects to the root, as spec 2.1 routes
 * `/{dashboard}/{menu?}/{submenu?}` to the dashboard whatever the menu says.
 */
export function dashboardRoutes(dashboard: Dashboard): RouteObject {
  const fallback = dashboard.sections.find((s) => s.key === dashboard.defaultSection);
  if (!fallback) throw new Error(`${dashboard.area}: no section '${dashboard.defaultSection}'`);
  return {
    path: dashboard.basePath,
    // The frame (sidebar, tabs, badges) loads with the dashboard, not with the public pages.
    lazy: async () => {
      const { DashboardFrame } = await import('./dashboard-frame');
      return {
        element: (
          <RequireRole role={dashboard.role}>
            <DashboardFrame dashboard={dashboard} />
          </RequireRole>
        ),
      };
    },
    children: [
      sectionRoute(fallback, fallback.key, { index: true }),
      ...dashboard.sections.flatMap((section) =>
        [section.key, ...(section.aliases ?? [])].map((menu) =>
          sectionRoute(section, menu, { path: `${menu}/:submenu?` }),
        ),
      ),
      { path: ':menu/:submenu?', element: <Navigate to={dashboard.basePath} replace /> },
    ],
  };
}
