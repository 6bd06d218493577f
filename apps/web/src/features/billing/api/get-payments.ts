import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsResponse } from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';
import { billingKey } from './query-keys';

/** GET subscriptions/payments: the supplier's charges, newest first, with net, VAT and receipt numbers. */
export const getPayments = (signal?: AbortSignal) =>
  api.get<PaymentsResponse>('subscriptions/payments', undefined, { signal });

export const paymentsQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKey, 'payments'],
    queryFn: ({ signal }) => getPayments(signal),
    staleTime: 0,
  });

export const usePayments = () => useQuery(paymentsQueryOptions());
