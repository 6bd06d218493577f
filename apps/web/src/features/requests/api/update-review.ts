import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { refreshRequests } from './query-keys';

/** PATCH organiser/service-request-reviews/{id}: the organiser changes their review (spec 2.7 write/modify review). */
export const updateReview = ({ id, ...body }: { id: number; rate: number; message: string }) =>
  api.patch<ReviewResponse>(`organiser/service-request-reviews/${id}`, body);

export const useUpdateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () => refreshRequests(queryClient),
    meta: { silent: true },
  });
};
