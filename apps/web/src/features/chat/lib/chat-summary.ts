import dayjs from 'dayjs';
import { isFileOnlyText, type Chat } from '@marquee/contracts/chats';
import { displayDate } from '../../../lib/format';

/** What a chat list row shows of a file-only last message instead of the stored marker. */
export const ATTACHMENT_LABEL = 'Attachment';

/** The other participant of a chat (the one its row and its header show). */
export const otherParticipant = (chat: Chat) =>
  chat.chat_users.find((u) => u.id === chat.receiver_chat_user_id) ?? chat.chat_users[0];

/** The display name: the company for a supplier, else the person's name. */
export const participantName = (chat: Chat) => {
  const user = otherParticipant(chat)?.user;
  return user?.company_name || user?.name || 'Conversation';
};

/** The service of the request the chat is about, if any. */
export const chatService = (chat: Chat) =>
  chat.service_request_quotes[0]?.service_request.service?.product ?? null;

/** The last message's excerpt: its text, or the attachment label for a file-only message. */
export function lastMessageExcerpt(chat: Chat): string {
  const last = chat.last_message;
  if (!last) return '';
  if (!last.text || isFileOnlyText(last.text)) return last.has_attachment ? ATTACHMENT_LABEL : '';
  return last.text.replace(/\s+/g, ' ').trim();
}

/** HH:mm for today, dd.MM.yyyy before (spec 9). */
export function lastMessageTime(iso: string | null, now = dayjs()): string {
  if (!iso) return '';
  const at = dayjs(iso);
  return at.isSame(now, 'day') ? at.format('HH:mm') : displayDate(iso);
}
