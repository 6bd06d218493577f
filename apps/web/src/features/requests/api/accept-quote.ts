import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}/accept: Select Supplier; the request becomes accepted. */
export const acceptQuote = ({ id, quoteId }: { id: number; quoteId: number }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}/accept`, {
    service_request_quote_id: quoteId,
  });

export const useAcceptQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptQuote, onSuccess: () => refreshRequests(queryClient) });
};
