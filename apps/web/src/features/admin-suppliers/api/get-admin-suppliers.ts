import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSuppliersResponse } from '@marquee/contracts/admin-suppliers';
import { api } from '../../../lib/api-client';

/** GET admin/suppliers?status=&filter=&page=: the approval queue (status 0) and the other lists (spec 7.7). */
export const getAdminSuppliers = (
  q: { status: 0 | 1 | 2; filter?: string; page?: number },
  signal?: AbortSignal,
) => api.get<AdminSuppliersResponse>('admin/suppliers', q, { signal });

export const adminSuppliersQueryOptions = (q: { status: 0 | 1 | 2; filter?: string; page?: number }) =>
  queryOptions({
    queryKey: ['admin', 'suppliers', q.status, q.filter ?? '', q.page ?? 1],
    queryFn: ({ signal }) => getAdminSuppliers(q, signal),
    staleTime: 0,
  });

export const useAdminSuppliers = (q: { status: 0 | 1 | 2; filter?: string; page?: number }) =>
  useQuery({ ...adminSuppliersQueryOptions(q), placeholderData: keepPreviousData });
