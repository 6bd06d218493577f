import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionResponse } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST auth/login: answers the user and an access token; 422, 403 (supplier status) and 429 carry a message. */
export const login = (body: LoginInput) => api.post<SessionResponse>('auth/login', body);

/** The login forms show the failure themselves (spec 8), so the global toast stays quiet. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { silent: true } });
