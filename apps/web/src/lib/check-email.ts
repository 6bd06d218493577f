import type { z } from 'zod';
import type { emailCheckResponse } from '@marquee/contracts/users';
import { api } from './api-client';
import { ApiError } from './api-error';
import { showErrorToast } from './query-client';

/** GET users?filters[email]=: whether an e-mail is already registered (spec 5, sign-up forms). */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const { user } = await api.get<z.infer<typeof emailCheckResponse>>('users', { filters: { email } });
  return user !== null;
}

/**
 * The check as the sign-up forms make it before going on: 'registered', 'free', or 'throttled' when the
 * address has asked too often (429, shown as the shared error toast; the form stops there). Any other failure
 * counts as free: the server's own uniqueness rule still answers when the account is created.
 */
export async function checkEmailBeforeSignUp(email: string): Promise<'registered' | 'free' | 'throttled'> {
  try {
    return (await isEmailRegistered(email)) ? 'registered' : 'free';
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) {
      showErrorToast(err);
      return 'throttled';
    }
    return 'free';
  }
}
