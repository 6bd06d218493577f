import type { QueryClient } from '@tanstack/react-query';
import { billingKey, offersKey } from '../../../lib/query-keys';

export { billingKey };

/**
 * After a subscription or a card changed: the supplier's billing and their offers' quota (an upgrade lets them
 * answer again) are read again.
 */
export const refreshBilling = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKey }),
    queryClient.invalidateQueries({ queryKey: offersKey }),
  ]);
