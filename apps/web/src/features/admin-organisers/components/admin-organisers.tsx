import { IconUsers } from '@tabler/icons-react';
import { AdminSection } from '../../dashboard/components/admin-section';
import type { SectionProps } from '../../dashboard/lib/section-props';

const tabs = [
  { value: 'list', label: 'List' },
  { value: 'chats', label: 'Chats' },
] as const;

/** Admin › Organisers (spec 2.6). */
export function AdminOrganisers({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Organisers"
      description="Everyone who posts requests for quotes."
      icon={<IconUsers size={28} stroke={1.6} aria-hidden="true" />}
      coming="The organiser list with search, exports and organiser chats will be managed here."
      tabs={tabs}
    />
  );
}
