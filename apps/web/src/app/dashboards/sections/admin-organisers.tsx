import type { SectionProps } from '../../../components/dashboard/section-props';
import { AdminOrganisers } from '../../../features/admin-organisers/components/admin-organisers';
import { useOrganiserCandidates } from '../../../features/admin-organisers/components/organiser-chats';
import { AdminChats } from '../../../features/chat/components/admin-chats';
import { AdminUserActions } from '../../../features/admin-support/components/admin-user-actions';
import { ExportListButton } from '../../../features/stats/components/export-modal';
import type { ListedUser } from '../../../components/dashboard/user-row-actions';

/** Admin › Organisers › Chats (spec 2.6): an organiser's conversations, read-only, picked by the organisers' search. */
export function OrganiserChats() {
  return <AdminChats who="organiser" useCandidates={useOrganiserCandidates} />;
}

/** The support tools on each organiser (Reset password, View Dashboard As: docs/decisions/0071). */
const supportActions = (user: ListedUser) => <AdminUserActions user={user} />;

/**
 * Admin › Organisers: the admin-organisers feature's screen with the chat feature's read-only chats,
 * admin-support's actions on each organiser and the stats feature's 'Export list' (spec 2.7).
 */
export function AdminOrganisersSection(props: SectionProps) {
  return (
    <AdminOrganisers
      {...props}
      chats={<OrganiserChats />}
      rowActions={supportActions}
      actions={<ExportListButton initialName="organisers" />}
    />
  );
}
