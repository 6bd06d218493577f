import { ApiError } from './api-error';
import { session, tokenStore } from './session';

type Query = Record<string, string | number | boolean | null | undefined | Record<string, string | number>>;

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

async function request<T>(
  method: string,
  path: string,
  options: { body?: unknown; query?: Query; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api/${path.replace(/^\//, '')}${toQueryString(options.query)}`, {
      method,
      headers,
      body,
    });
  } catch {
    throw new ApiError(0, 'Network error', null);
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    // A rejected token means the session is over; the router then sends protected pages to /login.
    // Only if that token is still the session's: a call sent before a password change must not end the new one.
    if (res.status === 401 && token && tokenStore.get() === token) session.clear();
    throw new ApiError(res.status, res.statusText, data);
  }
  return data as T;
}

/**
 * The one HTTP client: base path /api, bearer token attached, failures thrown as ApiError.
 * It never shows toasts or redirects itself; the query client's error channel does (lib/query-client.ts).
 */
export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, { body, headers }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
};
