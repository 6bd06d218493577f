import { useMutation } from '@tanstack/react-query';
import type {
  SupplierRegistrationInput,
  SupplierRegistrationResponse,
} from '@marquee/contracts/supplier-onboarding';
import { api } from '../../../lib/api-client';

/**
 * POST auth/registration: the account (step 1) and contacts (step 2) together; answers a session and the step the
 * wizard goes on to. The form places 422 field errors itself, so the shared error toast stays silent.
 */
export const registerSupplier = (body: SupplierRegistrationInput) =>
  api.post<SupplierRegistrationResponse>('auth/registration', body);

export const useRegisterSupplier = () =>
  useMutation({ mutationFn: registerSupplier, meta: { silent: true } });
