import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestResponse } from '@marquee/contracts/requests';
import { toastTexts } from '@marquee/contracts/toasts';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../components/ui/toast';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}/accept: Select Supplier; the request becomes accepted. */
export const acceptQuote = ({ id, quoteId }: { id: number; quoteId: number }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}/accept`, {
    service_request_quote_id: quoteId,
  });

/**
 * Select Supplier from any of its places (the request card, the proposal, the profile, the chat): a toast names
 * the supplier and says the others are told. The hook's own callback, so it runs even when the screen that
 * asked leaves the refreshed list.
 */
export const useAcceptQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    onSuccess: ({ data }) => {
      showToast(
        toastTexts.supplierSelected(data.service_request_accept?.user.company_name ?? 'this supplier'),
      );
      return refreshRequests(queryClient);
    },
  });
};
