import type { ReactNode } from 'react';
import { IconUsers } from '@tabler/icons-react';
import { BuildingState } from '../../../components/ui/building-state';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';

const tabs = [
  { value: 'list', label: 'List' },
  { value: 'chats', label: 'Chats' },
] as const;

const icon = <IconUsers size={28} stroke={1.6} aria-hidden="true" />;
const coming = 'The organiser list with search and exports will be managed here.';

/** Admin › Organisers (spec 2.6): the list (being built) and an organiser's chats, read-only. */
export function AdminOrganisers({ menu, submenu, chats }: SectionProps & { chats?: ReactNode }) {
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
      {(tab) => (tab === 'chats' ? chats : <BuildingState icon={icon} description={coming} />)}
    </AdminSection>
  );
}
