import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentSubscriptionResponse } from '@marquee/contracts/subscriptions';
import { api } from '../api-client';
import { billingKey } from '../query-keys';

/** GET subscriptions/current: the supplier's plan and current subscription (null on a free plan). */
export const getCurrentSubscription = (signal?: AbortSignal) =>
  api.get<CurrentSubscriptionResponse>('subscriptions/current', undefined, { signal });

export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, 'current'],
    queryFn: ({ signal }) => getCurrentSubscription(signal),
    staleTime: 0,
  });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQueryOptions());
