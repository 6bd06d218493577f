import { paths } from '../config/paths';

/*
 * The upgrade path of a supplier who cannot answer (docs/decisions/0060): the 402 modal's Upgrade opens the plans
 * (spec 2.5 ?suggest) with the payment of the plan that answers requests, and after paying the supplier comes back
 * to the request with its proposal open. Offers and billing both read these addresses, so they are written here.
 */

const PLAN = 'plan';
const REQUEST = 'request';

/**
 * '/supplier-dashboard/subscriptions?suggest&plan=3&request=812': the plans, `plan`'s payment opened, and the
 * request to answer after paying. Without a plan (none on sale answers requests), the plans with the prompt.
 */
export function upgradeHref({
  planId,
  requestId,
}: { planId?: number | null; requestId?: number | null } = {}) {
  const query = ['suggest'];
  if (planId) query.push(`${PLAN}=${planId}`);
  if (requestId) query.push(`${REQUEST}=${requestId}`);
  return `${paths.supplierDashboard.href('subscriptions')}?${query.join('&')}`;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** What an upgrade address asks for: the plan whose payment opens and the request to come back to. */
export const upgradeTarget = (params: URLSearchParams) => ({
  planId: positive(params.get(PLAN)),
  requestId: positive(params.get(REQUEST)),
});

/** The parameter that, beside ?rfq_notify={id}, opens that request's proposal once its tab is found. */
export const RESPOND = 'respond';

/** Back to a request with its proposal open: '/supplier-dashboard/offers?rfq_notify=812&respond'. */
export const answerRequestHref = (requestId: number) =>
  `${paths.supplierDashboard.href('offers')}?rfq_notify=${requestId}&${RESPOND}`;
