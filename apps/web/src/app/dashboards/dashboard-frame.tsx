import { useQueries } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import { DashboardLayout } from '../../components/layouts/dashboard-layout';
import type { MenuBadges } from '../../components/layouts/sidebar/dashboard-nav';
import { usePageTitle } from '../../hooks/use-page-title';
import { ViewingAsBar } from '../../features/admin-support/components/viewing-as-bar';
import { logout } from '../../features/session/logout';
import { dashboardNav, pageTitle, type Dashboard } from './dashboard-definition';

/** What each section route carries, so the frame knows which section is on screen. */
export interface SectionHandle {
  dashboardSection: string;
}

const isSectionHandle = (handle: unknown): handle is SectionHandle =>
  typeof (handle as SectionHandle | null)?.dashboardSection === 'string';

/** The counts of every section that declares a badge source; a failed count shows no badge, never a toast. */
function useBadges(dashboard: Dashboard): Partial<Record<string, MenuBadges>> {
  const sources = dashboard.sections.flatMap((s) => (s.badge ? [{ key: s.key, query: s.badge() }] : []));
  const results = useQueries({
    queries: sources.map(({ query }) => ({ ...query, meta: { ...query.meta, silent: true } })),
  });
  return Object.fromEntries(sources.map(({ key }, i) => [key, results[i]?.data]));
}

/**
 * A dashboard's page: the shared sidebar and mobile tabs built from its registry, the page title of the
 * section on screen, and the section itself (the matched child route); while an administrator views it as the
 * user, the bar that says so and leads back (docs/decisions/0071).
 */
export function DashboardFrame({ dashboard }: { dashboard: Dashboard }) {
  const matches = useMatches();
  const key = matches.map((m) => m.handle).find(isSectionHandle)?.dashboardSection;
  const section = dashboard.sections.find((s) => s.key === key);
  const badges = useBadges(dashboard);
  usePageTitle(section ? pageTitle(dashboard, section) : undefined);
  return (
    <DashboardLayout nav={dashboardNav(dashboard)} active={section?.key ?? ''} badges={badges}>
      <ViewingAsBar onBack={() => void logout()} />
      <Outlet />
    </DashboardLayout>
  );
}
