import { isFileOnlyText, type Chat, type ChatMessage } from '@marquee/contracts/chats';
import { policiesOf, type Actor } from '../../lib/policy';
import type { FileUrls } from '../storage/storage.service';
import { chatsPolicy } from './chats.policy';
import type { ChatListRow, MessageWithAttachments } from './chats.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A chat as spec 3 "Chat" names it; the last message's file-only marker is never shown as text. */
export function presentChat(
  row: ChatListRow,
  actor: Actor,
  files: FileUrls,
  viewpointUserId = actor.id,
): Chat {
  const participants = row.participants ?? [];
  // The other participant from the viewpoint (an administrator looking at a chat sees its supplier by default).
  const receiver =
    participants.find(
      (p) =>
        p.user_id !== viewpointUserId &&
        (viewpointUserId !== actor.id || actor.role !== 'admin' || p.user_id === row.supplier_id),
    ) ?? participants[0];
  const { send, delete: remove } = policiesOf(chatsPolicy, actor, {
    organiserId: row.organiser_id,
    supplierId: row.supplier_id,
  });
  return {
    id: row.id,
    last_message_id: row.last_message_id,
    chat_users: participants.map((p) => ({
      id: p.id,
      user_id: p.user_id,
      side: p.side,
      user: {
        id: p.user_id,
        name: p.name,
        phone: p.phone,
        company_name: p.company_name,
        profile: { photo_url: files.url(p.photo_path) },
      },
    })),
    receiver_chat_user_id: receiver?.id ?? 0,
    last_message:
      row.last_message_id === null
        ? null
        : {
            text: isFileOnlyText(row.last_message_text) ? null : row.last_message_text,
            has_attachment: row.last_message_files > 0,
          },
    last_message_datetime: iso(row.last_message_at),
    unread_messages_count: row.unread,
    service_request_quotes:
      row.quote_id === null || row.request_id === null
        ? []
        : [
            {
              id: row.quote_id,
              price: row.quote_price === null ? null : Number(row.quote_price),
              status: row.quote_status ?? 'open',
              service_request: {
                id: row.request_id,
                status: row.request_status ?? 0,
                date_offers_until: row.date_offers_until,
                date_from: row.date_from ?? '',
                date_until: row.date_until ?? '',
                service: { product: row.product },
              },
            },
          ],
    policies: { send, delete: remove },
  };
}

/** A message of spec 3 "Message": a file-only message has an empty text. */
export function presentMessage(m: MessageWithAttachments): ChatMessage {
  return {
    id: m.id,
    chat_id: m.chatId,
    chat_user_id: m.chatUserId,
    user_id: m.userId,
    text: isFileOnlyText(m.text) ? '' : m.text,
    chat_attachments: m.attachments.map((a) => ({ id: a.id, file_name: a.fileName, size: a.size })),
    created_at: new Date(m.createdAt).toISOString(),
  };
}
