import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@marquee/contracts/chats';
import { getMessages } from './get-messages';
import { chatsKey } from './query-keys';

const PAGE = 200;

/**
 * Every message of a chat, page after page of GET chats/{id}/messages (no long poll): what an administrator's
 * read-only view shows. An administrator's reading marks nothing read (docs/decisions/0041).
 */
export async function getAllMessages(chatId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (;;) {
    const page = await getMessages(chatId, { lastMessageId: all.at(-1)?.id, limit: PAGE }, signal);
    all.push(...page.data);
    if (page.data.length < PAGE) return all;
  }
}

export const allMessagesQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: [...chatsKey, 'all-messages', chatId],
    queryFn: ({ signal }) => getAllMessages(chatId, signal),
  });

export const useAllMessages = (chatId: number) => useQuery(allMessagesQueryOptions(chatId));
