import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session, tokenStore, type SessionUser } from '../../../lib/session';

/** POST auth/logout: revokes the current access token. */
export const logout = () => api.post<{ result: true }>('auth/logout');

/**
 * Logs out (spec 4): the token is revoked and forgotten, cached data dropped. While an administrator views
 * the product as someone else, the administrator's own session is restored instead (spec 4 Impersonation);
 * the answer says which happened so the caller can go to '/' or to '/admin-login'.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (): Promise<'signed-out' | 'admin-restored'> => {
      // A failed revoke must not keep the user signed in on this device.
      await logout().catch(() => undefined);
      queryClient.clear();
      const adminToken = tokenStore.getAdmin();
      if (adminToken) {
        tokenStore.setAdmin(null);
        tokenStore.set(adminToken, true);
        try {
          const { user } = await api.get<{ user: SessionUser }>('auth/me');
          session.setUser(user);
          return 'admin-restored';
        } catch {
          // The administrator's own token has expired meanwhile: fall through to a plain logout.
        }
      }
      session.clear();
      return 'signed-out';
    },
  });
}
