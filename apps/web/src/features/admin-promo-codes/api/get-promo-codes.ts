import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCodesResponse } from '@marquee/contracts/billing';
import { api } from '../../../lib/api-client';

/** GET admin/promo-codes: the codes not archived, newest first, each with its status (spec 7.7). */
export const getPromoCodes = () => api.get<PromoCodesResponse>('admin/promo-codes');

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'promo-codes'], queryFn: getPromoCodes, staleTime: 0 });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
