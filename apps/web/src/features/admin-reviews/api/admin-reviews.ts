import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReviewResponse,
  AdminReviewUpdate,
  AdminReviewsResponse,
} from '@marquee/contracts/admin-reviews';
import { api } from '../../../lib/api-client';

export interface AdminReviewsParams {
  filter?: string;
  page?: number;
}

/** GET admin/reviews: newest first, searched by organiser name, company or date from 3 characters, 25 a page. */
export const getAdminReviews = (q: AdminReviewsParams, signal?: AbortSignal) =>
  api.get<AdminReviewsResponse>('admin/reviews', { ...q }, { signal });

export const adminReviewsQueryOptions = (q: AdminReviewsParams) =>
  queryOptions({
    queryKey: ['admin', 'reviews', q.filter ?? '', q.page ?? 1],
    queryFn: ({ signal }) => getAdminReviews(q, signal),
    staleTime: 0,
  });

export const useAdminReviews = (q: AdminReviewsParams) =>
  useQuery({ ...adminReviewsQueryOptions(q), placeholderData: keepPreviousData });

/** A change here moves the supplier's rating: the list and every directory page read again. */
function useReviewMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['directory'] }),
      ]);
    },
  });
}

export const useUpdateAdminReview = () =>
  useReviewMutation(({ id, ...body }: AdminReviewUpdate & { id: number }) =>
    api.patch<AdminReviewResponse>(`admin/reviews/${id}`, body),
  );

export const useDeleteAdminReview = () =>
  useReviewMutation((id: number) => api.delete<{ message: string }>(`admin/reviews/${id}`));

export const useRemoveReviewReply = () =>
  useReviewMutation((id: number) => api.delete<AdminReviewResponse>(`admin/reviews/${id}/reply`));
