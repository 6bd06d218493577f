import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAt, IconCheck, IconWorld } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notices } from '@marquee/contracts/messages';
import { supplierContactBody } from '@marquee/contracts/users';
import {
  CompanyNameField,
  JobTitleField,
  PersonNameField,
  PHONE_PREFIX,
  PhoneField,
} from '../../../components/form/contact-fields';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { SubmitRow } from '../../../components/form/submit-row';
import { TextField } from '../../../components/form/text-field';
import { describeError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
import { useUpdateMe } from '../api/update-me';

const fieldNames = [
  'name',
  'phone',
  'company_name',
  'position_in_company',
  'website',
  'display_email',
] as const;

const contactValues = (user: SessionUser) => ({
  name: user.name,
  phone: user.phone ?? PHONE_PREFIX,
  company_name: user.company_name ?? '',
  position_in_company: user.position_in_company ?? '',
  website: user.website ?? '',
  display_email: user.display_email ?? '',
});

/**
 * Spec 5 'Supplier settings form': the contact fields with website and display e-mail required, saved with
 * POST auth/me; toasts 'Saving', then 'Saved' or the server's message (spec 8).
 */
export function SupplierContactForm({ user }: { user: SessionUser }) {
  const update = useUpdateMe();
  const form = useForm({ resolver: zodResolver(supplierContactBody), defaultValues: contactValues(user) });

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
        setServerFieldErrors(form.setError, err, fieldNames);
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
        <TextField
          control={form.control}
          name="website"
          label="Website"
          type="url"
          autoComplete="url"
          icon={IconWorld}
          withAsterisk
        />
        <TextField
          control={form.control}
          name="display_email"
          label="Display email"
          description="Shown on your profile"
          type="email"
          icon={IconAt}
          withAsterisk
        />
      </SimpleGrid>
      <SubmitRow loading={update.isPending}>Save changes</SubmitRow>
    </form>
  );
}
