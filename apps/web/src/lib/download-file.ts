import { ApiError } from './api-error';
import { tokenStore } from './session';

/**
 * GET /api/{path}: a file fetched with the session's token (a plain link would carry none) and handed to the
 * browser as a download named `fileName`. Failures are thrown as ApiError, as the api client does.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api/${path.replace(/^\//, '')}`, { headers });
  } catch {
    throw new ApiError(0, 'Network error', null);
  }
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
