import type { QueryClient } from '@tanstack/react-query';

/** Every query of the supplier's offers starts with this key, so one change refreshes lists, counts and quota. */
export const offersKey = ['supplier-offers'] as const;

/** After a decline, an undo, a proposal or a call marked: every tab, its counts and the quota are read again. */
export const refreshOffers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: offersKey });
