import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errors } from '@marquee/contracts/messages';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { PasswordResetForm } from '../../../features/auth/components/password-reset-form';
import { usePageTitle } from '../../../hooks/use-page-title';

/**
 * /password-reset?email=&token= (spec 2.3). Once the new password is saved the user is signed in and
 * the route's guard takes them to their dashboard.
 */
export function Component() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <AuthHeading title="Choose a new password">
        {email ? (
          <>
            Set a new password for <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. You&rsquo;ll
            be signed in straight away.
          </>
        ) : (
          'Set a new password for your Marquee account.'
        )}
      </AuthHeading>
      {email && token ? (
        <PasswordResetForm email={email} token={token} />
      ) : (
        <ErrorAlert>{errors.recoveryInvalid}</ErrorAlert>
      )}
      <Text size="sm" ta="center" mt="xl" c="gray.7">
        Link expired or not working?{' '}
        <Anchor component={Link} to={paths.forgot.href()} fw={600}>
          Request a new one
        </Anchor>
      </Text>
    </>
  );
}
