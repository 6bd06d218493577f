import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatListResponse } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';
import { chatsKey } from './query-keys';

/** GET chats: the caller's chats, newest message first (refreshed every few seconds for unread counts). */
export const getChats = (signal?: AbortSignal) =>
  api.get<z.infer<typeof chatListResponse>>('chats', undefined, { signal });

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: [...chatsKey, 'list'],
    queryFn: ({ signal }) => getChats(signal),
    select: (res) => res.data,
  });

export const useChats = () => useQuery({ ...chatsQueryOptions(), refetchInterval: 5000 });
