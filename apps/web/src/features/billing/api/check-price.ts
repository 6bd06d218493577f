import { useMutation } from '@tanstack/react-query';
import type { CheckPriceResponse } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { api } from '../../../lib/api-client';

/**
 * GET subscriptions/check-price: the price of a plan for a period, and with a promo code the discounted monthly
 * price (a yearly order with a promo is checked as monthly, spec 7.5); 422 for a code that cannot be used.
 */
export const checkPrice = (query: {
  pricing_plan_id: number;
  period: SubscriptionPeriod;
  promo_code?: string;
}) => api.get<CheckPriceResponse>('subscriptions/check-price', query);

/** Silent: the promo field shows 'Error! Please check your promo code and try again.' itself. */
export const useCheckPrice = () => useMutation({ mutationFn: checkPrice, meta: { silent: true } });
