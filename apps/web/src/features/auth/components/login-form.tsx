import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginBody, type SessionResponse } from '@marquee/contracts/auth';
import { errors as texts } from '@marquee/contracts/messages';
import { EmailField } from '../../../components/form/contact-fields';
import { PasswordField } from '../../../components/form/password-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ApiError, describeError } from '../../../lib/api-error';
import { session } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useHydrated } from '../../../hooks/use-hydrated';
import { UntilHydrated } from '../../../components/form/until-hydrated';

const loginForm = loginBody.extend({ remember: z.boolean() });

/**
 * What a failed login says (spec 8): the login page shows the server's message; the modal says
 * 'Login or password are incorrect' for wrong credentials. Both show the supplier status messages (403)
 * and the rate-limit message as the server words them.
 */
export function loginFailureText(err: unknown, variant: 'page' | 'modal'): string {
  if (!(err instanceof ApiError)) return describeError(err);
  if (variant === 'modal' && err.status === 422) return texts.loginModalFailed;
  return err.serverMessage ?? (err.status === 422 ? texts.loginFailed : describeError(err));
}

export interface LoginFormProps {
  variant: 'page' | 'modal';
  /** Called once the session holds the new token and user. */
  onSignedIn?: (result: SessionResponse) => void;
  /** The "Forgot password?" link, rendered next to Remember me (a router link on the page, a button in the modal). */
  forgotLink: ReactNode;
}

/** E-mail, password and Remember me (spec 2.3, 4); the token goes to localStorage only when remembered. */
export function LoginForm({ variant, onSignedIn, forgotLink }: LoginFormProps) {
  const login = useLogin();
  const hydrated = useHydrated();
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = form.handleSubmit(({ remember, ...credentials }) =>
    login.mutate(credentials, {
      onSuccess: (result) => {
        session.signIn(result.access_token, result.user, remember);
        onSignedIn?.(result);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <UntilHydrated>
        <Stack gap="md">
          {login.isError && <ErrorAlert>{loginFailureText(login.error, variant)}</ErrorAlert>}
          <EmailField control={form.control} name="email" data-autofocus />
          <PasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox label="Remember me" {...form.register('remember')} />
            {forgotLink}
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending} disabled={!hydrated}>
            Log in
          </Button>
        </Stack>
      </UntilHydrated>
    </form>
  );
}
