import { useMutation } from '@tanstack/react-query';
import type { LoginTokenInput, SessionResponse } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST auth/login-token: exchanges the e-mail deep link's email and token for a session (spec 2.3). */
export const loginWithToken = (body: LoginTokenInput) => api.post<SessionResponse>('auth/login-token', body);

export const useLoginWithToken = () => useMutation({ mutationFn: loginWithToken, meta: { silent: true } });
