import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteFlagsInput, QuoteResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-request-quotes/{id}: shortlist, archive (clears the shortlist) or mark viewed. */
export const updateQuoteFlags = ({ id, ...flags }: QuoteFlagsInput & { id: number }) =>
  api.patch<QuoteResponse>(`organiser/service-request-quotes/${id}`, flags);

export const useUpdateQuoteFlags = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuoteFlags, onSuccess: () => refreshRequests(queryClient) });
};
