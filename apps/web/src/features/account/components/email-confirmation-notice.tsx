import { Alert } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { EmailConfirmationActions } from './email-confirmation-actions';

/** Shown until the e-mail address is confirmed by the link sent at sign-up (spec 2.3). */
export function EmailConfirmationNotice() {
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
      <EmailConfirmationActions />
    </Alert>
  );
}
