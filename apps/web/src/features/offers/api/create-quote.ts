import { useMutation } from '@tanstack/react-query';
import type { CreateQuoteInput, CreateQuoteResponse } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';

/**
 * POST supplier/service-request-quotes: the supplier's proposal. A 402 (free allowance used) carries the
 * received and responded counts for the quota modal. The lists are refreshed when the modal closes, so the
 * card stays under the success message until then (spec 4: closing after success removes the offer).
 */
export const createQuote = (body: CreateQuoteInput) =>
  api.post<CreateQuoteResponse>('supplier/service-request-quotes', body);

export const useCreateQuote = () => useMutation({ mutationFn: createQuote, meta: { silent: true } });
