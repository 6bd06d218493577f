import { useMutation } from '@tanstack/react-query';
import type { LoginAsInput, LoginAsResponse } from '@marquee/contracts/admin-support';
import { api } from '../../../lib/api-client';

/** POST admin/auth/login-as: a view-only session of the user (spec 7.7; docs/decisions/0071). */
export const loginAs = (body: LoginAsInput) => api.post<LoginAsResponse>('admin/auth/login-as', body);

/** A failure (an administrator, a held supplier) is the shared error toast (spec 8). */
export const useLoginAs = () => useMutation({ mutationFn: loginAs });
