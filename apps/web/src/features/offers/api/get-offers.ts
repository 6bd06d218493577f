import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotifyListResponse, OfferState } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';
import { offersKey } from '../../../lib/query-keys';

export interface OffersListParams {
  /** The tab's offer filter; null is the requests tab. */
  offer: OfferState;
  /** The offers search: one request id ('123' or '123-ds'). */
  requestId?: string;
  page?: number;
}

/** GET supplier/service-request-notifies: one tab of the supplier's offers, newest first, with the quota. */
export const getOffers = ({ offer, requestId, page = 1 }: OffersListParams, signal?: AbortSignal) =>
  api.get<NotifyListResponse>(
    'supplier/service-request-notifies',
    { offer: offer ?? undefined, filters: requestId ? { id: requestId } : undefined, page },
    { signal },
  );

export const offersQueryOptions = (params: OffersListParams) =>
  queryOptions({
    queryKey: [...offersKey, 'list', params.offer, params.requestId ?? '', params.page ?? 1],
    queryFn: ({ signal }) => getOffers(params, signal),
    placeholderData: keepPreviousData,
    // The list shows its own failure (spec 8: the plain text 'ERROR'), so no toast as well.
    meta: { silent: true },
  });

export const useOffers = (params: OffersListParams) => useQuery(offersQueryOptions(params));
