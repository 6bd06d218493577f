import { adminOrganiserSortFields, type AdminOrganiserSortField } from '@marquee/contracts/admin-organisers';
import { effectiveListSearch } from '@marquee/contracts/admin-suppliers';
import type { ListSort, SortOrder } from '../../../lib/list-sort';
import type { AdminOrganisersParams } from '../api/get-admin-organisers';

/*
 * The organiser list keeps its search, sort and page in the URL (docs/decisions/0066) under the API's own names,
 * so a reload, a shared link and Back keep them:
 *
 *   /admin-login/organisers/list?filter=pember&sort_field=name&sort_order=1&page=2
 *
 * The URL holds what the administrator typed; `listQuery` asks for the search only from 3 characters or an id
 * (spec 5 'Admin lists').
 */

/** The list's own order when none is chosen: newest sign-up first (the API's default). */
export const defaultSort: ListSort<AdminOrganiserSortField> = { field: 'created_at', order: 0 };

export function readSort(params: URLSearchParams): ListSort<AdminOrganiserSortField> {
  const field = params.get('sort_field') as AdminOrganiserSortField | null;
  if (!field || !adminOrganiserSortFields.includes(field)) return defaultSort;
  return { field, order: (params.get('sort_order') === '1' ? 1 : 0) as SortOrder };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** What `GET admin/organisers` is asked for, from the URL. */
export function listQuery(params: URLSearchParams): AdminOrganisersParams {
  const sort = readSort(params);
  return {
    filter: effectiveListSearch(params.get('filter') ?? ''),
    sort_field: sort.field,
    sort_order: sort.order,
    page: readPage(params),
  };
}

/** The URL after some values change (removed when empty); the page goes back to 1 unless it is what changes. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    if (value !== null && value !== undefined && String(value).trim() !== '')
      next.set(name, String(value).trim());
  }
  if (!('page' in changes) || next.get('page') === '1') next.delete('page');
  return next;
}
