import type { z } from 'zod';
import type { messagesResponse } from '@marquee/contracts/chats';
import { ApiError } from '../../../lib/api-error';
import { session, tokenStore } from '../../../lib/session';

export type MessagesPage = z.infer<typeof messagesResponse>;

/**
 * GET chats/{id}/messages?last_message_id=&longpolling=1&cancellable=1 (docs/decisions/0041), or
 * ?before_message_id= for an earlier page. Fetched here rather than through the shared client because a long poll
 * must be abortable: leaving the chat aborts the held call.
 */
export async function getMessages(
  chatId: number,
  params: { lastMessageId?: number; beforeMessageId?: number; longPolling?: boolean; limit?: number },
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const query = new URLSearchParams();
  if (params.lastMessageId) query.set('last_message_id', String(params.lastMessageId));
  if (params.beforeMessageId) query.set('before_message_id', String(params.beforeMessageId));
  if (params.limit) query.set('limit', String(params.limit));
  if (params.longPolling) {
    query.set('longpolling', '1');
    query.set('cancellable', '1');
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const qs = query.toString();
  const res = await fetch(`/api/chats/${chatId}/messages${qs ? `?${qs}` : ''}`, { headers, signal });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    // Only if that token is still the session's: a call sent before a password change must not end the new one.
    if (res.status === 401 && token && tokenStore.get() === token) session.clear();
    throw new ApiError(res.status, res.statusText, data);
  }
  return data as MessagesPage;
}
