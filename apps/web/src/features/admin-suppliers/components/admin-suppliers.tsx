import { IconBuildingStore } from '@tabler/icons-react';
import { AdminSection } from '../../dashboard/components/admin-section';
import type { SectionProps } from '../../dashboard/lib/section-props';

const tabs = [
  { value: 'approval', label: 'Waiting for approval' },
  { value: 'approved', label: 'Accepted' },
  { value: 'import', label: 'Import' },
  { value: 'chats', label: 'Chats' },
] as const;

/** Admin › Suppliers (spec 2.6). */
export function AdminSuppliers({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Suppliers"
      description="Approve new suppliers, manage approved ones and import supplier lists."
      icon={<IconBuildingStore size={28} stroke={1.6} aria-hidden="true" />}
      coming="The approval queue, the approved list with its filters and exports, CSV import and supplier chats will be managed here."
      tabs={tabs}
    />
  );
}
