import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceDetail } from '@marquee/contracts/catalogue';
import { api } from '../../../lib/api-client';

/**
 * GET /api/services/by-slug/{segment}: a service with its keywords and category. The segment is a slug or,
 * for old-style directory URLs, the product name; 404 when no service matches.
 */
export const getServiceBySlug = (segment: string, signal?: AbortSignal) =>
  api.get<{ data: ServiceDetail }>(`services/by-slug/${encodeURIComponent(segment)}`, undefined, { signal });

export const serviceBySlugQueryOptions = (segment: string) =>
  queryOptions({
    queryKey: ['directory', 'service', segment],
    queryFn: ({ signal }) => getServiceBySlug(segment, signal),
    staleTime: 10 * 60_000,
    select: (res) => res.data,
    // The page shows a not-found state or an inline error with a retry button itself.
    meta: { silent: true },
  });

export const useServiceBySlug = (segment: string) => useQuery(serviceBySlugQueryOptions(segment));
