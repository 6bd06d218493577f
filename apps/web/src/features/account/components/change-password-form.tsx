import { Button, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordBody } from '@marquee/contracts/auth';
import { notices } from '@marquee/contracts/messages';
import { NewPasswordField, PasswordField } from '../../../components/form/password-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { SubmitRow } from '../../../components/form/submit-row';
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
 * Change password (spec 5, 8): a wrong current password shows 'Invalid password' on that field, other
 * failures their own message in the error toast; success
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
        // A wrong current password is the API's 422 with 'Invalid password' on password_old (spec 8's
        // text, on its field). Anything else, a 500 included, is shown as what it is (decision 0019).
        const placed = setServerFieldErrors(
          form.setError,
          err,
          ['password_old', 'password', 'confirmPassword'],
          {
            focus: true,
          },
        );
        if (placed.length === 0) showErrorToast(err);
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
