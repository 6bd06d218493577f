import { useMutation } from '@tanstack/react-query';
import type { ResetInput, SessionResponse } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST auth/reset: sets the new password with the e-mailed token and answers a session. */
export const resetPassword = (body: ResetInput) => api.post<SessionResponse>('auth/reset', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { silent: true } });
