import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeUpdate, userResponse } from '@marquee/contracts/users';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST auth/me: saves the user's own contact fields and answers the updated user. */
export const updateMe = (body: MeUpdate) => api.post<z.infer<typeof userResponse>>('auth/me', body);

/** The settings form reports progress with its own toasts ('Saving', 'Saved' or the server's message). */
export const useUpdateMe = () =>
  useMutation({
    mutationFn: updateMe,
    meta: { silent: true },
    onSuccess: ({ user }) => session.setUser(user),
  });
