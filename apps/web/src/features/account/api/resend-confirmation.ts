import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST auth/resend-confirmation: e-mails a new confirmation link to a user who has not confirmed yet. */
export const resendConfirmation = () => api.post<{ result: true }>('auth/resend-confirmation');

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
