import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierProfileResponse } from '@marquee/contracts/directory';
import { api } from '../api-client';

/** GET /api/suppliers/{id}: an approved supplier's public profile (spec 2.5); 404 otherwise. */
export const getSupplier = (id: number, signal?: AbortSignal) =>
  api.get<SupplierProfileResponse>(`suppliers/${id}`, undefined, { signal });

export const supplierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['directory', 'supplier', id],
    queryFn: ({ signal }) => getSupplier(id, signal),
    select: (res) => res.data,
    // The page shows a not-found state or an inline error with a retry button itself.
    meta: { silent: true },
  });

export const useSupplier = (id: number, enabled = true) => useQuery({ ...supplierQueryOptions(id), enabled });
