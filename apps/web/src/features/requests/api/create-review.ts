import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** POST organiser/service-request-reviews: the organiser's review of a finished request's supplier. */
export const createReview = (body: { service_request_id: number; rate: number; message: string }) =>
  api.post<ReviewResponse>('organiser/service-request-reviews', body);

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => refreshRequests(queryClient),
    meta: { silent: true },
  });
};
