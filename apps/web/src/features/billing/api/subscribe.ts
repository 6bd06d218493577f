import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribeInput, SubscribeResponse } from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';
import { refreshBilling } from './query-keys';

/**
 * POST subscribe: a plan, its period, the saved card and an optional promo code; also the change of plan (a free
 * plan is switched at once, no card). The API answers a repeat of the same order with the first answer.
 */
export const subscribe = (body: SubscribeInput, idempotencyKey?: string) =>
  api.post<SubscribeResponse>(
    'subscribe',
    body,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );

/** A random token for one opening of the payment modal (getRandomValues also works outside a secure context). */
const orderSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The Idempotency-Key of an order (docs/decisions/0044): one per opening of the modal and per order content, so a
 * double click or a retried request is one subscription, while a new card after a decline is a new order.
 */
export const orderKey = (session: string, body: SubscribeInput) =>
  [session, body.pricing_plan_id, body.period, body.payment_method, body.promo_code]
    .map((part) =>
      String(part ?? '')
        .trim()
        .toUpperCase(),
    )
    .join(':')
    .slice(0, 255);

/** Silent: the payment modal shows the failure (spec 8 'Error! Please check your payment method…'). */
export const useSubscribe = () => {
  const queryClient = useQueryClient();
  const [session] = useState(orderSession);
  return useMutation({
    mutationFn: (body: SubscribeInput) => subscribe(body, orderKey(session, body)),
    meta: { silent: true },
    // Also after a refusal: the card saved just before the order is listed. Not awaited, so the modal hears first.
    onSettled: () => {
      void refreshBilling(queryClient);
    },
  });
};
