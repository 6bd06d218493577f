import { useMutation } from '@tanstack/react-query';
import type { ForgotInput } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST auth/forgot: e-mails a reset link; 422 'This email does not exist.' for an unknown address. */
export const forgotPassword = (body: ForgotInput) => api.post<{ result: true }>('auth/forgot', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
