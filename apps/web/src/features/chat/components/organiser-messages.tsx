import { IconMessages } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';

/**
 * Organiser messages (spec 2.4): conversations with suppliers about a request. Until chats can be read
 * here the screen says it is coming rather than that there are none.
 */
export function OrganiserMessages() {
  return (
    <>
      <PageHeader
        eyebrow="Messages"
        title="Conversations"
        description="Chat with the suppliers who have quoted for your requests."
      />
      <BuildingState
        icon={<IconMessages size={28} stroke={1.6} aria-hidden="true" />}
        description="Your conversations with suppliers about your requests, with their files, will be shown here."
      />
    </>
  );
}
