import type { QueryClient } from '@tanstack/react-query';

// Query keys that more than one feature reads, sets or invalidates; a key that one feature alone uses stays in
// that feature's api/query-keys.ts.

/**
 * Every query of the supplier's offers starts with this key, so one change refreshes lists, counts and quota
 * (offers; billing after a plan change, which lets the supplier answer again).
 */
export const offersKey = ['supplier-offers'] as const;

/** After a decline, an undo, a proposal or a call marked: every tab, its counts and the quota are read again. */
export const refreshOffers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: offersKey });

/** GET price-plans, the public list (billing reads it; admin-pricing refreshes it after a change). */
export const pricePlansKey = ['price-plans'] as const;

/** Every query of the supplier's own billing (subscription, cards, payments) starts with this key. */
export const billingKey = ['billing'] as const;
