import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseRequestInput, RequestResponse } from '@marquee/contracts/requests';
import { toastTexts } from '@marquee/contracts/toasts';
import { api } from '../../../lib/api-client';
import { requestRef } from '../../../lib/format';
import { showToast } from '../../../components/ui/toast';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}/close: the request moves to finished with its reason. */
export const closeRequest = ({ id, ...body }: CloseRequestInput & { id: number }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}/close`, body);

/** Close request, with a toast saying where the request went (the hook's callback: the card leaves the list). */
export const useCloseRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeRequest,
    onSuccess: ({ data }) => {
      showToast(toastTexts.requestClosed(requestRef(data.id)));
      return refreshRequests(queryClient);
    },
  });
};
