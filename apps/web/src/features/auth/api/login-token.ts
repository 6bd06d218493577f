import { useMutation } from '@tanstack/react-query';
import type { LoginTokenInput, LoginTokenResponse } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';

/**
 * POST auth/login-token: exchanges the e-mail deep link's email and token for a session (spec 2.3); a
 * confirmation link also says the address is now confirmed and which held requests went out.
 */
export const loginWithToken = (body: LoginTokenInput) =>
  api.post<LoginTokenResponse>('auth/login-token', body);

export const useLoginWithToken = () => useMutation({ mutationFn: loginWithToken, meta: { silent: true } });
