import { useState } from 'react';
import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { ForgotForm } from '../../../features/auth/components/forgot-form';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /forgot (spec 2.3): the form, then a message that the link was sent with a button back home. */
export function Component() {
  usePageTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      {sentTo ? (
        <Stack gap="md" align="flex-start" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconMailCheck size={30} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <AuthHeading title="Check your inbox">
            We&rsquo;ve sent a password reset link to{' '}
            <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>. Follow the link in the e-mail to
            choose a new password. If it hasn&rsquo;t arrived in a few minutes, check your spam folder.
          </AuthHeading>
          <Button component={Link} to={paths.home.href()} size="md">
            Back to Home
          </Button>
        </Stack>
      ) : (
        <>
          <AuthHeading title="Forgot your password?">
            Enter the e-mail address you registered with and we&rsquo;ll send you a link to reset your
            password.
          </AuthHeading>
          <ForgotForm onSent={setSentTo} />
        </>
      )}
      <Text size="sm" ta="center" mt="xl">
        <Anchor component={Link} to={paths.login.href()} fw={600} inline>
          <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
          Back to log in
        </Anchor>
      </Text>
    </>
  );
}
