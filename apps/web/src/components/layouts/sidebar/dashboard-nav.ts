import type { ComponentType } from 'react';
import type { IconProps } from '@tabler/icons-react';

export type DashboardArea = 'organiser' | 'supplier' | 'admin';

/** Counts shown next to a menu item (spec 2.6); an item without a number shows no badge. */
export interface MenuBadges {
  notification?: number;
  total?: number;
  unread?: number;
}

/** One menu item of the sidebar and the mobile tabs. */
export interface DashboardNavItem {
  key: string;
  label: string;
  icon: ComponentType<IconProps>;
  href: string;
}

/** A button above the menu (the organiser's New Request and View Directory, spec 2.4 and 6). */
export interface DashboardNavAction {
  label: string;
  href: string;
  icon: ComponentType<IconProps>;
  variant: 'filled' | 'outline';
}

/**
 * What the shared dashboard frame shows of one dashboard. The app builds it from the dashboard's section
 * registry (app/dashboards/), so the layouts never import features and the menu is declared once.
 */
export interface DashboardNav {
  area: DashboardArea;
  /** The small line above the welcome ('Organiser account'). */
  areaLabel: string;
  items: readonly DashboardNavItem[];
  actions?: readonly DashboardNavAction[];
}
