import { useMutation } from '@tanstack/react-query';
import type { UserPasswordChangeInput } from '@marquee/contracts/admin-support';
import { api } from '../../../lib/api-client';

/** POST admin/auth/user-password-change: the user's password becomes `password`; they are not notified. */
export const changeUserPassword = (body: UserPasswordChangeInput) =>
  api.post<{ result: true }>('admin/auth/user-password-change', body);

/** A failure is the shared error toast (spec 8). */
export const useChangeUserPassword = () => useMutation({ mutationFn: changeUserPassword });
