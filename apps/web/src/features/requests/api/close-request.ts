import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseRequestInput, RequestResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-requests/{id}/close: the request moves to finished with its reason. */
export const closeRequest = ({ id, ...body }: CloseRequestInput & { id: number }) =>
  api.patch<RequestResponse>(`organiser/service-requests/${id}/close`, body);

export const useCloseRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeRequest, onSuccess: () => refreshRequests(queryClient) });
};
