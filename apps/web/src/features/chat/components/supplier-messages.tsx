import { IconMessages } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';

/**
 * Supplier messages (spec 2.5). Until chats can be read here the screen says it is coming; the spec's
 * 'There are no active conversations' (notices.noConversations) is for a chat list that came back empty.
 */
export function SupplierMessages() {
  return (
    <>
      <PageHeader
        eyebrow="Messages"
        title="Conversations"
        description="Discuss details with organisers in one place."
      />
      <BuildingState
        icon={<IconMessages size={28} stroke={1.6} aria-hidden="true" />}
        description="Your conversations with organisers about the requests you answer will be shown here."
      />
    </>
  );
}
