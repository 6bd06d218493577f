import type { SectionProps } from '../../../components/dashboard/section-props';
import { EmailConfirmationActions } from '../../../features/account/components/email-confirmation-actions';
import { ChatBox } from '../../../features/chat/components/chat-box';
import { OrganiserRequests } from '../../../features/requests/components/organiser-requests';

/**
 * Organiser › Requests: the requests feature's screen, with the chat feature's chat box beside a proposal and the
 * account feature's e-mail confirmation actions in the alert of requests held until the address is confirmed.
 */
export function OrganiserRequestsSection(props: SectionProps) {
  return <OrganiserRequests {...props} chatBox={ChatBox} confirmEmail={EmailConfirmationActions} />;
}
