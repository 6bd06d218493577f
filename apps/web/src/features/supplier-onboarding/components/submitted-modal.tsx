import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockCheck } from '@tabler/icons-react';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import { useShellActions } from '../../../components/layouts/shell-actions';

/**
 * After Save & Finish (spec 2.3): the registration will be reviewed and go live within the next 24 hours.
 * 'Back to Home' signs out, as a supplier under review cannot use the dashboard until approved (spec 4).
 */
export function SubmittedModal({ opened }: { opened: boolean }) {
  const { signOut: home } = useShellActions();
  return (
    <Modal
      opened={opened}
      onClose={home}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      padding="xl"
      title={onboardingTexts.submittedTitle}
      styles={{ header: { display: 'none' } }}
    >
      <Stack align="center" ta="center" gap="md" py="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconClockCheck size={34} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={24} aria-hidden>
          {onboardingTexts.submittedTitle}
        </Title>
        <Text c="gray.7">{onboardingTexts.submittedBody}</Text>
        <Button size="md" onClick={home} data-autofocus>
          {onboardingTexts.backToHome}
        </Button>
      </Stack>
    </Modal>
  );
}
