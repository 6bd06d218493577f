import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@marquee/contracts/auth';
import type { PublicUser } from '@marquee/contracts/users';
import { api } from '../../../lib/api-client';

/**
 * POST auth/change-email: an account not yet confirmed corrects its address; the API sends a new confirmation
 * link there. Its failures are the form's to show.
 */
export const changeEmail = (body: ChangeEmailInput) =>
  api.post<{ user: PublicUser }>('auth/change-email', body);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail, meta: { silent: true } });
