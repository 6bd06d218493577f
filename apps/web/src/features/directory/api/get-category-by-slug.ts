import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceCategoryDetail } from '@marquee/contracts/catalogue';
import { api } from '../../../lib/api-client';

/**
 * GET /api/service-categories/by-slug/{segment}: a category with its services sorted by product name. The
 * segment is a slug or, for old-style directory URLs, the category's name; 404 for unknown or hidden ones.
 */
export const getCategoryBySlug = (segment: string, signal?: AbortSignal) =>
  api.get<{ data: ServiceCategoryDetail }>(
    `service-categories/by-slug/${encodeURIComponent(segment)}`,
    undefined,
    { signal },
  );

export const categoryBySlugQueryOptions = (segment: string) =>
  queryOptions({
    queryKey: ['directory', 'category', segment],
    queryFn: ({ signal }) => getCategoryBySlug(segment, signal),
    staleTime: 10 * 60_000,
    select: (res) => res.data,
    // The page shows a not-found state or an inline error with a retry button itself.
    meta: { silent: true },
  });

export const useCategoryBySlug = (segment: string) => useQuery(categoryBySlugQueryOptions(segment));
