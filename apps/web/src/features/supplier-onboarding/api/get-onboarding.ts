import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingResponse } from '@marquee/contracts/supplier-onboarding';
import { api } from '../../../lib/api-client';

/** GET supplier/onboarding: the step a signed-in supplier resumes at, with what they entered. */
export const getOnboarding = (signal?: AbortSignal) =>
  api.get<OnboardingResponse>('supplier/onboarding', undefined, { signal });

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['supplier', 'onboarding'],
    queryFn: ({ signal }) => getOnboarding(signal),
    staleTime: 0,
  });

export const useOnboarding = (enabled: boolean) => useQuery({ ...onboardingQueryOptions(), enabled });
