import type { ReactNode } from 'react';
import { IconBuildingStore } from '@tabler/icons-react';
import { BuildingState } from '../../../components/ui/building-state';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import type { OwnProfileViewSlot } from '../../../components/ui/own-profile-view-slot';
import { AcceptedSuppliers } from './accepted-suppliers';
import { AdminSupplierProfile } from './admin-supplier-profile';
import { SupplierApprovalList } from './supplier-approval-list';
import { SupplierImport } from './supplier-import';

const icon = <IconBuildingStore size={28} stroke={1.6} aria-hidden="true" />;

const tabs = [
  { value: 'approval', label: 'Waiting for approval' },
  { value: 'approved', label: 'Accepted' },
  { value: 'import', label: 'Import' },
  { value: 'chats', label: 'Chats' },
] as const;

/** profile?id= and profile-approved?id= are a supplier's profile under the tab of the list it came from. */
const profileOf: Partial<Record<string, 'approval' | 'approved'>> = {
  profile: 'approval',
  'profile-approved': 'approved',
};

/**
 * Admin › Suppliers (spec 2.6): the approval queue, the Accepted list, the import, a supplier's profile (?id=) and
 * their chats, read-only. `rowActions` (another feature's, given by app/) shows on each Accepted row and profile;
 * `actions` (the stats feature's Export list, given by app/) in the header of the lists.
 */
export function AdminSuppliers({
  menu,
  submenu,
  chats,
  ProfileView,
  rowActions,
  actions,
}: SectionProps & {
  chats?: ReactNode;
  ProfileView: OwnProfileViewSlot;
  rowActions?: UserRowActions;
  actions?: ReactNode;
}) {
  const profileList = submenu ? profileOf[submenu] : undefined;
  return (
    <AdminSection
      menu={menu}
      tab={profileList ?? submenu}
      title="Suppliers"
      description="Approve new suppliers, manage approved ones and import supplier lists."
      icon={icon}
      coming="CSV import will be managed here."
      tabs={tabs}
      // The list's own actions (Export list, from app/); a supplier's profile has its own.
      actions={profileList ? undefined : actions}
    >
      {(tab) =>
        profileList ? (
          <AdminSupplierProfile ProfileView={ProfileView} list={profileList} rowActions={rowActions} />
        ) : tab === 'approval' ? (
          <SupplierApprovalList status={0} />
        ) : tab === 'approved' ? (
          <AcceptedSuppliers rowActions={rowActions} />
        ) : tab === 'chats' ? (
          chats
        ) : tab === 'import' ? (
          <SupplierImport />
        ) : (
          <BuildingState icon={icon} description="CSV import will be managed here." />
        )
      }
    </AdminSection>
  );
}
