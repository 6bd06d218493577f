import { useMutation } from '@tanstack/react-query';
import type { QuotaResponse } from '@marquee/contracts/offers';
import { api } from '../../../lib/api-client';

/**
 * POST supplier/service-request-quotes/check: may the supplier answer this request now? A 402 carries the
 * received and responded counts (the quota modal); a 200 means the allowance came back (an upgrade, a lead
 * given back) and the form can open.
 */
export const checkQuota = (serviceRequestId: number) =>
  api.post<QuotaResponse>('supplier/service-request-quotes/check', { service_request_id: serviceRequestId });

export const useCheckQuota = () => useMutation({ mutationFn: checkQuota, meta: { silent: true } });
