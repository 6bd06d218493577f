import type { ReactNode } from 'react';
import {
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconDiscount,
  IconLayoutGrid,
  IconSettings,
  IconStar,
  IconTag,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import type { AreaMenuKey } from '../../../components/layouts/sidebar/menus';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';
import { ScreenTabs, resolveTab, type ScreenTab } from './screen-tabs';
import { AdminPartnersList, AdminTestimonialsList } from './admin-content-lists';

export type AdminMenu = AreaMenuKey<'admin'>;

interface AdminScreen {
  title: string;
  description: string;
  icon: ReactNode;
  /** What the screen will hold, said plainly. */
  coming: string;
  tabs?: readonly ScreenTab[];
  defaultTab?: string;
}

const icon = (Icon: typeof IconUsers) => <Icon size={28} stroke={1.6} aria-hidden="true" />;

/** The admin menus of spec 2.6 with their real titles and tabs. */
export const adminScreens: Record<AdminMenu, AdminScreen> = {
  suppliers: {
    title: 'Suppliers',
    description: 'Approve new suppliers, manage approved ones and import supplier lists.',
    icon: icon(IconBuildingStore),
    coming:
      'The approval queue, the approved list with its filters and exports, CSV import and supplier chats will be managed here.',
    tabs: [
      { value: 'approval', label: 'Waiting for approval' },
      { value: 'approved', label: 'Accepted' },
      { value: 'import', label: 'Import' },
      { value: 'chats', label: 'Chats' },
    ],
    defaultTab: 'approval',
  },
  organisers: {
    title: 'Organisers',
    description: 'Everyone who posts requests for quotes.',
    icon: icon(IconUsers),
    coming: 'The organiser list with search, exports and organiser chats will be managed here.',
    tabs: [
      { value: 'list', label: 'List' },
      { value: 'chats', label: 'Chats' },
    ],
    defaultTab: 'list',
  },
  'categories-services': {
    title: 'Categories & services',
    description: 'The catalogue organisers choose from and suppliers list themselves under.',
    icon: icon(IconCategory),
    coming:
      'Categories, their services and keywords, and the services suppliers suggest will be managed here.',
    tabs: [
      { value: 'categories', label: 'Categories' },
      { value: 'suggestions', label: 'Suggestions' },
    ],
    defaultTab: 'categories',
  },
  reviews: {
    title: 'Reviews',
    description: 'Reviews organisers have written about suppliers.',
    icon: icon(IconStar),
    coming: 'Every review, searchable by organiser, company and date, will be moderated here.',
  },
  content: {
    title: 'Content',
    description:
      'The partners shown in the "Endorsed by" sliders and the organiser testimonials on the home page.',
    icon: icon(IconLayoutGrid),
    coming: 'Adding, editing and removing partners and testimonials will be done here.',
    tabs: [
      { value: 'partners', label: 'Partners' },
      { value: 'testimonials', label: 'Testimonials' },
    ],
    defaultTab: 'partners',
  },
  stats: {
    title: 'Statistics',
    description: 'How Marquee is used: requests, quotes, suppliers, organisers and searches.',
    icon: icon(IconChartBar),
    coming: 'Charts and CSV exports by date range will be shown here.',
  },
  pricing: {
    title: 'Pricing plans',
    description: 'The plans suppliers subscribe to.',
    icon: icon(IconTag),
    coming: 'Plans, their prices and their availability to new subscribers will be managed here.',
  },
  'promo-codes': {
    title: 'Promo codes',
    description: 'Discounts for supplier subscriptions.',
    icon: icon(IconDiscount),
    coming: 'Single-use and time-bound promo codes, their archive and exports will be managed here.',
  },
  settings: {
    title: 'Settings',
    description: 'Your password and the number of requests a supplier may answer free.',
    icon: icon(IconSettings),
    coming: 'Changing your password and the number of free requests will be done here.',
  },
};

/** An admin screen's frame: its title, its tabs and an honest state until its tools arrive. */
export function AdminScreen({
  menu,
  tab,
  children,
}: {
  menu: AdminMenu;
  tab?: string;
  children?: ReactNode;
}) {
  const screen = adminScreens[menu];
  const current = screen.tabs
    ? resolveTab(screen.tabs, tab, screen.defaultTab ?? screen.tabs[0]!.value)
    : undefined;
  return (
    <>
      <PageHeader eyebrow="Administration" title={screen.title} description={screen.description} />
      {screen.tabs && current && (
        <ScreenTabs
          label={`${screen.title} sections`}
          tabs={screen.tabs}
          value={current}
          hrefFor={(t) => paths.admin.href(menu, t)}
        />
      )}
      {children ??
        (menu === 'content' ? (
          current === 'testimonials' ? (
            <AdminTestimonialsList />
          ) : (
            <AdminPartnersList />
          )
        ) : (
          <BuildingState icon={screen.icon} description={screen.coming} />
        ))}
    </>
  );
}
