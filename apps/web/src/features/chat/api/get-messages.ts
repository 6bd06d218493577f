import type { z } from 'zod';
import type { messagesResponse } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';

export type MessagesPage = z.infer<typeof messagesResponse>;

/**
 * GET chats/{id}/messages?last_message_id=&longpolling=1&cancellable=1 (docs/decisions/0041), or
 * ?before_message_id= for an earlier page. A long poll is abortable: leaving the chat aborts the held call.
 */
export const getMessages = (
  chatId: number,
  params: { lastMessageId?: number; beforeMessageId?: number; longPolling?: boolean; limit?: number },
  signal?: AbortSignal,
): Promise<MessagesPage> =>
  api.get<MessagesPage>(
    `chats/${chatId}/messages`,
    {
      last_message_id: params.lastMessageId || undefined,
      before_message_id: params.beforeMessageId || undefined,
      limit: params.limit || undefined,
      longpolling: params.longPolling ? 1 : undefined,
      cancellable: params.longPolling ? 1 : undefined,
    },
    { signal },
  );
