import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfileResponse } from '@marquee/contracts/supplier-profile';
import { api } from '../api-client';

/** GET profile: the signed-in supplier's own profile, every field (spec 7.1). */
export const getOwnProfile = (signal?: AbortSignal) =>
  api.get<OwnProfileResponse>('profile', undefined, { signal });

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier', 'profile'],
    queryFn: ({ signal }) => getOwnProfile(signal),
    staleTime: 0,
  });

export const useOwnProfile = () => useQuery(ownProfileQueryOptions());
