import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../lib/session';
import { AuthFrame } from '../../../components/layouts/auth/auth-frame';
import { RegistrationPlan } from '../../../features/billing/components/registration-plan';
import { OwnProfileView } from '../../../features/directory/components/own-profile-view';
import { ProfilePreviewStep } from '../../../features/supplier-onboarding/components/profile-preview-step';
import { ProfileSetupStep } from '../../../features/supplier-onboarding/components/profile-setup-step';
import {
  RegistrationWizard,
  registrationSteps,
} from '../../../features/supplier-onboarding/components/registration-wizard';
import { ProfileForm } from '../../../features/supplier-profile/components/profile-form';

/** The profile pages need the account made in step 2; anyone else is sent to sign in or start over. */
function NeedsSupplier() {
  return (
    <Text c="gray.8">
      Please{' '}
      <Anchor component={Link} to={paths.login.href()} fw={600}>
        log in
      </Anchor>{' '}
      to continue your registration, or{' '}
      <Anchor component={Link} to={paths.supplierRegistration.href()} fw={600}>
        start a new one
      </Anchor>
      .
    </Text>
  );
}

/**
 * /supplier-registration/{profile?} (spec 2.3): the three steps, then profile-setup (billing's plan, supplier-profile's
 * form) and profile-preview (the directory's view of the profile).
 */
export function Component() {
  const { profile } = useParams();
  const { isAuth, roleName } = useSession();
  const supplier = isAuth && roleName === 'supplier';
  usePageTitle(
    profile === 'profile-setup'
      ? 'Complete profile'
      : profile === 'profile-preview'
        ? 'Preview'
        : 'Supplier registration',
  );
  if (profile === 'profile-setup' || profile === 'profile-preview') {
    const setup = profile === 'profile-setup';
    return (
      <AuthFrame
        eyebrow="Supplier registration"
        title={setup ? 'Complete profile' : 'Preview your profile'}
        intro={
          setup
            ? 'Add your logo, a cover image and what organisers should know about you.'
            : 'Check your profile, then Save & Finish to send it to our team for review.'
        }
        steps={registrationSteps}
        active={setup ? 3 : 4}
      >
        {!supplier ? (
          <NeedsSupplier />
        ) : setup ? (
          <ProfileSetupStep plan={<RegistrationPlan />} ProfileForm={ProfileForm} />
        ) : (
          <ProfilePreviewStep ProfileView={OwnProfileView} />
        )}
      </AuthFrame>
    );
  }
  return <RegistrationWizard />;
}
