import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultPaymentMethodResponse } from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';
import { refreshBilling } from './query-keys';

/** POST payment-methods/default: renewals are charged to this saved card from now on. */
export const setDefaultCard = (id: number) =>
  api.post<DefaultPaymentMethodResponse>('payment-methods/default', { payment_method: id });

/** DELETE payment-methods: removes a saved card (409 for the last card of a paid plan). */
export const deleteCard = (id: number) =>
  api.delete<{ result: true }>('payment-methods', { payment_method: id });

/** Failures are the one error toast (spec 8), e.g. the card that pays for the subscription. */
export const useSetDefaultCard = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultCard, onSettled: () => refreshBilling(queryClient) });
};

export const useDeleteCard = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSettled: () => refreshBilling(queryClient) });
};
