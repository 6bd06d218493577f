import { limits } from '@marquee/contracts/limits';

/**
 * The local cache of service search terms that matched no service (spec 4 "Unknown services", spec 9: at
 * most 10). Terms are kept with the searched location, sent to POST service-unknowns with the next search,
 * and cleared only once the server has accepted them; a failed send keeps them for the next attempt.
 * Pure functions over a Storage-like object, so they are tested without a browser.
 */

export interface UnknownServiceSearch {
  service_name: string;
  /** The location label searched with the term, when there was one. */
  location?: string;
}

/** The part of `Storage` the cache needs (localStorage in the app, a Map-backed stub in tests). */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const UNKNOWN_SERVICES_KEY = 'marquee.unknown-services';
export const UNKNOWN_SERVICES_MAX = limits.unknownServiceCacheMax;

const sameSearch = (a: UnknownServiceSearch, b: UnknownServiceSearch) =>
  a.service_name.toLowerCase() === b.service_name.toLowerCase() &&
  (a.location ?? '').toLowerCase() === (b.location ?? '').toLowerCase();

const isEntry = (v: unknown): v is UnknownServiceSearch =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as UnknownServiceSearch).service_name === 'string' &&
  (v as UnknownServiceSearch).service_name.trim() !== '' &&
  ((v as UnknownServiceSearch).location === undefined ||
    typeof (v as UnknownServiceSearch).location === 'string');

/** The cached terms, oldest first; anything unreadable (another version, a hand edit, no storage) is empty. */
export function readUnknownServices(storage: CacheStorage | null): UnknownServiceSearch[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UNKNOWN_SERVICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(-UNKNOWN_SERVICES_MAX) : [];
  } catch {
    return [];
  }
}

function write(storage: CacheStorage, entries: UnknownServiceSearch[]) {
  try {
    if (entries.length === 0) storage.removeItem(UNKNOWN_SERVICES_KEY);
    else storage.setItem(UNKNOWN_SERVICES_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled (private mode): the term is simply not remembered.
  }
}

/**
 * Adds a term (trimmed; the same term and location again moves to the end instead of repeating) and keeps
 * the newest 10. Answers the cache as stored.
 */
export function rememberUnknownService(
  storage: CacheStorage | null,
  entry: UnknownServiceSearch,
): UnknownServiceSearch[] {
  const service_name = entry.service_name.trim();
  if (!storage || !service_name) return readUnknownServices(storage);
  const location = entry.location?.trim() || undefined;
  const next: UnknownServiceSearch = location ? { service_name, location } : { service_name };
  const entries = [...readUnknownServices(storage).filter((e) => !sameSearch(e, next)), next].slice(
    -UNKNOWN_SERVICES_MAX,
  );
  write(storage, entries);
  return entries;
}

export function clearUnknownServices(storage: CacheStorage | null) {
  if (storage) write(storage, []);
}

/**
 * Sends the cached terms, if any, and clears the cache once the server accepted them. On failure the cache
 * is kept (and the error swallowed) so the next search retries. Terms remembered while the request was in
 * flight are kept. Answers whether anything was sent successfully.
 */
export async function flushUnknownServices(
  storage: CacheStorage | null,
  send: (body: { services: UnknownServiceSearch[] }) => Promise<unknown>,
): Promise<boolean> {
  const pending = readUnknownServices(storage);
  if (!storage || pending.length === 0) return false;
  try {
    await send({ services: pending });
  } catch {
    return false;
  }
  const sent = (e: UnknownServiceSearch) => pending.some((p) => sameSearch(p, e));
  write(
    storage,
    readUnknownServices(storage).filter((e) => !sent(e)),
  );
  return true;
}

/** localStorage when the browser allows it. */
export function browserStorage(): CacheStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
