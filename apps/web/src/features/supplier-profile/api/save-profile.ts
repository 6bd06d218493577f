import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileResponse } from '@marquee/contracts/supplier-profile';
import { ApiError } from '../../../lib/api-error';
import { session, tokenStore } from '../../../lib/session';

/**
 * POST profile (multipart, spec 7.1). Sent with XMLHttpRequest rather than the shared client because fetch
 * cannot report upload progress, and a profile with ten photos and ten documents can be 200 MB: the form shows
 * how far the upload is. Failures are thrown as the same ApiError the shared client throws.
 */
export function saveProfile(
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<OwnProfileResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profile');
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', null));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as OwnProfileResponse);
      else {
        if (xhr.status === 401 && token) session.clear();
        reject(new ApiError(xhr.status, xhr.statusText, data));
      }
    };
    xhr.send(body);
  });
}

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
