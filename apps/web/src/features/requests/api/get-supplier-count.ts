import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierCounterResponse } from '@marquee/contracts/directory';
import { api } from '../../../lib/api-client';

export interface SupplierCountFilter {
  serviceId: number;
  place: { label: string; latitude: number; longitude: number } | null;
}

/** GET counters/suppliers: approved suppliers offering the service who reach the place. */
export const getSupplierCount = ({ serviceId, place }: SupplierCountFilter, signal?: AbortSignal) =>
  api.get<SupplierCounterResponse>(
    'counters/suppliers',
    { service_id: serviceId, location: place?.label, latitude: place?.latitude, longitude: place?.longitude },
    { signal },
  );

export const supplierCountQueryOptions = (filter: SupplierCountFilter) =>
  queryOptions({
    queryKey: [
      'counters',
      'suppliers',
      filter.serviceId,
      filter.place ? [filter.place.latitude, filter.place.longitude] : null,
    ],
    queryFn: ({ signal }) => getSupplierCount(filter, signal),
    select: (res) => res.count,
    // A hint beside the form: a failed count shows no number rather than a toast while typing.
    meta: { silent: true },
  });

/** The live count shown as the organiser fills the requirement step. */
export const useSupplierCount = (filter: SupplierCountFilter | null) =>
  useQuery({
    ...supplierCountQueryOptions(filter ?? { serviceId: 0, place: null }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
