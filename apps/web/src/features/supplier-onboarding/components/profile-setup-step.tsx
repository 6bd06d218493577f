import { Center, Loader } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/api-error';
import { useOwnProfile } from '../../../lib/api/get-own-profile';
import { ProfileForm } from '../../supplier-profile/components/profile-form';
import { setOnboardingStep } from '../api/set-onboarding-step';
import { RegistrationPlan } from './registration-plan';

/**
 * /supplier-registration/profile-setup: 'Complete profile' with the Preview button (spec 2.3), under the optional
 * 'Choose a plan' moment.
 */
export function ProfileSetupStep() {
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
      <RegistrationPlan />
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
