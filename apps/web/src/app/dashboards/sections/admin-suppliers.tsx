import type { SectionProps } from '../../../components/dashboard/section-props';
import { AdminSuppliers } from '../../../features/admin-suppliers/components/admin-suppliers';
import { useSupplierCandidates } from '../../../features/admin-suppliers/components/supplier-chats';
import { AdminChats } from '../../../features/chat/components/admin-chats';
import { OwnProfileView } from '../../../features/directory/components/own-profile-view';

/** Admin › Suppliers › Chats (spec 2.6): a supplier's conversations, read-only, picked by the suppliers' search. */
export function SupplierChats() {
  return <AdminChats who="supplier" useCandidates={useSupplierCandidates} />;
}

/**
 * Admin › Suppliers: the admin-suppliers feature's screen with the chat feature's read-only chats and the directory's
 * view of a supplier's profile.
 */
export function AdminSuppliersSection(props: SectionProps) {
  return <AdminSuppliers {...props} chats={<SupplierChats />} ProfileView={OwnProfileView} />;
}
