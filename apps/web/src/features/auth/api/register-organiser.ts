import { useMutation } from '@tanstack/react-query';
import type { OrganiserRegistration, SessionResponse } from '@marquee/contracts/auth';
import { api } from '../../../lib/api-client';

/** POST auth/organizer/registration: creates the organiser, e-mails the confirmation link, answers a session. */
export const registerOrganiser = (body: OrganiserRegistration) =>
  api.post<SessionResponse>('auth/organizer/registration', body);

export const useRegisterOrganiser = () =>
  useMutation({ mutationFn: registerOrganiser, meta: { silent: true } });
