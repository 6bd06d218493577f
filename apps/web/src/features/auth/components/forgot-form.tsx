import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotBody } from '@marquee/contracts/auth';
import { errors as texts } from '@marquee/contracts/messages';
import { EmailField } from '../../../components/form/contact-fields';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ApiError, describeError } from '../../../lib/api-error';
import { useForgotPassword } from '../api/forgot';

/** Spec 2.3 /forgot: asks for the e-mail and has the reset link sent; an unknown e-mail is a field error. */
export function ForgotForm({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotBody), defaultValues: { email: '' } });

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => onSent(values.email),
      onError: (err) => {
        // 422 means the address is not registered (spec 8: 'This email does not exist.'): the field's text, or
        // without one the server's message, or spec 8's.
        const placed = setServerFieldErrors(form.setError, err, ['email']);
        if (placed.length === 0 && err instanceof ApiError && err.status === 422) {
          form.setError('email', { message: err.serverMessage ?? texts.emailDoesNotExist });
        }
      },
    }),
  );
  const otherFailure = forgot.error && !(forgot.error instanceof ApiError && forgot.error.status === 422);

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        {otherFailure && <ErrorAlert>{describeError(forgot.error)}</ErrorAlert>}
        <EmailField control={form.control} name="email" />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
