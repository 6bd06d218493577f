import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileResponse } from '@marquee/contracts/supplier-profile';
import { api } from '../../../lib/api-client';

/**
 * POST profile (multipart, spec 7.1), with upload progress (api.upload): a profile with ten photos and ten
 * documents can be 200 MB, and the form shows how far the upload is.
 */
export const saveProfile = (body: FormData, onProgress?: (fraction: number) => void) =>
  api.upload<OwnProfileResponse>('profile', body, { onProgress });

export const useSaveProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: FormData; onProgress?: (f: number) => void }) =>
      saveProfile(body, onProgress),
    // The form words failures itself (spec 8: 413/422 'Request entity too large').
    meta: { silent: true },
    onSuccess: (res) => queryClient.setQueryData(['supplier', 'profile'], res),
  });
};
