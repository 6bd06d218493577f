import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceCategoriesResponse } from '@marquee/contracts/catalogue';
import { limits } from '@marquee/contracts/limits';
import { api } from '../../../lib/api-client';

/** GET /api/service-categories: the directory's root categories, hidden ones left out (spec 2.1, 7.2). */
export const getCategories = (signal?: AbortSignal) =>
  api.get<ServiceCategoriesResponse>(
    'service-categories',
    { offset: 0, limit: limits.pageSize.categories },
    { signal },
  );

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['directory', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
    select: (res) => res.data,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
