import {
  IconChartLine,
  IconCreditCard,
  IconInbox,
  IconMessages,
  IconReceipt,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { badgeQuery, type Dashboard } from './dashboard-definition';
import { unreadCountQueryOptions } from '../../features/chat/api/get-unread-count';

/** /supplier-dashboard/{menu}/{submenu} (spec 2.5): each section declared once, in menu order. */
export const supplierDashboard: Dashboard = {
  area: 'supplier',
  role: 'supplier',
  basePath: paths.supplierDashboard.path,
  areaLabel: 'Supplier account',
  defaultSection: 'offers',
  sections: [
    {
      // Tabs requests, live-quotes, accepted, expired; ?tab= for their sub-tabs; ?rfq_notify={request id}.
      key: 'offers',
      label: 'Offers',
      icon: IconInbox,
      load: () => import('../../features/offers/components/supplier-offers').then((m) => m.SupplierOffers),
    },
    {
      // /supplier-dashboard/messages/{chatId}.
      key: 'messages',
      label: 'Messages',
      icon: IconMessages,
      badge: () => badgeQuery(unreadCountQueryOptions()),
      load: () => import('../../features/chat/components/supplier-messages').then((m) => m.SupplierMessages),
    },
    {
      // Issue 24 (docs/decisions/0078): what the requests of a period became and what the plan returned.
      key: 'performance',
      label: 'Performance',
      icon: IconChartLine,
      load: () =>
        import('../../features/supplier-performance/components/supplier-performance').then(
          (m) => m.SupplierPerformance,
        ),
    },
    {
      key: 'profile',
      label: 'My profile',
      icon: IconUserCircle,
      aliases: ['profile-edit', 'profile-preview'],
      load: () => import('./sections/supplier-profile').then((m) => m.SupplierProfile),
    },
    {
      // ?suggest: the upgrade prompt (spec 2.5).
      key: 'subscriptions',
      label: 'Subscriptions',
      title: 'Manage subscriptions',
      icon: IconReceipt,
      load: () =>
        import('../../features/billing/components/supplier-subscriptions').then(
          (m) => m.SupplierSubscriptions,
        ),
    },
    {
      key: 'settings',
      label: 'Settings',
      title: 'Account settings',
      icon: IconSettings,
      load: () =>
        import('../../features/account/components/supplier-settings').then((m) => m.SupplierSettings),
    },
    {
      key: 'payments',
      label: 'Payments',
      title: 'Payment methods',
      icon: IconCreditCard,
      load: () =>
        import('../../features/billing/components/supplier-payments').then((m) => m.SupplierPayments),
    },
  ],
};
