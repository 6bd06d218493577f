import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCodesResponse } from '@marquee/contracts/billing';
import { api } from '../../../lib/api-client';

/** GET admin/promo-codes: the codes not archived, newest first, each with its status (spec 7.7). */
export const getPromoCodes = (signal?: AbortSignal) =>
  api.get<PromoCodesResponse>('admin/promo-codes', undefined, { signal });

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'promo-codes'],
    queryFn: ({ signal }) => getPromoCodes(signal),
    staleTime: 0,
  });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
