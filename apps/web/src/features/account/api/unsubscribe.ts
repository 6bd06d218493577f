import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST email-preferences/unsubscribe { user, signature }: the signed link of an optional e-mail turns off updates and
 * info (spec 3 consent), once the reader confirms on the page (a mail scanner opening the link changes nothing).
 */
export const unsubscribe = (link: { user: string; signature: string }) =>
  api.post<{ result: true }>('email-preferences/unsubscribe', link);

/** Its failure is the page's own message, not a toast. */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe, meta: { silent: true } });
