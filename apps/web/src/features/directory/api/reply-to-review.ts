import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReplyResponse } from '@marquee/contracts/admin-reviews';
import { api } from '../../../lib/api-client';

/** PUT supplier/service-request-reviews/{id}/reply: the reviewed supplier's public reply (decision 0075). */
export const replyToReview = ({ id, message }: { id: number; message: string }) =>
  api.put<ReviewReplyResponse>(`supplier/service-request-reviews/${id}/reply`, { message });

export const useReplyToReview = (supplierId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['directory', 'supplier-reviews', supplierId] }),
  });
};
