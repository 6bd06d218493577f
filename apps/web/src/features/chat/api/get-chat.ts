import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatResponse } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';
import { chatsKey } from './query-keys';

/** GET chats/{id}: one chat with its participants, the request it is about and what the caller may do. */
export const getChat = (id: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof chatResponse>>(`chats/${id}`, undefined, { signal });

export const chatQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...chatsKey, 'one', id],
    queryFn: ({ signal }) => getChat(id, signal),
    select: (res) => res.data,
  });

export const useChat = (id: number | undefined) =>
  useQuery({ ...chatQueryOptions(id ?? 0), enabled: Boolean(id) });
