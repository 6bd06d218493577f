import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryResponse } from '@marquee/contracts/directory';
import { limits } from '@marquee/contracts/limits';
import { api } from '../../../lib/api-client';

/** The filters of a directory list (spec 7.2 GET suppliers); a place filters by its coordinates. */
export interface SupplierFilters {
  name?: string;
  serviceId?: number;
  place?: { label: string; latitude: number; longitude: number } | null;
  page: number;
}

/**
 * GET /api/suppliers: approved suppliers, premium first, then nearest, then by name, 25 a page.
 * `collect` records the search for the administrators' statistics (user-initiated searches only).
 */
export const getSuppliers = (filters: SupplierFilters, collect = false, signal?: AbortSignal) =>
  api.get<DirectoryResponse>(
    'suppliers',
    {
      name: filters.name,
      service_id: filters.serviceId,
      location_name: filters.place?.label,
      latitude: filters.place?.latitude,
      longitude: filters.place?.longitude,
      page: filters.page,
      limit: limits.pageSize.directory,
      collect_statistics: collect ? 1 : undefined,
    },
    { signal },
  );

/**
 * The statistics flag is left out of the key on purpose: it changes what the server records, not what it
 * answers, so a recorded search and a plain page view share one cache entry.
 */
export const suppliersQueryOptions = (filters: SupplierFilters, collect = false) =>
  queryOptions({
    queryKey: [
      'directory',
      'suppliers',
      {
        name: filters.name ?? '',
        serviceId: filters.serviceId ?? null,
        place: filters.place ? [filters.place.label, filters.place.latitude, filters.place.longitude] : null,
        page: filters.page,
      },
    ],
    queryFn: ({ signal }) => getSuppliers(filters, collect, signal),
  });

export const useSuppliers = (
  filters: SupplierFilters,
  options: { collect?: boolean; enabled?: boolean } = {},
) =>
  useQuery({
    ...suppliersQueryOptions(filters, options.collect),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
