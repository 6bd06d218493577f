import type { SectionProps } from '../../../components/dashboard/section-props';
import { OrganiserMessages } from '../../../features/chat/components/organiser-messages';
import { ChatSelectSupplier } from '../../../features/requests/components/chat-select-supplier';

/** Organiser › Messages: the chat feature's screen, with the requests feature's Select Supplier in a chat. */
export function OrganiserMessagesSection(props: SectionProps) {
  return <OrganiserMessages {...props} selectSupplier={ChatSelectSupplier} />;
}
