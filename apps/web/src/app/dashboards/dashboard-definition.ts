import type { ComponentType } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { IconProps } from '@tabler/icons-react';
import type {
  DashboardArea,
  DashboardNav,
  DashboardNavAction,
  MenuBadges,
} from '../../components/layouts/sidebar/dashboard-nav';
import type { RoleName } from '@marquee/contracts/enums';
import type { SectionProps } from '../../components/dashboard/section-props';

/** A query whose answer, after `select`, is the counts of a menu item's badge. */
export type BadgeQuery = UseQueryOptions<unknown, Error, MenuBadges, QueryKey>;

/**
 * Declares a badge source from a feature's queryOptions (one endpoint, one file): its `select` turns the
 * answer into counts. The cast only forgets the answer's type, which the frame does not need.
 */
export const badgeQuery = <T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, MenuBadges, K>,
): BadgeQuery => options as unknown as BadgeQuery;

/** One section of a dashboard: its menu item, its page title, its badge and its lazily loaded screen. */
export interface DashboardSection {
  /** The menu segment: the section lives at `/{dashboard}/{key}` and `/{dashboard}/{key}/{submenu}`. */
  key: string;
  /** The menu item's text in the sidebar and the mobile tabs. */
  label: string;
  icon: ComponentType<IconProps>;
  /** The page title when it is not the label (spec 2.5 'Manage subscriptions'). */
  title?: string;
  /** Other menu segments that open this section (spec 2.5 profile-edit, profile-preview under My profile). */
  aliases?: readonly string[];
  /** Where the menu item's counts come from; without it the item shows no badge. */
  badge?: () => BadgeQuery;
  /** The section's screen, in its feature folder, loaded when the section is first opened. */
  load: () => Promise<ComponentType<SectionProps>>;
}

/** One dashboard: its address, who may open it and its sections in menu order. */
export interface Dashboard {
  area: DashboardArea;
  role: RoleName;
  /** `/organiser-dashboard`, `/supplier-dashboard`, `/admin-login`. */
  basePath: string;
  areaLabel: string;
  /** Added to every page title of the dashboard (' · Admin'). */
  titleSuffix?: string;
  sections: readonly DashboardSection[];
  /** The section shown at the dashboard's root; an unknown menu redirects there. */
  defaultSection: string;
  actions?: readonly DashboardNavAction[];
}

/** The URL of a section (and of one of its submenus). */
export const sectionHref = (dashboard: Dashboard, key: string, submenu?: string): string =>
  [dashboard.basePath, key, submenu].filter(Boolean).join('/');

/**
 * Every address a dashboard's registry opens, per section: its key's and its aliases' (and the dashboard's root
 * for the default section). What the phone-width check (e2e/phone-width.spec.ts) starts from.
 */
export const sectionPaths = (dashboard: Dashboard): { key: string; paths: string[] }[] =>
  dashboard.sections.map((s) => ({
    key: s.key,
    paths: [
      ...(s.key === dashboard.defaultSection ? [dashboard.basePath] : []),
      ...[s.key, ...(s.aliases ?? [])].map((menu) => sectionHref(dashboard, menu)),
    ],
  }));

/** The section a menu segment opens: by key or alias; the default one without a segment; else none. */
export function findSection(dashboard: Dashboard, menu: string | undefined): DashboardSection | undefined {
  const key = menu ?? dashboard.defaultSection;
  return dashboard.sections.find((s) => s.key === key || s.aliases?.includes(key));
}

export const pageTitle = (dashboard: Dashboard, section: DashboardSection): string =>
  `${section.title ?? section.label}${dashboard.titleSuffix ?? ''}`;

/** What the shared sidebar and mobile tabs show, read from the registry. */
export const dashboardNav = (dashboard: Dashboard): DashboardNav => ({
  area: dashboard.area,
  areaLabel: dashboard.areaLabel,
  actions: dashboard.actions,
  items: dashboard.sections.map(({ key, label, icon }) => ({
    key,
    label,
    icon,
    href: sectionHref(dashboard, key),
  })),
});
