import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CheckPriceResponse } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { api } from '../../../lib/api-client';
import { billingKey } from './query-keys';

/**
 * GET subscriptions/check-price: the price of a plan for a period, and with a promo code the discounted monthly
 * price (a yearly order with a promo is checked as monthly, spec 7.5); 422 for a code that cannot be used.
 */
export const checkPrice = (
  query: { pricing_plan_id: number; period: SubscriptionPeriod; promo_code?: string },
  signal?: AbortSignal,
) => api.get<CheckPriceResponse>('subscriptions/check-price', query, { signal });

/** Silent: the promo field shows 'Error! Please check your promo code and try again.' itself. */
export const useCheckPrice = () =>
  useMutation({
    mutationFn: (query: Parameters<typeof checkPrice>[0]) => checkPrice(query),
    meta: { silent: true },
  });

/**
 * The price check without a promo code, for the summary's first payment: 7 days after the supplier's first paid
 * order, or now (`charged_now`) once those days are used (docs/decisions/0046). Silent: the summary falls back to
 * 7 days from today.
 */
export const usePriceCheck = (pricingPlanId: number, period: SubscriptionPeriod) =>
  useQuery(
    queryOptions({
      queryKey: [...billingKey, 'check-price', pricingPlanId, period],
      queryFn: ({ signal }) => checkPrice({ pricing_plan_id: pricingPlanId, period }, signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  );
