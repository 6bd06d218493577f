import { useState } from 'react';
import { Button, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/api-error';
import { useOwnProfile } from '../../../lib/api/get-own-profile';
import type { OwnProfileViewSlot } from '../../../components/ui/own-profile-view-slot';
import { setOnboardingStep, useSubmitOnboarding } from '../api/set-onboarding-step';
import { SubmittedModal } from './submitted-modal';

/**
 * /supplier-registration/profile-preview: the profile as organisers will see it (the directory's view, given by the
 * route in app/); Edit, Save & Finish (spec 2.3).
 */
export function ProfilePreviewStep({ ProfileView }: { ProfileView: OwnProfileViewSlot }) {
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const submit = useSubmitOnboarding();
  const [done, setDone] = useState(false);
  if (profile.isError) return <ErrorAlert>{describeError(profile.error)}</ErrorAlert>;
  if (!profile.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your profile" />
      </Center>
    );
  }
  const edit = async () => {
    await setOnboardingStep('profile').catch(() => undefined);
    void navigate(paths.supplierRegistration.href('profile-setup'));
  };
  const buttons = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={() => void edit()}>
        Edit
      </Button>
      <Button
        loading={submit.isPending}
        onClick={() => submit.mutate(undefined, { onSuccess: () => setDone(true) })}
      >
        Save &amp; Finish
      </Button>
    </Group>
  );
  return (
    <>
      <Paper withBorder radius="md" p="md" mb="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.8">
            This is how organisers will see your profile once it is approved.
          </Text>
          {buttons}
        </Group>
      </Paper>
      {submit.isError && <ErrorAlert>{describeError(submit.error)}</ErrorAlert>}
      <ProfileView profile={profile.data.profile} />
      <Group justify="flex-end" mt="xl">
        {buttons}
      </Group>
      <SubmittedModal opened={done} />
    </>
  );
}
