import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOrder } from '@marquee/contracts/admin-lists';
import type { AdminOrganiserSortField, AdminOrganisersResponse } from '@marquee/contracts/admin-organisers';
import { api } from '../../../lib/api-client';

/** What the list asks for; the API's defaults (newest first, 25 a page) for what is left out. */
export interface AdminOrganisersParams {
  filter?: string;
  page?: number;
  sort_field?: AdminOrganiserSortField;
  sort_order?: SortOrder;
}

/** GET admin/organisers: organisers searched by name, company, e-mail or id, sorted by any column, 25 a page. */
export const getAdminOrganisers = (q: AdminOrganisersParams, signal?: AbortSignal) =>
  api.get<AdminOrganisersResponse>('admin/organisers', { ...q }, { signal });

export const adminOrganisersQueryOptions = (q: AdminOrganisersParams) =>
  queryOptions({
    queryKey: ['admin', 'organisers', q.filter ?? '', q.page ?? 1, q.sort_field ?? '', q.sort_order ?? ''],
    queryFn: ({ signal }) => getAdminOrganisers(q, signal),
    staleTime: 0,
  });

export const useAdminOrganisers = (q: AdminOrganisersParams) =>
  useQuery({ ...adminOrganisersQueryOptions(q), placeholderData: keepPreviousData });
