import { Alert, Button, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Shown until the e-mail address is confirmed by the link sent at sign-up (spec 2.3). */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      icon={<IconMailExclamation size={20} />}
      title="Please confirm your e-mail"
      // Mantine's light yellow title (#e67700 on #fff3bf) is 2.7:1; the dark title reads at 12:1.
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      <Text size="sm" mb="sm">
        We sent a confirmation link to <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. Follow
        it to confirm your address.
      </Text>
      {resend.isSuccess ? (
        <Text size="sm" fw={600} role="status">
          A new link is on its way.
        </Text>
      ) : (
        <Button
          size="xs"
          variant="white"
          color="dark"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
        >
          Send the link again
        </Button>
      )}
    </Alert>
  );
}
