import type { ComponentType, ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/api-error';
import { useOwnProfile } from '../../../lib/api/get-own-profile';
import { setOnboardingStep } from '../api/set-onboarding-step';

/**
 * /supplier-registration/profile-setup: 'Complete profile' with the Preview button (spec 2.3), under the optional
 * 'Choose a plan' moment. Both are given by the route in app/: `plan` is billing's registration plan, `ProfileForm`
 * the supplier-profile feature's form.
 */
export function ProfileSetupStep({
  plan,
  ProfileForm,
}: {
  plan: ReactNode;
  ProfileForm: ComponentType<{
    profile: SupplierOwnProfile;
    submitLabel: string;
    onSaved: () => void | Promise<void>;
  }>;
}) {
  const navigate = useNavigate();
  const profile = useOwnProfile();
  if (profile.isError) return <ErrorAlert>{describeError(profile.error)}</ErrorAlert>;
  if (!profile.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your profile" />
      </Center>
    );
  }
  return (
    <>
      {plan}
      <ProfileForm
        profile={profile.data.profile}
        submitLabel="Preview"
        onSaved={async () => {
          // Kept on the server so a later sign-in resumes at the preview; the preview works without it.
          await setOnboardingStep('preview').catch(() => undefined);
          void navigate(paths.supplierRegistration.href('profile-preview'));
        }}
      />
    </>
  );
}
