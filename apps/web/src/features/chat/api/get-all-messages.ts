import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@marquee/contracts/chats';
import { getMessages } from './get-messages';
import { chatsKey } from './query-keys';

const PAGE = 200;

/**
 * Every message of a chat, oldest first: the latest page of GET chats/{id}/messages, then the pages before it
 * (before_message_id), never a long poll: what an administrator's read-only view shows. An administrator's reading
 * marks nothing read (docs/decisions/0041).
 */
export async function getAllMessages(chatId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  let all: ChatMessage[] = [];
  let page = await getMessages(chatId, { limit: PAGE }, signal);
  for (;;) {
    all = [...page.data, ...all];
    const first = all[0];
    if (page.data.length < PAGE || !first) return all;
    page = await getMessages(chatId, { beforeMessageId: first.id, limit: PAGE }, signal);
  }
}

export const allMessagesQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: [...chatsKey, 'all-messages', chatId],
    queryFn: ({ signal }) => getAllMessages(chatId, signal),
  });

export const useAllMessages = (chatId: number) => useQuery(allMessagesQueryOptions(chatId));
