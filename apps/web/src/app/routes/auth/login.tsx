import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Role } from '@marquee/contracts/enums';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { LoginForm } from '../../../features/auth/components/login-form';
import { usePageTitle } from '../../../hooks/use-page-title';
import { forgetPendingMessage } from '../../../lib/pending-message';

/**
 * /login (spec 2.3). Signing in changes the session; the route's guard then sends the user to their
 * dashboard, or back to the page they were stopped at, or an organiser with a message kept from a supplier's
 * profile to that supplier's chat, which sends it (app/guards.tsx, issue 21).
 */
export function Component() {
  usePageTitle('Log in');
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      <AuthHeading title="Welcome back">Log in to manage your requests, quotes and messages.</AuthHeading>
      {typeof notice === 'string' && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} mb="md" role="status">
          {notice}
        </Alert>
      )}
      <LoginForm
        variant="page"
        // Only an organiser can send a message kept from a supplier's profile (the guard takes them to it).
        onSignedIn={({ user }) => {
          if (user.role !== Role.organiser) forgetPendingMessage();
        }}
        forgotLink={
          <Anchor component={Link} to={paths.forgot.href()} size="sm">
            Forgot password?
          </Anchor>
        }
      />
      <Text size="sm" ta="center" mt="xl" c="gray.7">
        Don&rsquo;t have an account?{' '}
        <Anchor component={Link} to={paths.organiserRegistration.href()} fw={600}>
          Sign Up
        </Anchor>
      </Text>
    </>
  );
}
