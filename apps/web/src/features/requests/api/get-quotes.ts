import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteListResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { requestsKey } from './query-keys';

export type QuoteFilter = 'all' | 'shortlisted' | 'new' | 'archived';

/** GET organiser/service-request-quotes?service_request_id=&filter=&search=: a request's quotes, newest first. */
export const getQuotes = (requestId: number, filter: QuoteFilter, search: string, signal?: AbortSignal) =>
  api.get<QuoteListResponse>(
    'organiser/service-request-quotes',
    { service_request_id: requestId, filter, search: search.trim() },
    { signal },
  );

export const quotesQueryOptions = (requestId: number, filter: QuoteFilter = 'all', search = '') =>
  queryOptions({
    queryKey: [...requestsKey, 'quotes', requestId, filter, search.trim()],
    queryFn: ({ signal }) => getQuotes(requestId, filter, search, signal),
    select: (res) => res.data.quotes,
  });

export const useQuotes = (requestId: number, filter: QuoteFilter, search: string) =>
  useQuery({ ...quotesQueryOptions(requestId, filter, search), placeholderData: keepPreviousData });

/** GET organiser/service-request-quotes?supplier_id=: one supplier's quotes on the organiser's requests (the chat). */
export const getSupplierQuotes = (supplierId: number, signal?: AbortSignal) =>
  api.get<QuoteListResponse>('organiser/service-request-quotes', { supplier_id: supplierId }, { signal });

export const supplierQuotesQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: [...requestsKey, 'supplier-quotes', supplierId],
    queryFn: ({ signal }) => getSupplierQuotes(supplierId, signal),
    select: (res) => res.data.quotes,
  });
