import { useAdminOrganisers } from '../api/get-admin-organisers';

/**
 * The organisers the admin chats view picks from: the admin organiser list's search (the chat feature's AdminChats
 * takes it as `useCandidates` in app/dashboards/sections/admin-organisers.tsx).
 */
export const useOrganiserCandidates = (filter: string | undefined) => {
  const query = useAdminOrganisers({ filter });
  return {
    options: query.data?.organisers.map((o) => ({
      id: o.id,
      name: o.name,
      detail: [`#${o.id}`, o.company_name, o.email].filter(Boolean).join(' · '),
    })),
    total: query.data?.pagination.total,
    isError: query.isError,
    error: query.error,
  };
};
