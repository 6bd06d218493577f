import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}: Extend deadline (a new date_offers_until). */
export const extendDeadline = ({ id, date_offers_until }: { id: number; date_offers_until: string }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}`, { date_offers_until });

export const useExtendDeadline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendDeadline,
    onSuccess: () => refreshRequests(queryClient),
    meta: { silent: true },
  });
};
