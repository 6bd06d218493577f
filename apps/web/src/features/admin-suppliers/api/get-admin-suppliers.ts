import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOrder } from '@marquee/contracts/admin-lists';
import type { AdminSupplierSortField, AdminSuppliersResponse } from '@marquee/contracts/admin-suppliers';
import { api } from '../../../lib/api-client';

/** What a list asks for (spec 7.7, the contract's adminSuppliersQuery): the status it lists and its filters. */
export interface AdminSuppliersParams {
  status: 0 | 1 | 2;
  filter?: string;
  subscription_plan?: number[];
  date_from?: string;
  date_to?: string;
  location?: string;
  radius?: number;
  rfq_received_min?: number;
  rfq_received_max?: number;
  rfq_responded_min?: number;
  rfq_responded_max?: number;
  payment_requested_date_from?: string;
  payment_requested_date_to?: string;
  sort_field?: AdminSupplierSortField;
  sort_order?: SortOrder;
  page?: number;
}

/** Absent values left out, so equal lists share one cache entry whatever the caller spelled as undefined. */
const defined = (q: AdminSuppliersParams) =>
  Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as AdminSuppliersParams;

/** GET admin/suppliers: the approval queue (status 0), the Accepted list (1) with its filters, sort and page. */
export const getAdminSuppliers = ({ subscription_plan, ...q }: AdminSuppliersParams, signal?: AbortSignal) =>
  api.get<AdminSuppliersResponse>(
    'admin/suppliers',
    // The plan ids as subscription_plan[0]=…&subscription_plan[1]=… (the API's qs reads them as a list).
    {
      ...defined(q),
      subscription_plan: subscription_plan?.length
        ? Object.fromEntries(subscription_plan.map((id, i) => [i, id]))
        : undefined,
    },
    { signal },
  );

export const adminSuppliersQueryOptions = (q: AdminSuppliersParams) =>
  queryOptions({
    queryKey: ['admin', 'suppliers', defined(q)],
    queryFn: ({ signal }) => getAdminSuppliers(q, signal),
    staleTime: 0,
  });

export const useAdminSuppliers = (q: AdminSuppliersParams) =>
  useQuery({ ...adminSuppliersQueryOptions(q), placeholderData: keepPreviousData });
