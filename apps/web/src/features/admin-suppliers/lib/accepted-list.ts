import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import { adminSupplierSortFields, type AdminSupplierSortField } from '@marquee/contracts/admin-suppliers';
import { RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { readPage, readSort, type ListDefinition } from '../../../lib/list-params';
import type { AdminSuppliersParams } from '../api/get-admin-suppliers';

/*
 * The Accepted list keeps its search, filters, sort and page in the URL (docs/decisions/0066), under the API's own
 * names, so a reload, a shared link and Back keep them:
 *
 *   /admin-login/suppliers/approved?filter=canvas&subscription_plan=2&subscription_plan=3&date_from=2026-01-01
 *     &date_to=2026-03-31&location=Leeds%2C+England&radius=50&rfq_received_min=5&sort_field=name&sort_order=1&page=2
 *
 * What the URL holds is what the administrator entered; `listQuery` turns it into what the list asks for (spec 5
 * 'Admin lists'): the search from 3 characters, a date range only with both ends, an empty RFQ bound as 0. The
 * sort, the page and the hooks are every admin list's (lib/list-params.ts, lib/use-list-params.ts).
 */

export const countBounds = [
  'rfq_received_min',
  'rfq_received_max',
  'rfq_responded_min',
  'rfq_responded_max',
] as const;
export type CountBound = (typeof countBounds)[number];

export const dayRanges = {
  registered: ['date_from', 'date_to'],
  paymentRequested: ['payment_requested_date_from', 'payment_requested_date_to'],
} as const;

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isCount = (v: string | null): v is string => !!v && /^\d{1,9}$/.test(v);

/** The plan ids chosen (`subscription_plan`, repeated). */
export const readPlans = (params: URLSearchParams) =>
  params.getAll('subscription_plan').filter((v) => /^\d{1,9}$/.test(v));

/** A day range of the URL as the date picker holds it, each end null when absent. */
export function readRange(params: URLSearchParams, [from, to]: readonly [string, string]) {
  const start = params.get(from);
  const end = params.get(to);
  return [isDay(start) ? start : null, isDay(end) ? end : null] as [string | null, string | null];
}

/** Both ends of a range, or neither (spec 5: the range applies only once both ends exist). */
function bothEnds(params: URLSearchParams, names: readonly [string, string]): Record<string, string> {
  const [from, to] = readRange(params, names);
  return from && to ? { [names[0]]: from, [names[1]]: to } : {};
}

/** A min/max pair: the bound entered, and 0 for the other when it is empty (spec 5); nothing when both are. */
function countPair(params: URLSearchParams, min: CountBound, max: CountBound) {
  const low = params.get(min);
  const high = params.get(max);
  if (!isCount(low) && !isCount(high)) return {};
  return { [min]: isCount(low) ? Number(low) : 0, [max]: isCount(high) ? Number(high) : 0 } as Partial<
    Record<CountBound, number>
  >;
}

/** What `GET admin/suppliers` is asked for the Accepted tab (status 1), from the URL. */
export function listQuery(params: URLSearchParams): AdminSuppliersParams {
  const sort = readSort(params, acceptedList);
  const radius = Number(params.get('radius'));
  const location = params.get('location')?.trim();
  return {
    status: 1,
    filter: effectiveListSearch(params.get('filter') ?? ''),
    subscription_plan: readPlans(params).map(Number),
    ...bothEnds(params, dayRanges.registered),
    ...bothEnds(params, dayRanges.paymentRequested),
    ...(location
      ? {
          location,
          radius: (RADIUS_OPTIONS as readonly number[]).includes(radius) ? radius : undefined,
        }
      : {}),
    ...countPair(params, 'rfq_received_min', 'rfq_received_max'),
    ...countPair(params, 'rfq_responded_min', 'rfq_responded_max'),
    sort_field: sort.field,
    sort_order: sort.order,
    page: readPage(params),
  };
}

/** The Accepted list: newest registration first unless a column is chosen (the API's default). */
export const acceptedList: ListDefinition<AdminSuppliersParams, AdminSupplierSortField> = {
  query: listQuery,
  sortFields: adminSupplierSortFields,
  defaultSort: { field: 'created_at', order: 0 },
};
