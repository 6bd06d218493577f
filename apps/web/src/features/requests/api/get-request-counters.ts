import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganiserCounters } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { requestsKey } from './query-keys';

/** GET organiser/service-requests/counters: requests per tab, and those with unread quotes. */
export const getRequestCounters = (signal?: AbortSignal) =>
  api.get<OrganiserCounters>('organiser/service-requests/counters', undefined, { signal });

export const requestCountersQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsKey, 'counters'],
    queryFn: ({ signal }) => getRequestCounters(signal),
    // The tabs' numbers: without them the tabs still work, so a failure shows none rather than a toast.
    meta: { silent: true },
  });

export const useRequestCounters = () => useQuery(requestCountersQueryOptions());
