import {
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconDiscount,
  IconNews,
  IconSettings,
  IconStar,
  IconTag,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { Dashboard } from './dashboard-definition';

/** /admin-login/{menu}/{submenu} (spec 2.6): each section declared once, in menu order. */
export const adminDashboard: Dashboard = {
  area: 'admin',
  role: 'admin',
  basePath: paths.admin.path,
  areaLabel: 'Administrator',
  titleSuffix: ' · Admin',
  defaultSection: 'suppliers',
  sections: [
    {
      // Tabs approval, approved, import, chats; later profile?id= and profile-approved.
      key: 'suppliers',
      label: 'Suppliers',
      icon: IconBuildingStore,
      load: () => import('./sections/admin-suppliers').then((m) => m.AdminSuppliersSection),
    },
    {
      key: 'organisers',
      label: 'Organisers',
      icon: IconUsers,
      load: () => import('./sections/admin-organisers').then((m) => m.AdminOrganisersSection),
    },
    {
      // Tabs categories and suggestions (spec 2.6 /suggestions).
      key: 'categories-services',
      label: 'Categories & services',
      icon: IconCategory,
      load: () =>
        import('../../features/admin-catalogue/components/admin-catalogue').then((m) => m.AdminCatalogue),
    },
    {
      key: 'reviews',
      label: 'Reviews',
      icon: IconStar,
      load: () => import('../../features/admin-reviews/components/admin-reviews').then((m) => m.AdminReviews),
    },
    {
      // Tabs partners and testimonials.
      key: 'content',
      label: 'Content',
      icon: IconNews,
      load: () => import('../../features/admin-content/components/admin-content').then((m) => m.AdminContent),
    },
    {
      key: 'stats',
      label: 'Statistics',
      icon: IconChartBar,
      load: () => import('../../features/stats/components/admin-stats').then((m) => m.AdminStats),
    },
    {
      key: 'pricing',
      label: 'Pricing plans',
      icon: IconTag,
      load: () => import('../../features/admin-pricing/components/admin-pricing').then((m) => m.AdminPricing),
    },
    {
      key: 'promo-codes',
      label: 'Promo codes',
      icon: IconDiscount,
      load: () =>
        import('../../features/admin-promo-codes/components/admin-promo-codes').then(
          (m) => m.AdminPromoCodes,
        ),
    },
    {
      key: 'settings',
      label: 'Settings',
      icon: IconSettings,
      // Tabs settings (change password, free RFQs) and activity (the audit log).
      load: () => import('./sections/admin-settings').then((m) => m.AdminSettingsSection),
    },
  ],
};
