import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordBody } from '@marquee/contracts/auth';
import { errors as texts, notices } from '@marquee/contracts/messages';
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
  const { errors } = form.formState;

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
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.6} aria-hidden />}
          error={errors.password_old?.message}
          withAsterisk
          maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          {...form.register('password_old')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <PasswordInput
            label="New password"
            description="At least 5 characters"
            autoComplete="new-password"
            leftSection={<IconLock size={16} stroke={1.6} aria-hidden />}
            error={errors.password?.message}
            withAsterisk
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm new password"
            description="Type it once more"
            autoComplete="new-password"
            leftSection={<IconLock size={16} stroke={1.6} aria-hidden />}
            error={errors.confirmPassword?.message}
            withAsterisk
            {...form.register('confirmPassword')}
          />
        </SimpleGrid>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </Group>
    </form>
  );
}
