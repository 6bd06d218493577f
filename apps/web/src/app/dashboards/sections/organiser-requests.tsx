import type { SectionProps } from '../../../components/dashboard/section-props';
import { ChatBox } from '../../../features/chat/components/chat-box';
import { OrganiserRequests } from '../../../features/requests/components/organiser-requests';

/** Organiser › Requests: the requests feature's screen, with the chat feature's chat box beside a proposal. */
export function OrganiserRequestsSection(props: SectionProps) {
  return <OrganiserRequests {...props} chatBox={ChatBox} />;
}
