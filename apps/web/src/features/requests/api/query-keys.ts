import type { QueryClient } from '@tanstack/react-query';

/** Every query of the organiser's requests and quotes starts with this key, so one change refreshes them all. */
export const requestsKey = ['organiser-requests'] as const;

/** After any change to a request or a quote: lists, counters, tabs and open quotes are read again. */
export const refreshRequests = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: requestsKey });
