import type { SectionProps } from '../../../components/dashboard/section-props';
import { AdminSuppliers } from '../../../features/admin-suppliers/components/admin-suppliers';
import { useSupplierCandidates } from '../../../features/admin-suppliers/components/supplier-chats';
import { AdminChats } from '../../../features/chat/components/admin-chats';
import { OwnProfileView } from '../../../features/directory/components/own-profile-view';
import { AdminUserActions } from '../../../features/admin-support/components/admin-user-actions';
import { ExportListButton } from '../../../features/stats/components/export-modal';
import type { ListedUser } from '../../../components/dashboard/user-row-actions';

/** Admin › Suppliers › Chats (spec 2.6): a supplier's conversations, read-only, picked by the suppliers' search. */
export function SupplierChats() {
  return <AdminChats who="supplier" useCandidates={useSupplierCandidates} />;
}

/** The support tools on each supplier (Reset password, View Dashboard As: docs/decisions/0071). */
const supportActions = (user: ListedUser) => <AdminUserActions user={user} />;

/**
 * Admin › Suppliers: the admin-suppliers feature's screen with the chat feature's read-only chats, the directory's
 * view of a supplier's profile, admin-support's actions on each supplier and the stats feature's 'Export list'
 * (spec 2.7).
 */
export function AdminSuppliersSection(props: SectionProps) {
  return (
    <AdminSuppliers
      {...props}
      chats={<SupplierChats />}
      ProfileView={OwnProfileView}
      rowActions={supportActions}
      actions={<ExportListButton initialName="suppliers" />}
    />
  );
}
