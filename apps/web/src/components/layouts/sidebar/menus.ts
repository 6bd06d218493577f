import type { ComponentType } from 'react';
import {
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconCreditCard,
  IconDiscount,
  IconInbox,
  IconLayoutGrid,
  IconMessages,
  IconReceipt,
  IconSettings,
  IconStar,
  IconTag,
  IconBuildingStore,
  IconUserCircle,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { paths } from '../../../config/paths';

export type DashboardArea = 'organiser' | 'supplier' | 'admin';

/** Menu keys of spec 2.4-2.6 per dashboard, in sidebar order. */
export const dashboardMenus = {
  organiser: ['requests', 'messages', 'settings'],
  supplier: ['offers', 'messages', 'profile', 'subscriptions', 'settings', 'payments'],
  admin: [
    'suppliers',
    'organisers',
    'categories-services',
    'reviews',
    'content',
    'stats',
    'pricing',
    'promo-codes',
    'settings',
  ],
} as const satisfies Record<DashboardArea, readonly string[]>;

export type MenuKey = (typeof dashboardMenus)[DashboardArea][number];
export type AreaMenuKey<A extends DashboardArea> = (typeof dashboardMenus)[A][number];

/** The screen shown when the URL names no menu, or one the dashboard does not have. */
export const defaultMenu: Record<DashboardArea, MenuKey> = {
  organiser: 'requests',
  supplier: 'offers',
  admin: 'suppliers',
};

/** Spec 2.6: each menu key with its icon. */
export const menuItems: Record<MenuKey, { label: string; icon: ComponentType<IconProps> }> = {
  requests: { label: 'Requests', icon: IconClipboardList },
  offers: { label: 'Offers', icon: IconInbox },
  messages: { label: 'Messages', icon: IconMessages },
  profile: { label: 'My profile', icon: IconUserCircle },
  subscriptions: { label: 'Subscriptions', icon: IconReceipt },
  settings: { label: 'Settings', icon: IconSettings },
  payments: { label: 'Payments', icon: IconCreditCard },
  suppliers: { label: 'Suppliers', icon: IconBuildingStore },
  organisers: { label: 'Organisers', icon: IconUsers },
  'categories-services': { label: 'Categories & services', icon: IconCategory },
  reviews: { label: 'Reviews', icon: IconStar },
  content: { label: 'Content', icon: IconLayoutGrid },
  stats: { label: 'Statistics', icon: IconChartBar },
  pricing: { label: 'Pricing plans', icon: IconTag },
  'promo-codes': { label: 'Promo codes', icon: IconDiscount },
};

export function menuHref(area: DashboardArea, menu?: string, submenu?: string): string {
  if (area === 'organiser') return paths.organiserDashboard.href(menu, submenu);
  if (area === 'supplier') return paths.supplierDashboard.href(menu, submenu);
  return paths.admin.href(menu, submenu);
}

/** The menu the URL asks for, or the dashboard's default when it names none or an unknown one. */
export function resolveMenu<A extends DashboardArea>(area: A, menu: string | undefined): AreaMenuKey<A> {
  const keys: readonly string[] = dashboardMenus[area];
  return (menu && keys.includes(menu) ? menu : defaultMenu[area]) as AreaMenuKey<A>;
}

/** Counts shown next to a menu item (spec 2.6); an item without a number shows no badge. */
export interface MenuBadges {
  notification?: number;
  total?: number;
  unread?: number;
}
