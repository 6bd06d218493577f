import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** POST organiser/service-request-quotes/{id}/request-call: asks the supplier to phone the organiser. */
export const requestCall = (id: number) =>
  api.post<QuoteResponse>(`organiser/service-request-quotes/${id}/request-call`);

export const useRequestCall = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestCall, onSuccess: () => refreshRequests(queryClient) });
};
