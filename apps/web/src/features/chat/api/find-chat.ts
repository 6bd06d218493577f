import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Chat, chatListResponse } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';
import { chatsKey } from './query-keys';

/** What a chat box is about: the other participant and, beside a proposal, the quote (with its request). */
export interface ChatSubject {
  receiverId: number;
  quote?: { id: number; requestId: number };
}

/**
 * The chat lookup of spec 7.6: GET chats?receiver_id= (and service_request_id= for a quote), then the chat about
 * that quote, or the one about no quote. Null when there is none yet (it is created on the first message).
 */
export const findChat = async (
  { receiverId, quote }: ChatSubject,
  signal?: AbortSignal,
): Promise<Chat | null> => {
  const res = await api.get<z.infer<typeof chatListResponse>>(
    'chats',
    { receiver_id: receiverId, ...(quote && { service_request_id: quote.requestId }) },
    { signal },
  );
  const about = (chat: Chat) => chat.service_request_quotes[0]?.id;
  return res.data.find((chat) => about(chat) === quote?.id) ?? null;
};

export const useFoundChat = (subject: ChatSubject) =>
  useQuery(
    queryOptions({
      queryKey: [...chatsKey, 'find', subject.receiverId, subject.quote?.id ?? null],
      queryFn: ({ signal }) => findChat(subject, signal),
    }),
  );
