import type { ListSort, SortOrder } from './list-sort';

/*
 * An admin list kept in the URL (docs/decisions/0066): its search, filters, sort and page are search params under
 * the API's own names, so a reload, a shared link and Back keep them, e.g.
 *
 *   /admin-login/organisers/list?filter=pember&sort_field=name&sort_order=1&page=2
 *
 * The URL holds what the administrator entered; each list's `query` turns it into what the list asks for (spec 5
 * 'Admin lists': the search from 3 characters, …). These are the pieces every list shares.
 */

/** One list: what it asks the API for, given its URL, and the columns it sorts by with the order it starts in. */
export interface ListDefinition<Query, Field extends string> {
  query: (params: URLSearchParams) => Query;
  sortFields: readonly Field[];
  defaultSort: ListSort<Field>;
}

/** A change to the URL: each name set (a list replaces its repeats) or removed when empty or null. */
export type ListChanges = Record<string, string | number | readonly string[] | null | undefined>;

/** The sort in the URL (`sort_field`, `sort_order`), or the list's own order when it names no column it has. */
export function readSort<Field extends string>(
  params: URLSearchParams,
  list: Pick<ListDefinition<unknown, Field>, 'sortFields' | 'defaultSort'>,
): ListSort<Field> {
  const field = params.get('sort_field') as Field | null;
  if (!field || !list.sortFields.includes(field)) return list.defaultSort;
  return { field, order: (params.get('sort_order') === '1' ? 1 : 0) as SortOrder };
}

/** The page in the URL, 1 when absent or not a page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** The URL after some values change; the page goes back to 1 unless it is what changes (page 1 is not written). */
export function withParams(params: URLSearchParams, changes: ListChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    if (Array.isArray(value)) for (const v of value) next.append(name, v);
    else if (value !== null && value !== undefined && String(value).trim() !== '')
      next.set(name, String(value).trim());
  }
  if (!('page' in changes) || next.get('page') === '1') next.delete('page');
  return next;
}

/** Whether any filter (not the sort or page) is set, for 'Clear filters' and the empty list's words. */
export const hasFilters = (params: URLSearchParams) =>
  [...params.keys()].some((k) => !['sort_field', 'sort_order', 'page'].includes(k));
