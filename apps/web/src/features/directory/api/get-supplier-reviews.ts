import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsResponse } from '@marquee/contracts/directory';
import { api } from '../../../lib/api-client';

/** GET /api/service-request-reviews?supplier_id=: an approved supplier's reviews, newest first. */
export const getSupplierReviews = (supplierId: number, signal?: AbortSignal) =>
  api.get<ReviewsResponse>('service-request-reviews', { supplier_id: supplierId }, { signal });

export const supplierReviewsQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: ['directory', 'supplier-reviews', supplierId],
    queryFn: ({ signal }) => getSupplierReviews(supplierId, signal),
    select: (res) => res.data,
  });

export const useSupplierReviews = (supplierId: number, enabled = true) =>
  useQuery({ ...supplierReviewsQueryOptions(supplierId), enabled });
