import type { z } from 'zod';
import type { sendMessageResponse } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';

/** POST chats/{id}/send-message (multipart: text, attachments), with upload progress for the attachment. */
export const sendMessage = (chatId: number, body: FormData, onProgress?: (fraction: number) => void) =>
  api.upload<z.infer<typeof sendMessageResponse>>(`chats/${chatId}/send-message`, body, { onProgress });
