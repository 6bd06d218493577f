import { downloadFile } from '../../../lib/download-file';

/** GET chats/attachments/{id}: the file, downloaded under its own name. */
export const downloadAttachment = (id: number, fileName: string): Promise<void> =>
  downloadFile(`chats/attachments/${id}`, fileName);
