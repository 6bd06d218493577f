import dayjs from 'dayjs';
import { chatQuoteStatusLabels, isFileOnlyText, type Chat } from '@marquee/contracts/chats';
import { displayDate, pounds, requestRef } from '../../../lib/format';

/** What a chat list row shows of a file-only last message instead of the stored marker. */
export const ATTACHMENT_LABEL = 'Attachment';

/** The other participant of a chat (the one its row and its header show). */
export const otherParticipant = (chat: Chat) =>
  chat.chat_users.find((u) => u.id === chat.receiver_chat_user_id) ?? chat.chat_users[0];

/**
 * The display name: the company for a supplier; an organiser by their own name (issue 21: the supplier talks to a
 * person, not to the initials of their company).
 */
export const participantName = (chat: Chat) => {
  const other = otherParticipant(chat);
  const user = other?.user;
  if (other?.side === 'organiser') return user?.name || user?.company_name || 'Conversation';
  return user?.company_name || user?.name || 'Conversation';
};

/** The service of the request the chat is about, if any. */
export const chatService = (chat: Chat) =>
  chat.service_request_quotes[0]?.service_request.service?.product ?? null;

/** The event's day, or its first and last day: '12.06.2027' or '03.07.2027 – 04.07.2027' (spec 9). */
export function eventDates(from: string, until: string): string {
  if (!from) return '';
  return !until || until === from ? displayDate(from) : `${displayDate(from)} – ${displayDate(until)}`;
}

/**
 * What a thread shows of the request it is about (issue 21: five 'Marquee Hire' threads told apart): the request's
 * id as organisers see it, its service, the event's dates, the quote's price and where the quote stands. Null for
 * a chat started from the directory, about no request.
 */
export function chatRequest(chat: Chat) {
  const quote = chat.service_request_quotes[0];
  if (!quote) return null;
  const request = quote.service_request;
  return {
    ref: requestRef(request.id),
    service: request.service?.product ?? null,
    dates: eventDates(request.date_from, request.date_until),
    price: quote.price === null ? null : pounds(quote.price),
    status: quote.status,
    statusLabel: chatQuoteStatusLabels[quote.status],
  };
}

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
