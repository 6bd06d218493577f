import { api } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import type { z } from 'zod';
import type { userResponse } from '@marquee/contracts/users';
import { session, tokenStore } from '../lib/session';

/** Checks the stored token once at start; until then the app shows the full-page loader (spec 2.1). */
export async function initSession(): Promise<void> {
  if (!tokenStore.get()) {
    session.clear();
    return;
  }
  try {
    const { user } = await api.get<z.infer<typeof userResponse>>('auth/me');
    session.setUser(user);
  } catch (err) {
    // Only a rejected token ends the session; offline or a server hiccup keeps it for the next load.
    if (err instanceof ApiError && err.status === 401) session.clear();
    else session.markInitialized();
  }
}
