import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatusResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { requestsKey } from './query-keys';

/** GET organiser/service-requests/{id}/status: the lookup behind ?rfq={id} (spec 2.4). */
export const getRequestStatus = (id: number, signal?: AbortSignal) =>
  api.get<RequestStatusResponse>(`organiser/service-requests/${id}/status`, undefined, { signal });

export const requestStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...requestsKey, 'status', id],
    queryFn: ({ signal }) => getRequestStatus(id, signal),
    select: (res) => res.status,
  });

export const useRequestStatus = (id: number | null) =>
  useQuery({ ...requestStatusQueryOptions(id ?? 0), enabled: id !== null });
