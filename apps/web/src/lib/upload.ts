import { ApiError } from './api-error';
import { session, tokenStore } from './session';

/**
 * POSTs a multipart body to /api/{path} with XMLHttpRequest rather than the shared client because fetch cannot
 * report upload progress (the supplier profile's photos, a chat attachment). Failures are thrown as the same
 * ApiError the shared client throws.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path.replace(/^\//, '')}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', null));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        if (xhr.status === 401 && token && tokenStore.get() === token) session.clear();
        reject(new ApiError(xhr.status, xhr.statusText, data));
      }
    };
    xhr.send(body);
  });
}
