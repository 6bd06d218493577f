import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBriefcase, IconBuilding, IconCheck, IconUser } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notices } from '@marquee/contracts/messages';
import { organiserContactBody } from '@marquee/contracts/users';
import { ApiError, describeError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
import { PHONE_PREFIX, PhoneInput } from '../../auth/components/phone-input';
import { useUpdateMe } from '../api/update-me';

const fieldNames = ['name', 'phone', 'company_name', 'position_in_company'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Spec 5 'Organiser contact form', saved with POST auth/me; progress shows as 'Saving' then 'Saved' (spec 8). */
export function ContactForm({ user }: { user: SessionUser }) {
  const update = useUpdateMe();
  const form = useForm({
    resolver: zodResolver(organiserContactBody),
    defaultValues: {
      name: text(user.name),
      phone: text(user.phone) || PHONE_PREFIX,
      company_name: text(user.company_name),
      position_in_company: text(user.position_in_company),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const id = notifications.show({
      loading: true,
      message: notices.saving,
      autoClose: false,
      withCloseButton: false,
    });
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        notifications.update({
          id,
          loading: false,
          color: 'teal',
          icon: <IconCheck size={18} />,
          message: notices.saved,
          autoClose: 3000,
          withCloseButton: true,
        });
        // The saved, normalised values (e.g. the phone in E.164) become the form's new baseline.
        form.reset({
          name: text(saved.name),
          phone: text(saved.phone),
          company_name: text(saved.company_name),
          position_in_company: text(saved.position_in_company),
        });
      },
      onError: (err) => {
        notifications.update({
          id,
          loading: false,
          color: 'red',
          title: 'Error',
          message: describeError(err),
          autoClose: 6000,
          withCloseButton: true,
        });
        if (err instanceof ApiError) {
          for (const name of fieldNames) {
            const message = err.fieldErrors[name]?.[0];
            if (message) form.setError(name, { message });
          }
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contact details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Name & Surname"
          autoComplete="name"
          leftSection={<IconUser size={16} stroke={1.6} aria-hidden />}
          error={errors.name?.message}
          withAsterisk
          {...form.register('name')}
        />
        <PhoneInput label="Phone" error={errors.phone?.message} withAsterisk {...form.register('phone')} />
        <TextInput
          label="Company name"
          autoComplete="organization"
          leftSection={<IconBuilding size={16} stroke={1.6} aria-hidden />}
          error={errors.company_name?.message}
          withAsterisk
          {...form.register('company_name')}
        />
        <TextInput
          label="Position"
          autoComplete="organization-title"
          leftSection={<IconBriefcase size={16} stroke={1.6} aria-hidden />}
          error={errors.position_in_company?.message}
          withAsterisk
          {...form.register('position_in_company')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </Group>
    </form>
  );
}
