import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatListResponse } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';
import { chatsKey } from './query-keys';

/** GET chats?user_id=: an administrator's read-only view of one user's chats, seen from that user (spec 2.6). */
export const getUserChats = (userId: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof chatListResponse>>('chats', { user_id: userId }, { signal });

export const userChatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...chatsKey, 'of-user', userId],
    queryFn: ({ signal }) => getUserChats(userId, signal),
    select: (res) => res.data,
  });

export const useUserChats = (userId: number | undefined) =>
  useQuery({ ...userChatsQueryOptions(userId ?? 0), enabled: Boolean(userId) });
