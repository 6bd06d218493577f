import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetBody } from '@marquee/contracts/auth';
import { NewPasswordField, PasswordField } from '../../../components/form/password-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError, ApiError } from '../../../lib/api-error';
import { session } from '../../../lib/session';
import { useResetPassword } from '../api/reset-password';

/** A used or expired link is reported on `token` ('Email or Token are invalid'); say that alone. */
function resetFailureText(err: unknown): string {
  if (err instanceof ApiError) {
    const linkProblem = err.fieldErrors.token?.[0] ?? err.fieldErrors.email?.[0];
    if (linkProblem) return linkProblem;
  }
  return describeError(err);
}

/**
 * Recovery (spec 2.3, 5): a new password and its confirmation, sent with the link's e-mail and token.
 * On success the user is signed in (not remembered: this device may not be theirs).
 */
export function PasswordResetForm({ email, token }: { email: string; token: string }) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetBody),
    defaultValues: { email, token, password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (result) => session.signIn(result.access_token, result.user, false),
      // A used or expired link is shown in the alert above; the new password's own errors on its fields.
      onError: (err) => setServerFieldErrors(form.setError, err, ['password', 'confirmPassword']),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {reset.isError && <ErrorAlert>{resetFailureText(reset.error)}</ErrorAlert>}
        <NewPasswordField control={form.control} name="password" label="New password" data-autofocus />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
