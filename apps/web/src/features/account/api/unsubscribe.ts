import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET email-preferences/unsubscribe?user=&signature=: the signed link of an optional e-mail turns off updates and
 * info (spec 3 consent). A mutation although the call is a GET: it changes the account, once per page visit.
 */
export const unsubscribe = (q: { user: string; signature: string }) =>
  api.get<{ result: true }>('email-preferences/unsubscribe', q);

/** Its failure is the page's own message, not a toast. */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe, meta: { silent: true } });
