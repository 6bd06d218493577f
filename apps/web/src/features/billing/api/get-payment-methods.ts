import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodsResponse } from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';
import { billingKey } from './query-keys';

/** GET payment-methods: the supplier's saved cards, newest first, the default flagged. */
export const getPaymentMethods = (signal?: AbortSignal) =>
  api.get<PaymentMethodsResponse>('payment-methods', undefined, { signal });

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, 'cards'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 0,
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
