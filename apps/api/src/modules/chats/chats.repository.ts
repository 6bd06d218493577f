import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ChatQuoteStatus } from '@marquee/contracts/chats';
import { ProfileStatus, RequestStatus, Role } from '@marquee/contracts/enums';
import { queryRows, type DbOrTx } from '../../db/client';
import { chatAttachments, chatUsers, chats, messages } from '../../db/schema/chats';
import { serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';

export type ChatRow = typeof chats.$inferSelect;
export type ChatUserRow = typeof chatUsers.$inferSelect;

export async function findChat(db: DbOrTx, id: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id));
  return row;
}

/** True when the user is a supplier whose profile is approved (listed in the directory). */
export async function isApprovedSupplier(db: DbOrTx, userId: number) {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from users u join supplier_profiles sp on sp.user_id = u.id
      where u.id = ${userId} and u.role = ${Role.supplier} and sp.status = ${ProfileStatus.approved}) as ok`,
  );
  return row?.ok === true;
}

/** The quote's supplier and the organiser of its request: the only pair a chat about it may have. */
export async function findQuoteParties(db: DbOrTx, quoteId: number) {
  const [row] = await db
    .select({ supplierId: serviceRequestQuotes.userId, organiserId: serviceRequests.userId })
    .from(serviceRequestQuotes)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestQuotes.serviceRequestId))
    .where(eq(serviceRequestQuotes.id, quoteId));
  return row;
}

/** The chat about a quote between two users, creating it (with both participants) when there is none. */
export async function findOrCreateChat(
  tx: DbOrTx,
  values: { serviceRequestQuoteId: number | null; organiserId: number; supplierId: number },
): Promise<{ chat: ChatRow; created: boolean }> {
  const [inserted] = await tx.insert(chats).values(values).onConflictDoNothing().returning();
  if (inserted) {
    await tx.insert(chatUsers).values([
      { chatId: inserted.id, userId: values.organiserId },
      { chatId: inserted.id, userId: values.supplierId },
    ]);
    return { chat: inserted, created: true };
  }
  const [existing] = await tx
    .select()
    .from(chats)
    .where(
      and(
        values.serviceRequestQuoteId === null
          ? isNull(chats.serviceRequestQuoteId)
          : eq(chats.serviceRequestQuoteId, values.serviceRequestQuoteId),
        eq(chats.organiserId, values.organiserId),
        eq(chats.supplierId, values.supplierId),
      ),
    );
  if (!existing) throw new Error('chat neither inserted nor found');
  return { chat: existing, created: false };
}

export const chatUsersOf = (db: DbOrTx, chatId: number) =>
  db.select().from(chatUsers).where(eq(chatUsers.chatId, chatId)).orderBy(asc(chatUsers.id));

/** Brings the chat back to a participant's list (a new message, or opening it again). */
export const restoreChatFor = (db: DbOrTx, chatId: number, userId: number) =>
  db
    .update(chatUsers)
    .set({ deletedAt: null })
    .where(and(eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));

/** Removes the chat from one participant's list; the other keeps it. */
export const hideChatFor = (db: DbOrTx, chatId: number, userId: number) =>
  db
    .update(chatUsers)
    .set({ deletedAt: new Date() })
    .where(and(eq(chatUsers.chatId, chatId), eq(chatUsers.userId, userId)));

/** Stores a message and makes it the chat's last one; the chat comes back to both participants' lists. */
export async function insertMessage(tx: DbOrTx, chatId: number, chatUserId: number, text: string) {
  const [message] = await tx.insert(messages).values({ chatId, chatUserId, text }).returning();
  if (!message) throw new Error('message not stored');
  await tx
    .update(chats)
    .set({ lastMessageId: message.id, lastMessageAt: message.createdAt, updatedAt: new Date() })
    .where(eq(chats.id, chatId));
  await tx.update(chatUsers).set({ deletedAt: null }).where(eq(chatUsers.chatId, chatId));
  // The author has read their own message.
  await tx.update(chatUsers).set({ lastReadMessageId: message.id }).where(eq(chatUsers.id, chatUserId));
  return message;
}

export async function insertAttachment(tx: DbOrTx, values: typeof chatAttachments.$inferInsert) {
  const [row] = await tx.insert(chatAttachments).values(values).returning();
  if (!row) throw new Error('attachment not stored');
  return row;
}

export interface MessageWithAttachments {
  id: number;
  chatId: number;
  chatUserId: number;
  userId: number;
  text: string;
  createdAt: Date;
  attachments: { id: number; fileName: string; size: number }[];
}

/**
 * Messages of a chat after `afterId`, oldest first, at most `limit`; with `afterId` 0, the latest `limit`
 * messages (the conversation as it opens). With `beforeId`, the `limit` messages just before it, oldest first
 * (an earlier page).
 */
export async function messagesAfter(
  db: DbOrTx,
  chatId: number,
  afterId: number,
  limit: number,
  beforeId?: number,
): Promise<MessageWithAttachments[]> {
  const base = db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      chatUserId: messages.chatUserId,
      userId: chatUsers.userId,
      text: messages.text,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(chatUsers, eq(chatUsers.id, messages.chatUserId));
  const rows =
    beforeId !== undefined
      ? (
          await base
            .where(and(eq(messages.chatId, chatId), lt(messages.id, beforeId)))
            .orderBy(desc(messages.id))
            .limit(limit)
        ).reverse()
      : afterId > 0
        ? await base
            .where(and(eq(messages.chatId, chatId), gt(messages.id, afterId)))
            .orderBy(asc(messages.id))
            .limit(limit)
        : (await base.where(eq(messages.chatId, chatId)).orderBy(desc(messages.id)).limit(limit)).reverse();
  if (rows.length === 0) return [];
  const files = await db
    .select({
      id: chatAttachments.id,
      messageId: chatAttachments.messageId,
      fileName: chatAttachments.fileName,
      size: chatAttachments.size,
    })
    .from(chatAttachments)
    .where(
      inArray(
        chatAttachments.messageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(chatAttachments.id));
  return rows.map((r) => ({
    ...r,
    attachments: files
      .filter((f) => f.messageId === r.id)
      .map(({ id, fileName, size }) => ({ id, fileName, size })),
  }));
}

export async function findAttachment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      attachment: chatAttachments,
      chatId: messages.chatId,
      organiserId: chats.organiserId,
      supplierId: chats.supplierId,
    })
    .from(chatAttachments)
    .innerJoin(messages, eq(messages.id, chatAttachments.messageId))
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(eq(chatAttachments.id, id));
  return row;
}

/** A chat of the list, with what the presenter needs about the participants, the last message and the quote. */
export interface ChatListRow {
  id: number;
  organiser_id: number;
  supplier_id: number;
  last_message_id: number | null;
  last_message_at: Date | string | null;
  last_message_text: string | null;
  last_message_files: number;
  unread: number;
  quote_id: number | null;
  request_id: number | null;
  request_status: number | null;
  date_offers_until: string | null;
  date_from: string | null;
  date_until: string | null;
  /** numeric comes back as text from node-postgres. */
  quote_price: string | number | null;
  quote_status: ChatQuoteStatus | null;
  product: string | null;
  participants: {
    id: number;
    user_id: number;
    side: 'organiser' | 'supplier';
    name: string;
    phone: string | null;
    company_name: string | null;
    photo_path: string | null;
  }[];
}

/**
 * The chats `userId` takes part in and has not removed (or one chat by id, whoever reads it), newest message
 * first, with their unread count for `userId`.
 */
export async function listChats(
  db: DbOrTx,
  filter: {
    userId: number;
    chatId?: number;
    receiverId?: number;
    requestId?: number;
    includeHidden?: boolean;
  },
): Promise<ChatListRow[]> {
  const rows = await queryRows<ChatListRow>(
    db,
    sql`
      select c.id, c.organiser_id, c.supplier_id, c.last_message_id, c.last_message_at,
        lm.text as last_message_text,
        (select count(*)::int from chat_attachments a where a.message_id = lm.id) as last_message_files,
        coalesce((select count(*)::int from messages m
          where m.chat_id = c.id and m.id > me.last_read_message_id and m.chat_user_id <> me.id), 0) as unread,
        q.id as quote_id, r.id as request_id, r.status as request_status,
        r.date_offers_until::text as date_offers_until, r.date_from::text as date_from,
        r.date_until::text as date_until, q.price as quote_price,
        case when q.id is null then null
          when q.is_selected = 1 then 'selected'
          when q.rejected_at is not null or exists (select 1 from service_request_quotes other
            where other.service_request_id = q.service_request_id and other.is_selected = 1) then 'not_selected'
          when r.status <> ${RequestStatus.active} then 'closed'
          else 'open' end as quote_status,
        s.product,
        (select json_agg(json_build_object('id', cu.id, 'user_id', cu.user_id,
            'side', case when cu.user_id = c.supplier_id then 'supplier' else 'organiser' end,
            'name', u.name, 'phone', u.phone,
            'company_name', u.company_name, 'photo_path', sp.photo_path) order by cu.id)
          from chat_users cu join users u on u.id = cu.user_id
          left join supplier_profiles sp on sp.user_id = u.id
          where cu.chat_id = c.id) as participants
      from chats c
      left join chat_users me on me.chat_id = c.id and me.user_id = ${filter.userId}
      left join messages lm on lm.id = c.last_message_id
      left join service_request_quotes q on q.id = c.service_request_quote_id
      left join service_requests r on r.id = q.service_request_id
      left join services s on s.id = r.service_id
      where ${
        filter.chatId !== undefined
          ? sql`c.id = ${filter.chatId}`
          : sql`me.id is not null ${filter.includeHidden ? sql`` : sql`and me.deleted_at is null`}`
      }
        ${filter.receiverId !== undefined ? sql`and (c.organiser_id = ${filter.receiverId} or c.supplier_id = ${filter.receiverId})` : sql``}
        ${filter.requestId !== undefined ? sql`and r.id = ${filter.requestId}` : sql``}
      order by c.last_message_at desc nulls last, c.id desc`,
  );
  return rows;
}

/** Messages from others the user has not read, in every chat of theirs (the sidebar badge). */
export async function unreadTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_users me
      join messages m on m.chat_id = me.chat_id and m.id > me.last_read_message_id and m.chat_user_id <> me.id
      where me.user_id = ${userId} and me.deleted_at is null`,
  );
  return row?.n ?? 0;
}

/** Unread messages of the user per quote (the request cards' chat badges). */
export async function unreadByQuote(db: DbOrTx, userId: number, quoteIds: number[]) {
  if (quoteIds.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ quote_id: number; n: number }>(
    db,
    sql`select c.service_request_quote_id as quote_id, count(m.id)::int as n from chats c
      join chat_users me on me.chat_id = c.id and me.user_id = ${userId}
      join messages m on m.chat_id = c.id and m.id > me.last_read_message_id and m.chat_user_id <> me.id
      where c.service_request_quote_id in (${sql.join(
        quoteIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by c.service_request_quote_id`,
  );
  return new Map(rows.map((r) => [r.quote_id, r.n]));
}

/** A participant with unread messages from the other side, for the 10-minute e-mail (docs/decisions/0041). */
export async function claimUnreadMail(tx: DbOrTx, chatId: number, userId: number) {
  const [row] = await tx
    .update(chatUsers)
    .set({ unreadMailedAt: new Date() })
    .where(
      and(
        eq(chatUsers.chatId, chatId),
        eq(chatUsers.userId, userId),
        isNull(chatUsers.unreadMailedAt),
        sql`exists (select 1 from messages m where m.chat_id = ${chatUsers.chatId}
          and m.id > ${chatUsers.lastReadMessageId} and m.chat_user_id <> ${chatUsers.id})`,
      ),
    )
    .returning();
  return row;
}

export const otherParticipant = (rows: ChatUserRow[], userId: number) =>
  rows.find((r) => r.userId !== userId);

/** One read of messagesAfter, for the batched form. */
export interface MessagesWanted {
  chatId: number;
  afterId: number;
  limit: number;
}

/**
 * messagesAfter for many polls in one statement (the polls a burst of NOTIFYs wakes at once, or that park at once):
 * each want's messages after its id, oldest first, at most its limit (with `afterId` 0 the latest `limit`, as
 * messagesAfter), with their attachments. Answers one list per want, in order.
 */
export async function messagesAfterMany(
  db: DbOrTx,
  wants: MessagesWanted[],
): Promise<MessageWithAttachments[][]> {
  const spec = JSON.stringify(
    wants.map((w, i) => ({ i, chat_id: w.chatId, after_id: w.afterId, lim: w.limit })),
  );
  const rows = await queryRows<{
    i: number;
    id: number;
    chat_id: number;
    chat_user_id: number;
    user_id: number;
    text: string;
    created_at: Date | string;
    files: { id: number; file_name: string; size: number }[] | string;
  }>(
    db,
    sql`select w.i, m.id, m.chat_id, m.chat_user_id, cu.user_id, m.text, m.created_at,
        coalesce((select json_agg(json_build_object('id', a.id, 'file_name', a.file_name, 'size', a.size)
          order by a.id) from chat_attachments a where a.message_id = m.id), '[]'::json) as files
      from jsonb_to_recordset(${spec}::jsonb) as w(i int, chat_id int, after_id int, lim int)
      cross join lateral (select * from messages m where m.chat_id = w.chat_id and m.id > w.after_id
        order by case when w.after_id = 0 then -m.id else m.id end limit w.lim) m
      join chat_users cu on cu.id = m.chat_user_id
      order by w.i, m.id`,
  );
  const answers: MessageWithAttachments[][] = wants.map(() => []);
  for (const r of rows) {
    answers[r.i]?.push({
      id: r.id,
      chatId: r.chat_id,
      chatUserId: r.chat_user_id,
      userId: r.user_id,
      text: r.text,
      createdAt: new Date(r.created_at),
      attachments: (typeof r.files === 'string'
        ? (JSON.parse(r.files) as Exclude<typeof r.files, string>)
        : r.files
      ).map((f) => ({ id: f.id, fileName: f.file_name, size: f.size })),
    });
  }
  return answers;
}

/**
 * Everything up to each `messageId` is read by its participant, in one statement; a later unread stretch may e-mail
 * them again (unread_mailed_at cleared).
 */
export async function markReadMany(
  db: DbOrTx,
  reads: { chatId: number; userId: number; messageId: number }[],
): Promise<void> {
  const spec = JSON.stringify(
    reads.map((r) => ({ chat_id: r.chatId, user_id: r.userId, message_id: r.messageId })),
  );
  await db.execute(sql`update chat_users cu set last_read_message_id = w.message_id, unread_mailed_at = null
    from (select chat_id, user_id, max(message_id) as message_id
      from jsonb_to_recordset(${spec}::jsonb) as r(chat_id int, user_id int, message_id int)
      group by chat_id, user_id) w
    where cu.chat_id = w.chat_id and cu.user_id = w.user_id and cu.last_read_message_id < w.message_id`);
}
