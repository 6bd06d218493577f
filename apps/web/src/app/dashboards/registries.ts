import { paths } from '../../config/paths';
import type { Dashboard } from './dashboard-definition';

/** A dashboard as the router first knows it: its base path, and its registry fetched when first needed. */
export interface DashboardRegistry {
  basePath: string;
  load: () => Promise<Dashboard>;
}

/**
 * Every dashboard registry, by base path. The registries import their menu icons and the frame's helpers:
 * loaded at start-up they cost every public page a few kilobytes over the first-load budget
 * (docs/decisions/0029), so the router knows only this list and fetches a registry the first time a URL
 * under it is opened. The phone-width check (e2e/phone-width.spec.ts) reads the same list, so every section
 * of every dashboard is opened at 375 px without being named there.
 */
export const dashboardRegistries: readonly DashboardRegistry[] = [
  {
    basePath: paths.organiserDashboard.path,
    load: () => import('./organiser-dashboard').then((m) => m.organiserDashboard),
  },
  {
    basePath: paths.supplierDashboard.path,
    load: () => import('./supplier-dashboard').then((m) => m.supplierDashboard),
  },
  {
    basePath: paths.admin.path,
    load: () => import('./admin-dashboard').then((m) => m.adminDashboard),
  },
];
