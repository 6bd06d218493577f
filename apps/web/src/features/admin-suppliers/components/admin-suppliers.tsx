import type { ReactNode } from 'react';
import { IconBuildingStore } from '@tabler/icons-react';
import { BuildingState } from '../../../components/ui/building-state';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import type { OwnProfileViewSlot } from '../../../components/ui/own-profile-view-slot';
import { AdminSupplierProfile } from './admin-supplier-profile';
import { SupplierApprovalList } from './supplier-approval-list';

const icon = <IconBuildingStore size={28} stroke={1.6} aria-hidden="true" />;

const tabs = [
  { value: 'approval', label: 'Waiting for approval' },
  { value: 'approved', label: 'Accepted' },
  { value: 'import', label: 'Import' },
  { value: 'chats', label: 'Chats' },
] as const;

/**
 * Admin › Suppliers (spec 2.6): the approval queue, the accepted list, a supplier's profile (?id=) and their chats,
 * read-only.
 */
export function AdminSuppliers({
  menu,
  submenu,
  chats,
  ProfileView,
}: SectionProps & { chats?: ReactNode; ProfileView: OwnProfileViewSlot }) {
  // profile?id= is not a tab of its own: it opens from the lists and shows under 'Waiting for approval'.
  const onProfile = submenu === 'profile';
  return (
    <AdminSection
      menu={menu}
      tab={onProfile ? 'approval' : submenu}
      title="Suppliers"
      description="Approve new suppliers, manage approved ones and import supplier lists."
      icon={icon}
      coming="CSV import will be managed here."
      tabs={tabs}
    >
      {(tab) =>
        onProfile ? (
          <AdminSupplierProfile ProfileView={ProfileView} />
        ) : tab === 'approval' ? (
          <SupplierApprovalList status={0} />
        ) : tab === 'approved' ? (
          <SupplierApprovalList status={1} />
        ) : tab === 'chats' ? (
          chats
        ) : (
          <BuildingState icon={icon} description="CSV import will be managed here." />
        )
      }
    </AdminSection>
  );
}
