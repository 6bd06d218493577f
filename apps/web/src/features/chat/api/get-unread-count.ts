import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userResponse } from '@marquee/contracts/users';
import { api } from '../../../lib/api-client';
import { chatsKey } from './query-keys';

/** GET auth/me, read for its unread_messages_count: the Messages menu badge (refreshed every 10 seconds). */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...chatsKey, 'unread'],
    queryFn: ({ signal }) => api.get<z.infer<typeof userResponse>>('auth/me', undefined, { signal }),
    select: (res) => ({ unread: res.user.unread_messages_count ?? 0 }),
    refetchInterval: 10_000,
  });
