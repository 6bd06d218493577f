import type { SectionProps } from '../../../components/dashboard/section-props';
import { AdminOrganisers } from '../../../features/admin-organisers/components/admin-organisers';
import { useOrganiserCandidates } from '../../../features/admin-organisers/components/organiser-chats';
import { AdminChats } from '../../../features/chat/components/admin-chats';

/** Admin › Organisers › Chats (spec 2.6): an organiser's conversations, read-only, picked by the organisers' search. */
export function OrganiserChats() {
  return <AdminChats who="organiser" useCandidates={useOrganiserCandidates} />;
}

/** Admin › Organisers: the admin-organisers feature's screen with the chat feature's read-only chats. */
export function AdminOrganisersSection(props: SectionProps) {
  return <AdminOrganisers {...props} chats={<OrganiserChats />} />;
}
