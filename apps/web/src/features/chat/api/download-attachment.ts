import { ApiError } from '../../../lib/api-error';
import { tokenStore } from '../../../lib/session';

/**
 * GET chats/attachments/{id}: the file, fetched with the session's token (a plain link would carry none) and
 * handed to the browser as a download under its own name.
 */
export async function downloadAttachment(id: number, fileName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`/api/chats/attachments/${id}`, { headers });
  if (!res.ok) {
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(res.status, res.statusText, data);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
