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
 * `chats`, `rowActions` and `actions` (Export list, in the header) come from other features, composed in
 * app/dashboards/sections/admin-organisers.tsx.
 */
export function AdminOrganisers({
  menu,
  submenu,
  chats,
  rowActions,
  actions,
}: SectionProps & { chats?: ReactNode; rowActions?: UserRowActions; actions?: ReactNode }) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Organisers"
      description="Everyone who posts requests for quotes."
      icon={icon}
      coming={coming}
      tabs={tabs}
      actions={actions}
    >
      {(tab) => (tab === 'chats' ? chats : <OrganisersList rowActions={rowActions} />)}
    </AdminSection>
  );
}
