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
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { SubmitRow } from '../../../components/form/submit-row';
import { describeError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
import { useUpdateMe } from '../api/update-me';

/** The form's values from the user as the API presents it; a missing phone starts with the UK prefix. */
const contactValues = (user: SessionUser) => ({
  name: user.name,
  phone: user.phone ?? PHONE_PREFIX,
  company_name: user.company_name ?? '',
  position_in_company: user.position_in_company ?? '',
});

/** Spec 5 'Organiser contact form', saved with POST auth/me; progress shows as 'Saving' then 'Saved' (spec 8). */
export function ContactForm({ user }: { user: SessionUser }) {
  const update = useUpdateMe();
  const form = useForm({
    resolver: zodResolver(organiserContactBody),
    defaultValues: contactValues(user),
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
        form.reset(contactValues(saved));
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
        setServerFieldErrors(form.setError, err, ['name', 'phone', 'company_name', 'position_in_company']);
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
