import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribeInput, SubscribeResponse } from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';
import { refreshBilling } from './query-keys';

/**
 * POST subscribe: a plan, its period, the saved card and an optional promo code; also the change of plan (a free
 * plan is switched at once, no card). The API answers a repeat of the same order with the first answer.
 */
export const subscribe = (body: SubscribeInput) => api.post<SubscribeResponse>('subscribe', body);

/** Silent: the payment modal shows the failure (spec 8 'Error! Please check your payment method…'). */
export const useSubscribe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    meta: { silent: true },
    // Also after a refusal: the card saved just before the order is listed. Not awaited, so the modal hears first.
    onSettled: () => {
      void refreshBilling(queryClient);
    },
  });
};
