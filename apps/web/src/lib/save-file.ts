import type { Download } from './api-client';

/**
 * Hands a downloaded file (api.download: fetched with the session's token, which a plain link would not carry) to
 * the browser as a download under its name.
 */
export function saveFile({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
