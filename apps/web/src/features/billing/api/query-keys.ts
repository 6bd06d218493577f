import type { QueryClient } from '@tanstack/react-query';
import { offersKey } from '../../../lib/query-keys';

/** Every query of the supplier's own billing (subscription, cards, payments) starts with this key. */
export const billingKey = ['billing'] as const;

/**
 * After a subscription or a card changed: the supplier's billing and their offers' quota (an upgrade lets them
 * answer again) are read again.
 */
export const refreshBilling = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKey }),
    queryClient.invalidateQueries({ queryKey: offersKey }),
  ]);
