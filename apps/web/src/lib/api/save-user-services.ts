import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserServicesInput } from '@marquee/contracts/supplier-onboarding';
import type { OwnProfileResponse } from '@marquee/contracts/supplier-profile';
import { api } from '../api-client';

/**
 * POST supplier/user-services (the wizard's step 3) or PUT supplier/user-services/update (profile-edit's
 * 'Services & Location' tab): the services, the place and the radius. Answers the whole own profile.
 */
export const saveUserServices = ({ update, ...body }: UserServicesInput & { update?: boolean }) =>
  update
    ? api.put<OwnProfileResponse>('supplier/user-services/update', body)
    : api.post<OwnProfileResponse>('supplier/user-services', body);

export const useSaveUserServices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserServices,
    meta: { silent: true },
    onSuccess: (res) => queryClient.setQueryData(['supplier', 'profile'], res),
  });
};
