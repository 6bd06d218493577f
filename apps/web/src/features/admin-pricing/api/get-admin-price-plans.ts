import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPricePlansResponse } from '@marquee/contracts/billing';
import { api } from '../../../lib/api-client';

/** GET admin/price-plans: every plan, archived ones too, cheapest monthly price first (spec 7.7). */
export const getAdminPricePlans = (signal?: AbortSignal) =>
  api.get<AdminPricePlansResponse>('admin/price-plans', undefined, { signal });

export const adminPricePlansQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'price-plans'],
    queryFn: ({ signal }) => getAdminPricePlans(signal),
    staleTime: 0,
  });

export const useAdminPricePlans = () => useQuery(adminPricePlansQueryOptions());
