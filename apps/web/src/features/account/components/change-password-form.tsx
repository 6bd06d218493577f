import { Button, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordBody } from '@marquee/contracts/auth';
import { errors as texts, notices } from '@marquee/contracts/messages';
import { NewPasswordField, PasswordField } from '../../../components/form/password-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { ApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/query-client';
import { useChangePassword } from '../api/change-password';
import { modalChrome } from './modal-chrome';

const empty = { password_old: '', password: '', confirmPassword: '' };

/** The follow-up modal of spec 2.7 after a password change. */
function openPasswordChangedModal() {
  const modalId = 'password-changed';
  modals.open({
    ...modalChrome,
    modalId,
    // The visible heading is in the body; the header's title only names the dialog for assistive technology.
    title: 'Password changed',
    styles: { ...modalChrome.styles, header: { display: 'none' } },
    children: (
      <Stack align="center" ta="center" gap="md" py="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconCheck size={30} stroke={1.8} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={22} aria-hidden>
          Password changed
        </Title>
        <Text c="gray.7">{notices.passwordChanged}</Text>
        <Button onClick={() => modals.close(modalId)} data-autofocus>
          OK
        </Button>
      </Stack>
    ),
  });
}

/**
 * Change password (spec 5, 8): a wrong current password shows 'Invalid password' on that field; success
 * keeps the new token (tokenStore.replace) and opens the follow-up modal.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: empty });

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        openPasswordChangedModal();
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fieldErrors : {};
        // The API answers 422 with errors.password_old; the spec's older server answered 500.
        const wrongCurrent =
          fields.password_old?.[0] ??
          (err instanceof ApiError && err.status === 500 ? texts.invalidPassword : undefined);
        if (wrongCurrent) form.setError('password_old', { message: wrongCurrent }, { shouldFocus: true });
        for (const name of ['password', 'confirmPassword'] as const) {
          const message = fields[name]?.[0];
          if (message) form.setError(name, { message });
        }
        if (!wrongCurrent && !fields.password && !fields.confirmPassword) showErrorToast(err);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md">
        <PasswordField
          control={form.control}
          name="password_old"
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NewPasswordField control={form.control} name="password" label="New password" withAsterisk />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirm new password"
            description="Type it once more"
            autoComplete="new-password"
            withAsterisk
          />
        </SimpleGrid>
      </Stack>
      <SubmitRow loading={change.isPending}>Change password</SubmitRow>
    </form>
  );
}
