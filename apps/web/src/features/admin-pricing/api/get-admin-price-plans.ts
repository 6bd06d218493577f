import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPricePlansResponse } from '@marquee/contracts/billing';
import { api } from '../../../lib/api-client';

/** GET admin/price-plans: every plan, archived ones too, cheapest monthly price first (spec 7.7). */
export const getAdminPricePlans = () => api.get<AdminPricePlansResponse>('admin/price-plans');

export const adminPricePlansQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'price-plans'],
    queryFn: getAdminPricePlans,
    staleTime: 0,
  });

export const useAdminPricePlans = () => useQuery(adminPricePlansQueryOptions());
