import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAt, IconCheck, IconWorld } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { notices } from '@marquee/contracts/messages';
import { organiserContactBody, supplierContactBody } from '@marquee/contracts/users';
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

export type ContactFormKind = 'organiser' | 'supplier';

/** The contact fields as a form holds them: text throughout (a blank display e-mail means none). */
export interface ContactValues {
  name: string;
  phone: string;
  company_name: string;
  position_in_company: string;
  website: string;
  display_email: string;
  account_name?: string | null;
}

/** The form's values from the user as the API presents it; a missing phone starts with the UK prefix. */
const contactValues = (user: SessionUser): ContactValues => ({
  name: user.name,
  phone: user.phone ?? PHONE_PREFIX,
  company_name: user.company_name ?? '',
  position_in_company: user.position_in_company ?? '',
  website: user.website ?? '',
  display_email: user.display_email ?? '',
});

// The organiser's schema drops the supplier-only fields (zod strips unknown keys), so they are never sent.
const resolvers: Record<ContactFormKind, Resolver<ContactValues>> = {
  organiser: zodResolver(organiserContactBody) as unknown as Resolver<ContactValues>,
  supplier: zodResolver(supplierContactBody) as unknown as Resolver<ContactValues>,
};

const fieldNames = {
  organiser: ['name', 'phone', 'company_name', 'position_in_company'],
  supplier: ['name', 'phone', 'company_name', 'position_in_company', 'website', 'display_email'],
} as const;

/**
 * Name & Surname, Phone, Company name and Position in two columns; a supplier's forms add Website (required) and
 * Display email (required in the settings, optional in the registration wizard). Shared by the settings forms
 * and the wizard's contact step.
 */
export function ContactFields<TTransformed>({
  control,
  supplier,
}: {
  control: Control<ContactValues, unknown, TTransformed>;
  supplier?: 'display-email-required' | 'display-email-optional';
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <PersonNameField control={control} name="name" label="Name & Surname" withAsterisk />
      <PhoneField control={control} name="phone" withAsterisk />
      <CompanyNameField control={control} name="company_name" withAsterisk />
      <JobTitleField control={control} name="position_in_company" label="Position" withAsterisk />
      {supplier && (
        <>
          <TextField
            control={control}
            name="website"
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="www.yourcompany.co.uk"
            description="Linked from your profile"
            icon={IconWorld}
            withAsterisk
          />
          <TextField
            control={control}
            name="display_email"
            label="Display email"
            description={
              supplier === 'display-email-required'
                ? 'Shown on your profile'
                : 'Shown on your profile; optional'
            }
            type="email"
            icon={IconAt}
            withAsterisk={supplier === 'display-email-required'}
          />
        </>
      )}
    </SimpleGrid>
  );
}

/**
 * Spec 5 'Organiser contact form' and 'Supplier settings form' (the same fields plus website and display e-mail,
 * both required), saved with POST auth/me; progress shows as 'Saving' then 'Saved' or the server's message
 * (spec 8).
 */
export function ContactForm({ user, kind }: { user: SessionUser; kind: ContactFormKind }) {
  const update = useUpdateMe();
  const form = useForm({ resolver: resolvers[kind], defaultValues: contactValues(user) });

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
        setServerFieldErrors(form.setError, err, fieldNames[kind]);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contact details">
      <ContactFields
        control={form.control}
        supplier={kind === 'supplier' ? 'display-email-required' : undefined}
      />
      <SubmitRow loading={update.isPending}>Save changes</SubmitRow>
    </form>
  );
}
