import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotifyListResponse } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';
import { offersKey } from '../../../lib/query-keys';

/**
 * GET supplier/service-request-notifies?id={request id}: the offer of one request whatever its tab (the e-mail's
 * ?rfq_notify=); its `tab` and `sub_tab` say where it lives.
 */
export const getOfferOfRequest = (requestId: number, signal?: AbortSignal) =>
  api.get<NotifyListResponse>('supplier/service-request-notifies', { id: requestId }, { signal });

export const offerOfRequestQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: [...offersKey, 'request', requestId],
    queryFn: ({ signal }) => getOfferOfRequest(requestId, signal),
    // A link to a request that did not reach this supplier simply opens the default tab.
    meta: { silent: true },
  });

export const useOfferOfRequest = (requestId: number | null) =>
  useQuery({ ...offerOfRequestQueryOptions(requestId ?? 0), enabled: requestId !== null });
