import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState } from '@marquee/contracts/supplier-onboarding';
import { api } from '../../../lib/api-client';

type StepResponse = { onboarding: OnboardingState };

/** POST supplier/onboarding/step: Preview ('preview') or Edit ('profile'), so a later sign-in resumes there. */
export const setOnboardingStep = (step: 'profile' | 'preview') =>
  api.post<StepResponse>('supplier/onboarding/step', { step });

/** POST supplier/onboarding/submit: Save & Finish, the profile goes to the administrators for review. */
export const submitOnboarding = () => api.post<StepResponse>('supplier/onboarding/submit');

export const useSetOnboardingStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnboardingStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier', 'onboarding'] }),
  });
};

export const useSubmitOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier', 'onboarding'] }),
  });
};
