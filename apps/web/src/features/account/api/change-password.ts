import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/session';

/** POST auth/change-password: answers a new access token (other sessions are signed out). */
export const changePassword = (body: ChangePasswordInput) =>
  api.post<{ access_token: string }>('auth/change-password', body);

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    // The old token is revoked by the change: keep the new one where the old one was kept.
    onSuccess: ({ access_token }) => tokenStore.replace(access_token),
  });
