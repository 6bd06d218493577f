import { IconBook2, IconClipboardList, IconMessages, IconPlus, IconSettings } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { badgeQuery, type Dashboard } from './dashboard-definition';
import { unreadCountQueryOptions } from '../../features/chat/api/get-unread-count';

/** /organiser-dashboard/{menu}/{submenu} (spec 2.4): each section declared once, in menu order. */
export const organiserDashboard: Dashboard = {
  area: 'organiser',
  role: 'organiser',
  basePath: paths.organiserDashboard.path,
  areaLabel: 'Organiser account',
  defaultSection: 'requests',
  actions: [
    {
      label: 'New Request',
      href: `${paths.organiserDashboard.href('requests', 'active')}?request_popup=true`,
      icon: IconPlus,
      variant: 'filled',
    },
    { label: 'View Directory', href: paths.directory.href(), icon: IconBook2, variant: 'outline' },
  ],
  sections: [
    {
      // Tabs active, accepted, finished; ?request_popup=true, later ?rfq, ?proposal_id, ?profile_id.
      key: 'requests',
      label: 'Requests',
      icon: IconClipboardList,
      load: () => import('./sections/organiser-requests').then((m) => m.OrganiserRequestsSection),
    },
    {
      // /organiser-dashboard/messages/{chatId}, ?profile_id=&name=.
      key: 'messages',
      label: 'Messages',
      icon: IconMessages,
      badge: () => badgeQuery(unreadCountQueryOptions()),
      load: () => import('./sections/organiser-messages').then((m) => m.OrganiserMessagesSection),
    },
    {
      key: 'settings',
      label: 'Settings',
      title: 'Account settings',
      icon: IconSettings,
      load: () =>
        import('../../features/account/components/organiser-settings').then((m) => m.OrganiserSettings),
    },
  ],
};
