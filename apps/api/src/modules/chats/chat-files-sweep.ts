import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatAttachments } from '../../db/schema/chats';
import type { Storage } from '../storage/storage.service';

/** Where a message's file is stored (`storeUpload(storage, 'chat/<id>', …)` in chats.service). */
export const CHAT_FILES_FOLDER = 'uploads/chat';

/** How long a chat file may wait for the row that names it before a sweep removes it. */
export const ORPHAN_FILE_AGE_MINUTES = 24 * 60;

/**
 * Deletes the chat files that no attachment row names and that were written before `before`. A message's file is
 * stored before the transaction that names it, so a process killed between the two leaves the file alone
 * (docs/decisions/0089); the age keeps uploads still in flight. Housekeeping runs it; the whole folder is listed.
 */
export async function sweepOrphanChatFiles(
  deps: { db: DbOrTx; storage: Pick<Storage, 'list' | 'delete'> },
  before: Date,
): Promise<number> {
  const old = (await deps.storage.list(CHAT_FILES_FOLDER)).filter((f) => f.modifiedAt < before);
  let deleted = 0;
  for (let i = 0; i < old.length; i += 500) {
    const keys = old.slice(i, i + 500).map((f) => f.key);
    const rows = await deps.db
      .select({ path: chatAttachments.path })
      .from(chatAttachments)
      .where(inArray(chatAttachments.path, keys));
    const named = new Set(rows.map((r) => r.path));
    for (const key of keys.filter((k) => !named.has(k))) {
      await deps.storage.delete(key);
      deleted += 1;
    }
  }
  return deleted;
}
