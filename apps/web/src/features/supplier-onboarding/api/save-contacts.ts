import { useMutation } from '@tanstack/react-query';
import type { SupplierContactInput } from '@marquee/contracts/supplier-onboarding';
import type { z } from 'zod';
import type { userResponse } from '@marquee/contracts/users';
import { api } from '../../../lib/api-client';

/** POST supplier/contacts (spec 7.4): step 2 of the wizard for a supplier who is already signed in. */
export const saveContacts = (body: SupplierContactInput) =>
  api.post<z.infer<typeof userResponse>>('supplier/contacts', body);

export const useSaveContacts = () => useMutation({ mutationFn: saveContacts, meta: { silent: true } });
