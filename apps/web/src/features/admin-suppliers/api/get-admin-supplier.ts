import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSupplierResponse } from '@marquee/contracts/admin-suppliers';
import { api } from '../../../lib/api-client';

/** GET admin/suppliers/{id}: the account, the whole profile and a rejection's reason. */
export const getAdminSupplier = (id: number, signal?: AbortSignal) =>
  api.get<AdminSupplierResponse>(`admin/suppliers/${id}`, undefined, { signal });

export const adminSupplierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'supplier', id],
    queryFn: ({ signal }) => getAdminSupplier(id, signal),
    staleTime: 0,
  });

export const useAdminSupplier = (id: number) =>
  useQuery({ ...adminSupplierQueryOptions(id), enabled: id > 0 });
