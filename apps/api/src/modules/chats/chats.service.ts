import type { FastifyInstance } from 'fastify';
import {
  FILE_ONLY_MARKER,
  MESSAGES_PAGE_DEFAULT,
  chatTexts,
  messageTextField,
  type createChatBody,
  type chatListQuery,
  type messagesQuery,
} from '@marquee/contracts/chats';
import type { z } from 'zod';
import { AppError, forbidden, invalidField, notFound } from '../../lib/errors';
import { actorOf, authorize, type Actor } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { storeUpload, type IncomingFile } from '../files/file-intake';
import type { MultipartForm, ReadForm } from '../files/multipart';
import { chatsPolicy, type ChatObject } from './chats.policy';
import {
  chatUsersOf,
  findAttachment,
  findChat,
  findOrCreateChat,
  findQuoteParties,
  hideChatFor,
  isApprovedSupplier,
  insertAttachment,
  insertMessage,
  listChats,
  markReadMany,
  messagesAfter,
  messagesAfterMany,
  type MessagesWanted,
  restoreChatFor,
  unreadByQuote,
  unreadTotal,
  type ChatRow,
} from './chats.repository';
import { presentChat, presentMessage } from './chats.presenter';
import { unreadMailJob, UNREAD_MAIL_DELAY_SECONDS } from './chats.jobs-defs';

export type ChatsDeps = Pick<FastifyInstance, 'db' | 'config' | 'storage' | 'jobs' | 'log' | 'chatEvents'>;

const chatObject = (chat: ChatRow): ChatObject => ({
  organiserId: chat.organiserId,
  supplierId: chat.supplierId,
});

/** The chat, or 404; then the actor's right to `action` on it (404 for strangers, 403 for a read-only admin). */
async function authorizedChat(
  deps: Pick<ChatsDeps, 'db'>,
  actor: Actor,
  id: number,
  action: 'read' | 'send' | 'delete',
) {
  const chat = await findChat(deps.db, id);
  if (!chat) throw notFound();
  authorize(chatsPolicy, actor, action, chatObject(chat));
  return chat;
}

async function presentOne(deps: Pick<ChatsDeps, 'db' | 'storage'>, actor: Actor, chatId: number) {
  const [row] = await listChats(deps.db, { userId: actor.id, chatId });
  if (!row) throw notFound();
  return presentChat(row, actor, deps.storage);
}

/**
 * Who a new chat is between: the quote's supplier and the organiser of its request; without a quote, the organiser
 * and the approved supplier they message from the directory (spec 6: organisers only).
 */
async function partiesOf(deps: Pick<ChatsDeps, 'db'>, actor: Actor, body: z.infer<typeof createChatBody>) {
  const quoteId = body.service_request_quote_id;
  if (quoteId === null || quoteId === undefined) {
    if (actor.role !== 'organiser') throw forbidden();
    if (!(await isApprovedSupplier(deps.db, body.receiver_id))) throw notFound();
    return { organiserId: actor.id, supplierId: body.receiver_id };
  }
  const parties = await findQuoteParties(deps.db, quoteId);
  const mine =
    parties &&
    ((actor.role === 'organiser' && parties.organiserId === actor.id) ||
      (actor.role === 'supplier' && parties.supplierId === actor.id));
  // Someone else's quote is none of the caller's business: 404, as for one that does not exist; so is a quote
  // whose organiser was deleted (docs/decisions/0068): there is nobody to talk to.
  if (!parties || !mine || parties.organiserId === null) throw notFound();
  return { organiserId: parties.organiserId, supplierId: parties.supplierId };
}

/**
 * `POST chats`: the chat about a quote between its supplier and the organiser of its request, created on first
 * use; the existing one otherwise (and back in the caller's list if they had removed it).
 */
export async function openChat(
  deps: Pick<ChatsDeps, 'db' | 'storage'>,
  auth: AuthContext,
  body: z.infer<typeof createChatBody>,
) {
  const actor = actorOf(auth);
  const parties = await partiesOf(deps, actor, body);
  const receiver = actor.role === 'organiser' ? parties.supplierId : parties.organiserId;
  if (body.receiver_id !== receiver) throw invalidField('receiver_id', notFound().message, 'receiver');
  const { chat, created } = await deps.db.transaction(async (tx) => {
    const found = await findOrCreateChat(tx, {
      serviceRequestQuoteId: body.service_request_quote_id ?? null,
      organiserId: parties.organiserId,
      supplierId: parties.supplierId,
    });
    await restoreChatFor(tx, found.chat.id, actor.id);
    return found;
  });
  return { created, data: await presentOne(deps, actor, chat.id) };
}

/**
 * `GET chats`: the caller's chats, newest message first; by receiver, and by request and receiver (lookup). An
 * administrator names the user with `user_id` (the admin chat views) and sees every chat of theirs, including the
 * ones the user removed from their own list.
 */
export async function listChatsOf(
  deps: Pick<ChatsDeps, 'db' | 'storage'>,
  auth: AuthContext,
  query: z.infer<typeof chatListQuery>,
) {
  const actor = actorOf(auth);
  if (query.user_id !== undefined && actor.role !== 'admin' && query.user_id !== actor.id) throw forbidden();
  const viewpoint = query.user_id ?? actor.id;
  const rows = await listChats(deps.db, {
    userId: viewpoint,
    receiverId: query.receiver_id,
    requestId: query.service_request_id,
    includeHidden: actor.role === 'admin' && query.user_id !== undefined,
  });
  return { data: rows.map((r) => presentChat(r, actor, deps.storage, viewpoint)) };
}

export async function getChat(deps: Pick<ChatsDeps, 'db' | 'storage'>, auth: AuthContext, id: number) {
  const actor = actorOf(auth);
  await authorizedChat(deps, actor, id, 'read');
  return { data: await presentOne(deps, actor, id) };
}

/** `DELETE chats/{id}`: off the caller's list; the other participant keeps the conversation. */
export async function deleteChat(deps: Pick<ChatsDeps, 'db'>, auth: AuthContext, id: number) {
  const actor = actorOf(auth);
  await authorizedChat(deps, actor, id, 'delete');
  await hideChatFor(deps.db, id, actor.id);
}

/**
 * The send form (spec 9: one chat attachment per drop): text and one file of 10 MB under 'attachments' (or
 * 'attachment', 'file'), applied as the parts arrive (modules/files/multipart.ts).
 */
export const messageForm: MultipartForm<'attachments'> = {
  files: {
    attachments: { max: 1, tooMany: () => invalidField('attachments', chatTexts.oneFile, 'one_file') },
  },
  aliases: { attachment: 'attachments', file: 'attachments' },
  fields: { max: 5, bytes: 200_000 },
  tooLarge: () => invalidField('attachments', chatTexts.fileTooLarge, 'file_too_large'),
};

/** A message as sent: its text and the one attachment, in memory once the form is read. */
export interface NewMessage {
  text: string;
  file: IncomingFile | undefined;
}

/**
 * Text and the one attachment of a read send form (the route reads it: withMultipartForm(request, messageForm,
 * messageOf)). Over 10 MB: 422 'Maximum file size 10 MB'.
 */
export async function messageOf(read: ReadForm<'attachments'>): Promise<NewMessage> {
  const textValue = read.fields.findLast(([name]) => name === 'text')?.[1] ?? '';
  const upload = read.files[0];
  const file: IncomingFile | undefined = upload && {
    bytes: await upload.read(),
    originalName: upload.originalName,
    kind: 'chat',
    field: 'attachments',
  };
  const parsed = messageTextField.safeParse(textValue);
  if (!parsed.success) throw invalidField('text', parsed.error.issues[0]?.message ?? chatTexts.messageEmpty);
  // A typed marker is no text: only the server writes it, for a message that carries a file.
  const text = parsed.data.trim() === FILE_ONLY_MARKER ? '' : parsed.data.trim();
  if (!text && !file) throw invalidField('text', chatTexts.messageEmpty, 'message_empty');
  return { text, file };
}

/**
 * `POST chats/{id}/send-message`: the participant's message, with one file checked by content (modules/files)
 * and stored before the transaction. A refused file is never written; a failed transaction removes the stored
 * one. The message is announced on commit (NOTIFY), and the recipient's 10-minute e-mail is queued. `readMessage`
 * is the route's reading of the multipart body, called once the caller may send to the chat (so a stranger's body
 * is never read).
 */
export async function sendMessage(
  deps: ChatsDeps,
  auth: AuthContext,
  id: number,
  readMessage: () => Promise<NewMessage>,
) {
  const actor = actorOf(auth);
  const chat = await authorizedChat(deps, actor, id, 'send');
  const form = await readMessage();
  const participants = await chatUsersOf(deps.db, chat.id);
  const me = participants.find((p) => p.userId === actor.id);
  const other = participants.find((p) => p.userId !== actor.id);
  if (!me || !other) throw notFound();
  const stored = form.file ? await storeUpload(deps.storage, `chat/${chat.id}`, form.file) : undefined;
  let messageId: number;
  try {
    // The recipient's unread-message e-mail job is queued in the message's transaction: an acknowledged message
    // always has it (docs/decisions/0089); a job already waiting for the pair (its singleton key) is the one.
    messageId = await deps.jobs.sendInTransaction(
      deps.db,
      unreadMailJob,
      async (tx) => {
        const message = await insertMessage(tx, chat.id, me.id, form.text || FILE_ONLY_MARKER);
        if (stored) {
          await insertAttachment(tx, {
            messageId: message.id,
            fileName: stored.downloadName,
            path: stored.key,
            mimeType: stored.contentType,
            size: stored.bytes.length,
          });
        }
        await deps.chatEvents.announce(tx, chat.id, message.id);
        return { data: { chatId: chat.id, userId: other.userId }, result: message.id };
      },
      { startAfter: UNREAD_MAIL_DELAY_SECONDS, singletonKey: `${chat.id}:${other.userId}` },
    );
  } catch (err) {
    if (stored) await deps.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
  const [message] = await messagesAfter(deps.db, chat.id, messageId - 1, 1);
  if (!message) throw notFound();
  return { result: true as const, message: presentMessage(message) };
}

/**
 * Calls made in the same turn of the event loop run as one: the polls one burst of NOTIFYs wakes (thousands at
 * once, each on its own chat) read their messages and mark them read in two statements, not two each; polls that
 * arrive or park together share their reads the same way.
 */
function batched<I, O>(run: (items: I[]) => Promise<O[]>) {
  let queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    run(batch.map((b) => b.item)).then(
      (out) => batch.forEach((b, i) => b.resolve(out[i] as O)),
      (err: unknown) => batch.forEach((b) => b.reject(err)),
    );
  };
  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
}

interface Batches {
  read: (want: MessagesWanted) => Promise<Awaited<ReturnType<typeof messagesAfter>>>;
  markRead: (read: { chatId: number; userId: number; messageId: number }) => Promise<void>;
}
const batchesByDb = new WeakMap<object, Batches>();
const batchesOf = (db: ChatsDeps['db']): Batches => {
  let found = batchesByDb.get(db);
  if (!found) {
    found = {
      read: batched((wants: MessagesWanted[]) => messagesAfterMany(db, wants)),
      markRead: batched(async (reads: { chatId: number; userId: number; messageId: number }[]) => {
        await markReadMany(db, reads);
        return reads.map(() => undefined);
      }),
    };
    batchesByDb.set(db, found);
  }
  return found;
};

/**
 * `GET chats/{id}/messages`: messages after last_message_id, or the page before before_message_id. With longpolling
 * and nothing newer, parks until one is announced, the long-poll time is up, a newer cancellable poll of the same
 * session replaces it, or the server closes. A participant who reads messages has read them (unread counts, the
 * 10-minute e-mail).
 */
export async function readMessages(
  deps: ChatsDeps,
  auth: AuthContext,
  id: number,
  query: z.infer<typeof messagesQuery>,
) {
  const actor = actorOf(auth);
  await authorizedChat(deps, actor, id, 'read');
  const limit = query.limit ?? MESSAGES_PAGE_DEFAULT;
  // An earlier page: older than what the reader has, so it neither waits nor changes what they have read.
  if (query.before_message_id !== undefined) {
    const earlier = await messagesAfter(deps.db, id, 0, limit, query.before_message_id);
    return { data: earlier.map(presentMessage), cancelled: false };
  }
  // Every read of newer messages goes through the batch: polls that arrive, park or wake in one turn of the event
  // loop share one statement.
  const read = batchesOf(deps.db).read;
  const wanted = { chatId: id, afterId: query.last_message_id ?? 0, limit };
  let rows = await read(wanted);
  let cancelled = false;
  if (rows.length === 0 && query.longpolling) {
    const parked = deps.chatEvents.park(
      id,
      deps.config.CHAT_LONG_POLL_SECONDS * 1000,
      query.cancellable ? `${auth.tokenId}:${id}` : undefined,
    );
    await parked.ready;
    // Read again once listening: a message committed before LISTEN took effect is found here.
    rows = await read(wanted);
    if (rows.length === 0) {
      const reason = await parked.wait();
      cancelled = reason === 'cancelled';
      if (reason === 'message') rows = await read(wanted);
    } else {
      // Answered without waiting: release the parked entry now.
      parked.release();
    }
  }
  const last = rows.at(-1);
  // Administrators are not participants, nor is one viewing as the user (docs/decisions/0071): their reading
  // changes nothing.
  if (last && actor.role !== 'admin' && auth.impersonatorId === null) {
    await batchesOf(deps.db).markRead({ chatId: id, userId: actor.id, messageId: last.id });
  }
  return { data: rows.map(presentMessage), cancelled };
}

/** `GET chats/attachments/{id}`: the file, for the chat's participants and administrators (read-only views). */
export async function attachmentFile(deps: Pick<ChatsDeps, 'db' | 'storage'>, auth: AuthContext, id: number) {
  const found = await findAttachment(deps.db, id);
  if (!found) throw notFound();
  authorize(chatsPolicy, actorOf(auth), 'download', {
    organiserId: found.organiserId,
    supplierId: found.supplierId,
  });
  const file = await deps.storage.get(found.attachment.path);
  // The row is there but its file is not (lost from the storage): gone, not a chat the caller may not see.
  if (!file) throw new AppError(410, 'file_missing', chatTexts.fileMissing);
  return { file, attachment: found.attachment };
}

/** Messages from others the user has not read, in all their chats (`unread_messages_count` of GET auth/me). */
export const unreadMessagesCount = (deps: Pick<ChatsDeps, 'db'>, userId: number) =>
  unreadTotal(deps.db, userId);

/** Unread messages of the user per quote: the chat badge of each quote card. */
export const unreadMessagesByQuote = (deps: Pick<ChatsDeps, 'db'>, userId: number, quoteIds: number[]) =>
  unreadByQuote(deps.db, userId, quoteIds);
