import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestListResponse } from '@marquee/contracts/requests';
import type { RequestStatusCode } from '@marquee/contracts/enums';
import { api } from '../../../lib/api-client';
import { requestsKey } from './query-keys';

/** GET organiser/service-requests?filters[status]=: the organiser's requests of one tab, newest first. */
export const getRequests = (status: RequestStatusCode, page = 1, signal?: AbortSignal) =>
  api.get<RequestListResponse>('organiser/service-requests', { filters: { status }, page }, { signal });

export const requestsQueryOptions = (status: RequestStatusCode, page = 1) =>
  queryOptions({
    queryKey: [...requestsKey, 'list', status, page],
    queryFn: ({ signal }) => getRequests(status, page, signal),
  });

export const useRequests = (status: RequestStatusCode, page = 1) =>
  useQuery(requestsQueryOptions(status, page));
