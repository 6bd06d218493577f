import { useState } from 'react';
import { Anchor, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { chatTexts } from '@marquee/contracts/chats';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { OrganiserRegistrationForm } from '../../../features/auth/components/organiser-registration-form';
import { usePageTitle } from '../../../hooks/use-page-title';
import { sendPendingMessage } from '../../../features/chat/api/send-pending-message';

/** /organiser-registration (spec 2.3): 'Create an account', then the confirmation modal with 'Back to Home'. */
export function Component() {
  usePageTitle('Create an account');
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [chatId, setChatId] = useState<number | null>(null);
  return (
    <>
      <AuthHeading title="Create an account">
        Tell us about yourself and start sending requests to the UK&rsquo;s event suppliers. It&rsquo;s free
        for organisers.
      </AuthHeading>
      <OrganiserRegistrationForm
        onRegistered={async ({ user }) => {
          // A message typed as a guest on a supplier's profile is sent now that they have an account (issue 21).
          setChatId(await sendPendingMessage());
          setSentTo(user.email);
        }}
      />
      <Text size="sm" ta="center" mt="xl" c="gray.7">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.href()} fw={600}>
          Log in
        </Anchor>
      </Text>
      <Text size="sm" ta="center" mt={6} c="gray.7">
        Are you a supplier?{' '}
        <Anchor component={Link} to={paths.supplierRegistration.href()} fw={600}>
          List your business
        </Anchor>
      </Text>

      <Modal
        opened={sentTo !== null}
        onClose={() => void navigate(paths.home.href())}
        withCloseButton={false}
        closeOnClickOutside={false}
        centered
        radius="lg"
        padding="xl"
        // Mantine names the dialog only by its header title: it is there for assistive technology, and
        // hidden, as the visible heading is in the body (as in the password-changed modal).
        title="Please confirm your e-mail"
        styles={{ header: { display: 'none' } }}
      >
        <Stack align="center" ta="center" gap="md" py="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal">
            <IconMailCheck size={34} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={26} aria-hidden>
            Please confirm your e-mail
          </Title>
          <Text c="gray.7">
            We&rsquo;ve sent an e-mail with a confirmation link to{' '}
            <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>. Follow the link to confirm your
            address and activate your account.
          </Text>
          {chatId !== null && (
            <Button
              size="md"
              variant="outline"
              onClick={() => void navigate(paths.organiserDashboard.href('messages', String(chatId)))}
            >
              {chatTexts.openConversation}
            </Button>
          )}
          <Button size="md" onClick={() => void navigate(paths.home.href())} data-autofocus>
            Back to Home
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
