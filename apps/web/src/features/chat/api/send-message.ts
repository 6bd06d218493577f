import type { z } from 'zod';
import type { sendMessageResponse } from '@marquee/contracts/chats';
import { uploadWithProgress } from '../../../lib/upload';

/** POST chats/{id}/send-message (multipart: text, attachments), with upload progress for the attachment. */
export const sendMessage = (chatId: number, body: FormData, onProgress?: (fraction: number) => void) =>
  uploadWithProgress<z.infer<typeof sendMessageResponse>>(`chats/${chatId}/send-message`, body, onProgress);
