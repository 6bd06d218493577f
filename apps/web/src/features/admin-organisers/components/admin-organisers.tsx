import type { ReactNode } from 'react';
import { IconUsers } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { OrganisersList } from './organisers-list';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';

const tabs = [
  { value: 'list', label: 'List' },
  { value: 'chats', label: 'Chats' },
] as const;

const icon = <IconUsers size={28} stroke={1.6} aria-hidden="true" />;
const coming = 'The organiser list with search and exports will be managed here.';

/**
 * Admin › Organisers (spec 2.6): the list (search, sort, pages, delete) and an organiser's chats, read-only.
 * `chats` and `rowActions` come from other features, composed in app/dashboards/sections/admin-organisers.tsx.
 */
export function AdminOrganisers({
  menu,
  submenu,
  chats,
  rowActions,
}: SectionProps & { chats?: ReactNode; rowActions?: UserRowActions }) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Organisers"
      description="Everyone who posts requests for quotes."
      icon={icon}
      coming={coming}
      tabs={tabs}
    >
      {(tab) => (tab === 'chats' ? chats : <OrganisersList rowActions={rowActions} />)}
    </AdminSection>
  );
}
