import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { chatTexts, type sendMessageResponse } from '@marquee/contracts/chats';
import { showToast } from '../../../components/ui/toast';
import { readPendingMessage, forgetPendingMessage } from '../../../lib/pending-message';
import { api } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-error';
import { createChat } from './create-chat';

/**
 * Sends the message a guest typed on a supplier's profile before signing in or signing up (issue 21,
 * lib/pending-message.ts), now that they are a signed-in organiser: opens their chat with the supplier (or uses
 * `chatId`), sends it, forgets it and says so in a toast. Answers the chat's id, or null when no message to that
 * supplier was kept. On failure the message stays kept (the next opening of the chat tries again) and the error
 * is toasted.
 */
export async function sendPendingMessage(options: { supplierId?: number; chatId?: number } = {}) {
  const pending = readPendingMessage(options.supplierId);
  if (!pending) return null;
  try {
    const chatId = options.chatId ?? (await createChat({ receiver_id: pending.supplierId })).data.id;
    const body = new FormData();
    body.append('text', pending.text);
    // A text without a file: a plain multipart POST, no upload progress to follow.
    await api.post<z.infer<typeof sendMessageResponse>>(`chats/${chatId}/send-message`, body);
    forgetPendingMessage();
    showToast(chatTexts.pendingSent(pending.supplierName || 'the supplier'));
    return chatId;
  } catch (err) {
    notifications.show({
      color: 'red',
      title: 'Error',
      message: `${describeError(err)} ${chatTexts.pendingFailed}`,
      autoClose: 8000,
    });
    return null;
  }
}
