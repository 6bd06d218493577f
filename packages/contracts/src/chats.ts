import { z } from 'zod';
import { text } from './fields';
import { fileTexts } from './files';
import { validation } from './messages';
import { idNumber, idParams, wholeNumber } from './whole-number';

/*
 * Chats between organisers and suppliers (issue 14; spec 2.4, 2.5, 3 "Chat", "Message", 4 "Chat", 5 "Files: chat
 * attachments", 6, 7.6, 9). Paths are under /api/ (docs/decisions/0041):
 *
 *   POST   chats                       createChatBody           → chatResponse (201 new, 200 the existing one;
 *                                                                without a quote: an organiser and an approved supplier)
 *   GET    chats?receiver_id=&service_request_id=   chatListQuery → chatListResponse (newest message first;
 *                                                    both filters together are the lookup by request and receiver;
 *                                                    user_id: an administrator's view of that user's chats)
 *   GET    chats/{id}                                           → chatResponse
 *   DELETE chats/{id}                                           → 204 (removed from the caller's list)
 *   POST   chats/{id}/send-message     multipart: text, attachments (one file) → sendMessageResponse (201)
 *   GET    chats/{id}/messages?last_message_id=&limit=&longpolling=1&cancellable=1  → messagesResponse
 *          (or ?before_message_id=&limit=: the page of earlier messages, oldest first)
 *   GET    chats/attachments/{id}                               → the file, as an attachment
 *
 * Long polling: with longpolling=1 and nothing newer than last_message_id, the call is held (up to 25 s) and
 * answers as soon as a message arrives, or with no messages when the time is up. With cancellable=1 a new poll of
 * the same session on the same chat answers the previous one at once with `cancelled: true`.
 */

/** The longest a long poll is held before it answers with no messages (seconds). */
export const LONG_POLL_SECONDS = 25;
/** Messages per page when no limit is given, and the most one call returns. */
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;
/** The longest message text (ours: the spec sets none). */
export const MESSAGE_TEXT_MAX = 5000;
/** An unread message e-mails its recipient after this long (once, not per message). */
export const UNREAD_MAIL_MINUTES = 10;

/**
 * The text stored for a message that carries only a file (spec 5: "a file-only message is sent with a placeholder
 * text marker"). The spec does not spell the marker; this is ours. A message or last message carrying it is shown
 * without text, and a user who types exactly this sends an empty text (which needs a file).
 */
export const FILE_ONLY_MARKER = '[[file]]';

/** True when a stored message text is the file-only marker (show no text). */
export const isFileOnlyText = (value: string | null | undefined) => value === FILE_ONLY_MARKER;

export const chatTexts = {
  /** Spec 5 and 8: a chat attachment over 10 MB. */
  fileTooLarge: fileTexts.chatTooLarge,
  /** Not in the spec: a file of another format. */
  wrongType: fileTexts.wrongType,
  /** Spec 2.5: the supplier's empty chat list, and its button. */
  emptyList: 'There are no active conversations Respond to requests to start talking',
  viewRequests: 'View Requests',
  /** Not in the spec (it says a message needs text or an attachment): ours. */
  messageEmpty: 'Write a message or attach a file',
  /** Not in the spec: an attachment whose stored file is lost (410). */
  fileMissing: 'This file is no longer available',
  /** Not in the spec: one file per message (spec 9: one chat attachment per drop). */
  oneFile: 'Attach one file per message',
  /** Not in the spec: earlier messages are a page of their own, never a long poll or a read of newer ones. */
  pageOneWay: 'Ask for earlier or for newer messages, not both',
  /** Not in the spec (issue 21): a guest's 'Send a message' on a supplier profile. */
  guestMessageLabel: (supplier: string) => `Your message to ${supplier}`,
  guestMessageHint: 'We keep it while you log in or sign up, then send it for you.',
  guestContinue: 'Log in to send',
  loginToMessage: (supplier: string) => `Log in to message ${supplier}`,
  /** The toast once the kept message is sent. */
  pendingSent: (supplier: string) => `Your message to ${supplier} was sent.`,
  pendingFailed: 'Your message could not be sent. It is still kept: open the conversation to try again.',
  openConversation: 'Open the conversation',
} as const;

/**
 * Where the chat's quote stands (issue 21: the thread names its request): the organiser has not decided yet (open),
 * selected this supplier, selected another or rejected this quote (not_selected), or closed the request without it.
 */
export const chatQuoteStatuses = ['open', 'selected', 'not_selected', 'closed'] as const;
export type ChatQuoteStatus = (typeof chatQuoteStatuses)[number];

/** Not in the spec: how a chat's header and list name its quote's status (the supplier pipeline's words). */
export const chatQuoteStatusLabels: Record<ChatQuoteStatus, string> = {
  open: 'Awaiting decision',
  selected: 'Selected',
  not_selected: 'Not selected',
  closed: 'Closed',
};

/** A 0/1 (or true/false) switch in a query string. */
const querySwitch = z
  .enum(['0', '1', 'true', 'false'], { error: validation.required })
  .transform((v) => v === '1' || v === 'true');

export const chatIdParams = idParams;

export const createChatBody = z.object({
  /** Absent or null: an organiser's chat with a supplier from the directory (spec 2.4 `?profile_id=`), about no quote. */
  service_request_quote_id: idNumber().nullish(),
  /** The other participant: the quote's supplier (for its organiser) or the request's organiser (for the supplier). */
  receiver_id: idNumber(),
});

export const chatListQuery = z.object({
  receiver_id: wholeNumber().optional(),
  /** With receiver_id: the chat about that request with that participant (the chat box beside a proposal). */
  service_request_id: wholeNumber().optional(),
  /** Administrators only: that user's chats (the admin chat views of spec 2.6), read-only. */
  user_id: wholeNumber().optional(),
});

export const messagesQuery = z
  .object({
    /** Messages after this id; 0 or absent: the latest page. */
    last_message_id: wholeNumber({ min: 0 }).optional(),
    /** The page of messages just before this id (oldest first): 'Load earlier messages'. Never held. */
    before_message_id: wholeNumber().optional(),
    limit: wholeNumber({ max: MESSAGES_PAGE_MAX }).optional(),
    longpolling: querySwitch.optional(),
    cancellable: querySwitch.optional(),
  })
  .refine((q) => q.before_message_id === undefined || (!q.last_message_id && !q.longpolling), {
    message: chatTexts.pageOneWay,
    path: ['before_message_id'],
  });

export const chatAttachment = z.object({
  id: z.number(),
  file_name: z.string(),
  size: z.number(),
});

export const chatMessage = z.object({
  id: z.number(),
  chat_id: z.number(),
  chat_user_id: z.number(),
  /** The author's user id (which side of the conversation it is drawn on). */
  user_id: z.number(),
  /** Empty for a file-only message (the stored marker is never sent as text). */
  text: z.string(),
  chat_attachments: z.array(chatAttachment),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatParticipant = z.object({
  id: z.number(),
  user_id: z.number(),
  /** Which side of the chat this participant is: a supplier is shown by company, an organiser by name (issue 21). */
  side: z.enum(['organiser', 'supplier']),
  user: z.object({
    id: z.number(),
    name: z.string(),
    phone: z.string().nullable(),
    company_name: z.string().nullable(),
    profile: z.object({ photo_url: z.string().nullable() }),
  }),
});

export const chat = z.object({
  id: z.number(),
  last_message_id: z.number().nullable(),
  chat_users: z.array(chatParticipant),
  /** The other participant's chat user id (the one the list shows). */
  receiver_chat_user_id: z.number(),
  /** Null when the last message is file-only (spec 3: not shown as text), or there is none. */
  last_message: z.object({ text: z.string().nullable(), has_attachment: z.boolean() }).nullable(),
  last_message_datetime: z.string().nullable(),
  unread_messages_count: z.number(),
  /** The quote the chat is about, with its request; empty for a chat started from the directory. */
  service_request_quotes: z.array(
    z.object({
      id: z.number(),
      /** The quote's total price in pounds, when the supplier gave one. */
      price: z.number().nullable(),
      status: z.enum(chatQuoteStatuses),
      service_request: z.object({
        id: z.number(),
        status: z.number(),
        date_offers_until: z.string().nullable(),
        /** The event's first and last day, 'yyyy-mm-dd' (the same day for a one-day event). */
        date_from: z.string(),
        date_until: z.string(),
        service: z.object({ product: z.string().nullable() }).nullable(),
      }),
    }),
  ),
  /** What the caller may do (decision 0020): administrators read only. */
  policies: z.object({ send: z.boolean(), delete: z.boolean() }),
});
export type Chat = z.infer<typeof chat>;

export const chatResponse = z.object({ data: chat });
export const chatListResponse = z.object({ data: z.array(chat) });

export const sendMessageResponse = z.object({ result: z.literal(true), message: chatMessage });

export const messagesResponse = z.object({
  data: z.array(chatMessage),
  /** A long poll answered because a newer poll of the same session took its place. */
  cancelled: z.boolean(),
});

/** The text field of the send form, as the server reads it from the multipart body. */
export const messageTextField = text(validation.required).max(MESSAGE_TEXT_MAX, validation.tooLong);
