import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifyResponse } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';
import { refreshOffers } from '../../../lib/query-keys';

/** PATCH supplier/service-request-notifies/{id}: "I'm not interested" (true), or undo from Declined (false). */
export const updateOffer = ({ id, is_ignore }: { id: number; is_ignore: boolean }) =>
  api.patch<NotifyResponse>(`supplier/service-request-notifies/${id}`, { is_ignore });

export const useUpdateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOffer, onSuccess: () => refreshOffers(queryClient) });
};
