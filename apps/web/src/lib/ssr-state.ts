import type { DehydratedState, Query } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The id of the JSON island that carries a server-rendered page's data (docs/decisions/0083). */
export const STATE_ID = '__MARQUEE_STATE__';

/**
 * The queries a server-rendered page hands to the browser: its data, and the not-found answers the page shows as
 * such (an unknown supplier or service). Any other failure is not handed over: the browser renders that page
 * itself and asks again.
 */
export const shouldHandOver = (query: Query) =>
  query.state.status === 'success' ||
  (query.state.status === 'error' &&
    query.state.error instanceof ApiError &&
    query.state.error.status === 404);

/** The island's text: JSON that cannot close its script element. */
export const serialiseState = (state: DehydratedState) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The island's state with its handed-over failures made ApiErrors again (the pages test `instanceof`). */
export function readState(text: string): DehydratedState {
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as { status?: number; statusText?: string; body?: unknown } | null;
    if (error && typeof error.status === 'number')
      query.state.error = new ApiError(error.status, error.statusText ?? '', error.body ?? null);
  }
  return state;
}
