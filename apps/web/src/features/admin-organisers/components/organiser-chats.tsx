import { AdminChats, type CandidateSearch } from '../../chat/components/admin-chats';
import { useAdminOrganisers } from '../api/get-admin-organisers';

/** The organisers the chats view picks from: the admin organiser list's search. */
const useOrganiserCandidates: CandidateSearch = (filter) => {
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

/** Admin › Organisers › Chats (spec 2.6): an organiser's conversations, read-only. */
export function OrganiserChats() {
  return <AdminChats who="organiser" useCandidates={useOrganiserCandidates} />;
}
