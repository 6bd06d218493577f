import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notices } from '@marquee/contracts/messages';
import { organiserContactBody } from '@marquee/contracts/users';
import {
  CompanyNameField,
  JobTitleField,
  PersonNameField,
  PHONE_PREFIX,
  PhoneField,
} from '../../../components/form/contact-fields';
import { SubmitRow } from '../../../components/form/submit-row';
import { ApiError, describeError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
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
        <PersonNameField control={form.control} name="name" label="Name & Surname" withAsterisk />
        <PhoneField control={form.control} name="phone" withAsterisk />
        <CompanyNameField control={form.control} name="company_name" withAsterisk />
        <JobTitleField control={form.control} name="position_in_company" label="Position" withAsterisk />
      </SimpleGrid>
      <SubmitRow loading={update.isPending}>Save changes</SubmitRow>
    </form>
  );
}
