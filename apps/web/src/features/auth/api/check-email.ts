import type { z } from 'zod';
import type { emailCheckResponse } from '@marquee/contracts/users';
import { api } from '../../../lib/api-client';

/** GET users?filters[email]=: whether an e-mail is already registered (spec 5, sign-up forms). */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const { user } = await api.get<z.infer<typeof emailCheckResponse>>('users', { filters: { email } });
  return user !== null;
}
