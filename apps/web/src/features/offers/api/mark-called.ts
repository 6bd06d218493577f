import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifyResponse } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';
import { refreshOffers } from '../../../lib/query-keys';

/** POST supplier/service-request-notifies/{id}/mark-called: the call the organiser asked for was made. */
export const markCalled = (id: number) =>
  api.post<NotifyResponse>(`supplier/service-request-notifies/${id}/mark-called`);

export const useMarkCalled = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCalled, onSuccess: () => refreshOffers(queryClient) });
};
