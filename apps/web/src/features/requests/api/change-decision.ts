import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}/change-decision: back to active, that supplier severed for good. */
export const changeDecision = ({ id, quoteId }: { id: number; quoteId: number }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}/change-decision`, {
    service_request_quote_id: quoteId,
  });

export const useChangeDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeDecision, onSuccess: () => refreshRequests(queryClient) });
};
