import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierCounters } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';
import { offersKey } from '../../../lib/query-keys';

/** GET supplier/service-request-notifies/counters: offers per tab and sub-tab, each with its NEW count. */
export const getOfferCounters = (signal?: AbortSignal) =>
  api.get<SupplierCounters>('supplier/service-request-notifies/counters', undefined, { signal });

export const offerCountersQueryOptions = () =>
  queryOptions({
    queryKey: [...offersKey, 'counters'],
    queryFn: ({ signal }) => getOfferCounters(signal),
    // The tabs' numbers: without them the tabs still work, so a failure shows none rather than a toast.
    meta: { silent: true },
  });

export const useOfferCounters = () => useQuery(offerCountersQueryOptions());
