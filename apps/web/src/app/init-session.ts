import { api } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import type { z } from 'zod';
import type { userResponse } from '@marquee/contracts/users';
import { session, tokenStore } from '../lib/session';

const heldSupplier = (err: ApiError) => {
  const code = (err.body as { code?: unknown } | null)?.code;
  return err.status === 403 && (code === 'supplier_under_review' || code === 'supplier_rejected');
};

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
    // Only a rejected token ends the session; offline or a server hiccup keeps it for the next load. A supplier
    // held back for review or rejected is refused with 403 whatever the token (decision 0045): over too.
    // A 401 has ended the session in the client already (and sent an administrator's view that is over back).
    if (err instanceof ApiError && heldSupplier(err)) session.clear();
    else if (!session.get().isInitialized) session.markInitialized();
  }
}
