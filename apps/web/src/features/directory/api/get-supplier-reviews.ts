import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsResponse } from '@marquee/contracts/directory';
import { api } from '../../../lib/api-client';

/** GET /api/service-request-reviews?supplier_id=: an approved supplier's reviews, newest first. */
export const getSupplierReviews = (supplierId: number) =>
  api.get<ReviewsResponse>('service-request-reviews', { supplier_id: supplierId });

export const supplierReviewsQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: ['directory', 'supplier-reviews', supplierId],
    queryFn: () => getSupplierReviews(supplierId),
    select: (res) => res.data,
  });

export const useSupplierReviews = (supplierId: number, enabled = true) =>
  useQuery({ ...supplierReviewsQueryOptions(supplierId), enabled });
