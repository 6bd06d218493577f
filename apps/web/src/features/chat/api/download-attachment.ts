import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET chats/attachments/{id}: the file, downloaded under its own name. */
export const downloadAttachment = (id: number, fileName: string): Promise<void> =>
  api.download(`chats/attachments/${id}`, { fileName }).then(saveFile);
