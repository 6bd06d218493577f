import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { limits } from '@marquee/contracts/limits';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { serviceRequestQuotes } from './requests';
import { users } from './users';

/**
 * A conversation between an organiser and a supplier (spec 3 "Chat"), either about a quote or,
 * when started from the directory, about nothing in particular (no quote). One chat per quote and
 * pair, and one quote-less chat per pair. A conversation needs both parties: deleting either
 * account (or the quote) deletes it with its messages, so a deleted account leaves none of its words.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    serviceRequestQuoteId: integer('service_request_quote_id').references(() => serviceRequestQuotes.id, {
      onDelete: 'cascade',
    }),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept for the chat list (last message, its time); updated when a message is sent. */
    lastMessageId: integer('last_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('chats_quote_pair_unique')
      .on(t.serviceRequestQuoteId, t.organiserId, t.supplierId)
      .nullsNotDistinct(),
    index('chats_organiser_idx').on(t.organiserId, t.supplierId),
    index('chats_supplier_idx').on(t.supplierId, t.organiserId),
    // Deleting a message checks this reference; without the index that is a scan of chats per message.
    index('chats_last_message_idx').on(t.lastMessageId),
    check('chats_pair_check', sql`${t.organiserId} <> ${t.supplierId}`),
  ],
);

/** A participant of a chat, with what they have read (unread counts) and whether they removed the chat. */
export const chatUsers = pgTable(
  'chat_users',
  {
    id: id(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Highest message id this participant has seen; later messages from the other side are unread. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** Set when this participant deletes the chat from their list. */
    deletedAt: timestamptz('deleted_at'),
    /**
     * Set when this participant was e-mailed about messages left unread for 10 minutes, cleared when they read:
     * one e-mail per unread stretch, not one per message (docs/decisions/0041).
     */
    unreadMailedAt: timestamptz('unread_mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_users_chat_user_unique').on(t.chatId, t.userId),
    index('chat_users_user_chat_idx').on(t.userId, t.chatId),
  ],
);

/** A chat message (spec 3 "Message"). A file-only message carries a placeholder text marker. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** The author. */
    chatUserId: integer('chat_user_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Polling: messages of a chat after the last known id.
    index('messages_chat_id_idx').on(t.chatId, t.id),
    index('messages_chat_user_idx').on(t.chatUserId),
  ],
);

/** A file sent with a message (spec 3 "chat_attachments"), at most 10 MB. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Stored file key. */
    path: text().notNull(),
    mimeType: text('mime_type'),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_attachments_message_idx').on(t.messageId),
    check('chat_attachments_size_check', sql.raw(`size >= 0 AND size <= ${limits.fileSizeMaxBytes}`)),
  ],
);
