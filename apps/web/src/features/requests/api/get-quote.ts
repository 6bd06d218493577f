import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { requestsKey } from './query-keys';

/** GET organiser/service-request-quotes/{id}: one proposal (?proposal_id=, spec 2.4). */
export const getQuote = (id: number, signal?: AbortSignal) =>
  api.get<QuoteResponse>(`organiser/service-request-quotes/${id}`, undefined, { signal });

export const quoteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...requestsKey, 'quote', id],
    queryFn: ({ signal }) => getQuote(id, signal),
    select: (res) => res.data,
  });

export const useQuote = (id: number | null) =>
  useQuery({ ...quoteQueryOptions(id ?? 0), enabled: id !== null });
