import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}/reject: Decline a quote of an active request (final; spec 4, 7.3). */
export const rejectQuote = ({ id, quoteId }: { id: number; quoteId: number }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}/reject`, {
    service_request_quote_id: quoteId,
  });

export const useRejectQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectQuote, onSuccess: () => refreshRequests(queryClient) });
};
