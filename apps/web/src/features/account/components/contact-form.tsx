import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { notices } from '@marquee/contracts/messages';
import { organiserContactBody, supplierContactBody } from '@marquee/contracts/users';
import { ContactFields, PHONE_PREFIX, type ContactValues } from '../../../components/form/contact-fields';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { SubmitRow } from '../../../components/form/submit-row';
import { describeError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
import { useUpdateMe } from '../api/update-me';

export type ContactFormKind = 'organiser' | 'supplier';

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
