import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricePlansResponse } from '@marquee/contracts/billing';
import { api } from '../api-client';
import { pricePlansKey } from '../query-keys';

/** GET price-plans: the plans available to new subscribers, cheapest monthly price first (spec 9). */
export const getPricePlans = (signal?: AbortSignal) =>
  api.get<PricePlansResponse>('price-plans', undefined, { signal });

export const pricePlansQueryOptions = () =>
  queryOptions({
    queryKey: pricePlansKey,
    queryFn: ({ signal }) => getPricePlans(signal),
    staleTime: 5 * 60_000,
  });

export const usePricePlans = () => useQuery(pricePlansQueryOptions());
