import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrganisersResponse } from '@marquee/contracts/admin-organisers';
import { api } from '../../../lib/api-client';

/** GET admin/organisers?filter=&page=: organisers newest first, searched by name, company, e-mail or id. */
export const getAdminOrganisers = (q: { filter?: string; page?: number }, signal?: AbortSignal) =>
  api.get<AdminOrganisersResponse>('admin/organisers', q, { signal });

export const adminOrganisersQueryOptions = (q: { filter?: string; page?: number }) =>
  queryOptions({
    queryKey: ['admin', 'organisers', q.filter ?? '', q.page ?? 1],
    queryFn: ({ signal }) => getAdminOrganisers(q, signal),
    staleTime: 0,
  });

export const useAdminOrganisers = (q: { filter?: string; page?: number }) =>
  useQuery({ ...adminOrganisersQueryOptions(q), placeholderData: keepPreviousData });
