import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnersResponse } from '@marquee/contracts/content';
import { api } from '../api-client';

/** GET /api/partners: the "Endorsed by" companies (spec 7.2). */
export const getPartners = (signal?: AbortSignal) =>
  api.get<PartnersResponse>('partners', undefined, { signal });

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['partners'],
    queryFn: ({ signal }) => getPartners(signal),
    staleTime: 10 * 60_000,
    select: (res) => res.data,
    // Spec 8: a failure to load the endorsers shows nothing; the slider simply stays hidden.
    meta: { silent: true },
  });

export const usePartners = () => useQuery(partnersQueryOptions());
