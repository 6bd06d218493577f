import { AdminChats, type CandidateSearch } from '../../chat/components/admin-chats';
import { useAdminSuppliers } from '../api/get-admin-suppliers';

/** The suppliers the chats view picks from: the 'Accepted' list's search (only approved suppliers can chat). */
const useSupplierCandidates: CandidateSearch = (filter) => {
  const query = useAdminSuppliers({ status: 1, filter });
  return {
    options: query.data?.suppliers.map((s) => ({
      id: s.id,
      name: s.company_name ?? s.name,
      detail: `#${s.id} · ${s.name} · ${s.email}`,
    })),
    total: query.data?.pagination.total,
    isError: query.isError,
    error: query.error,
  };
};

/** Admin › Suppliers › Chats (spec 2.6): a supplier's conversations, read-only. */
export function SupplierChats() {
  return <AdminChats who="supplier" useCandidates={useSupplierCandidates} />;
}
