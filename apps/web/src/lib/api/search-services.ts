import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '@marquee/contracts/catalogue';
import { api } from '../api-client';

/** How many options a service picker shows. */
export const SERVICE_OPTIONS_LIMIT = 8;

/**
 * GET /api/services?search=: the ranked service search behind every service picker (exact, prefix,
 * keyword, contains; services of hidden categories only on their exact name).
 */
export const searchServices = (term: string, limit = SERVICE_OPTIONS_LIMIT, signal?: AbortSignal) =>
  api.get<ServicesResponse>('services', { search: term, limit }, { signal });

export const serviceOptionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['directory', 'service-options', term.trim().toLowerCase()],
    queryFn: ({ signal }) => searchServices(term.trim(), SERVICE_OPTIONS_LIMIT, signal),
    enabled: term.trim().length > 0,
    staleTime: 10 * 60_000,
    select: (res) => res.data,
    // Spec 8: a failed autocomplete is an empty list, not an error message.
    meta: { silent: true },
  });

export const useServiceOptions = (term: string) =>
  useQuery({ ...serviceOptionsQueryOptions(term), placeholderData: keepPreviousData });
