import { ApiError } from './api-error';
import { session, tokenStore } from './session';
import { loadPage } from './load-page';
import { transport } from './server-fetch';
import { paths } from '../config/paths';

type Query = Record<string, string | number | boolean | null | undefined | Record<string, string | number>>;

/** What every call may carry: TanStack Query's `signal` (or any AbortController's) cancels it. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (an order's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface UploadOptions extends CallOptions {
  /** Called with the fraction (0..1) of the body sent so far. */
  onProgress?: (fraction: number) => void;
}

export interface DownloadOptions extends CallOptions {
  /** The name used when the response has no Content-Disposition file name. */
  fileName?: string;
}

export interface Download {
  blob: Blob;
  fileName: string;
}

function toQueryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) params.append(`${key}[${sub}]`, String(v));
    } else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const apiUrl = (path: string, query?: Query) => `/api/${path.replace(/^\//, '')}${toQueryString(query)}`;

/** The JSON of a body, or its text when it is not JSON; null when empty. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A failed answer as the ApiError every call throws. A rejected token means the session is over (the router then
 * sends protected pages to /login), but only if that token is still the session's: a call sent before a password
 * change must not end the new one. An administrator's view as another user that is over goes back to /admin-login.
 */
function failure(status: number, statusText: string, data: unknown, token: string | null): ApiError {
  if (status === 401 && token && tokenStore.get() === token && session.clear()) loadPage(paths.admin.href());
  return new ApiError(status, statusText, data);
}

/** A call that never got an answer: the abort itself when it was cancelled, otherwise a network error. */
function unanswered(signal: AbortSignal | undefined, err: unknown): unknown {
  if (signal?.aborted) return signal.reason ?? err;
  return new ApiError(0, 'Network error', null);
}

function authHeaders(token: string | null, headers: Record<string, string> = {}): Record<string, string> {
  return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
}

/** fetch with the session's token; a non-2xx answer is thrown (after the 401 rule), a 2xx one returned. */
async function send(
  method: string,
  url: string,
  init: { body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal },
): Promise<Response> {
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await transport(url, {
      method,
      headers: authHeaders(token, init.headers),
      body: init.body,
      signal: init.signal,
    });
  } catch (err) {
    throw unanswered(init.signal, err);
  }
  if (!res.ok) throw failure(res.status, res.statusText, parseBody(await res.text()), token);
  return res;
}

async function request<T>(
  method: string,
  path: string,
  options: CallOptions & { body?: unknown; query?: Query } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await send(method, apiUrl(path, options.query), { body, headers, signal: options.signal });
  return parseBody(await res.text()) as T;
}

/**
 * A multipart POST through XMLHttpRequest, because fetch cannot report upload progress (the supplier profile's
 * photos, a chat attachment). Same token, same errors, same 401 rule as every other call.
 */
function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const token = tokenStore.get();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(authHeaders(token, { accept: 'application/json' })))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.onerror = () => {
      settle();
      reject(unanswered(signal, null));
    };
    xhr.onload = () => {
      settle();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(failure(xhr.status, xhr.statusText, data, token));
    };
    xhr.send(body);
  });
}

/** The file name of a Content-Disposition header: filename* (RFC 5987, UTF-8) first, then filename. */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

/** A GET of a file: its bytes and the name the API gives it (Content-Disposition), else `options.fileName`. */
async function download(path: string, options: DownloadOptions = {}): Promise<Download> {
  const res = await send('GET', apiUrl(path), { signal: options.signal });
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch (err) {
    throw unanswered(options.signal, err);
  }
  const fileName =
    dispositionFileName(res.headers.get('content-disposition')) ?? options.fileName ?? 'download';
  return { blob, fileName };
}

/**
 * The one HTTP client: base path /api, bearer token attached, failures thrown as ApiError, a rejected token signs
 * the user out, and every call can be cancelled with an AbortSignal (an aborted call rejects with the abort's
 * reason). It never shows toasts or redirects itself; the query client's error channel does (lib/query-client.ts).
 */
export const api = {
  get: <T>(path: string, query?: Query, options?: CallOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>('DELETE', path, { ...options, body }),
  upload,
  download,
};
