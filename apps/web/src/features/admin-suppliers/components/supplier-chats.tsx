import { useAdminSuppliers } from '../api/get-admin-suppliers';

/**
 * The suppliers the admin chats view picks from: the 'Accepted' list's search (only approved suppliers can chat);
 * the chat feature's AdminChats takes it as `useCandidates` in app/dashboards/sections/admin-suppliers.tsx.
 */
export const useSupplierCandidates = (filter: string | undefined) => {
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
