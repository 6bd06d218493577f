import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState } from '@marquee/contracts/supplier-onboarding';
import { api } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/session';

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

/**
 * Save & Finish ends the session on the server (sign-in is refused until approval, spec 4; decision 0045), so
 * the stored token is dropped quietly: nothing is refetched with it (no 401, no error toast), and the page
 * keeps what it shows under the 24-hour modal, whose 'Back to Home' loads the home page afresh as a guest.
 */
export const useSubmitOnboarding = () =>
  useMutation({
    mutationFn: submitOnboarding,
    meta: { silent: true },
    onSuccess: () => tokenStore.clear(),
  });
