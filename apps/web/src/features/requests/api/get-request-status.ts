import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatusResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { requestsKey } from './query-keys';

/** GET organiser/service-requests/{id}/status: the lookup behind ?rfq={id} (spec 2.4). */
export const getRequestStatus = (id: number) =>
  api.get<RequestStatusResponse>(`organiser/service-requests/${id}/status`);

export const requestStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...requestsKey, 'status', id],
    queryFn: () => getRequestStatus(id),
    select: (res) => res.status,
  });

export const useRequestStatus = (id: number | null) =>
  useQuery({ ...requestStatusQueryOptions(id ?? 0), enabled: id !== null });
