import { useEffect, useState } from 'react';
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

const schemas = { organiser: organiserContactBody, supplier: supplierContactBody } as const;

// The organiser's schema drops the supplier-only fields (zod strips unknown keys), so they are never sent.
const resolvers: Record<ContactFormKind, Resolver<ContactValues>> = {
  organiser: zodResolver(schemas.organiser) as unknown as Resolver<ContactValues>,
  supplier: zodResolver(schemas.supplier) as unknown as Resolver<ContactValues>,
};

const fieldNames = {
  organiser: ['name', 'phone', 'company_name', 'position_in_company'],
  supplier: ['name', 'phone', 'company_name', 'position_in_company', 'website', 'display_email'],
} as const;

type ContactField = (typeof fieldNames)[ContactFormKind][number];

/** The fields whose stored value the form's rule refuses: a phone saved before the rule, a missing display e-mail. */
function refusedFields(kind: ContactFormKind, values: ContactValues): ContactField[] {
  const parsed = schemas[kind].safeParse(values);
  if (parsed.success) return [];
  const names: readonly string[] = fieldNames[kind];
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return names.filter((name) => refused.has(name)) as ContactField[];
}

/**
 * Spec 5 'Organiser contact form' and 'Supplier settings form' (the same fields plus website and display e-mail,
 * both required), saved with POST auth/me; progress shows as 'Saving' then 'Saved' or the server's message
 * (spec 8).
 */
export function ContactForm({ user, kind }: { user: SessionUser; kind: ContactFormKind }) {
  const update = useUpdateMe();
  const form = useForm({ resolver: resolvers[kind], defaultValues: contactValues(user) });
  // Saving must not fail on a value the user never touched without saying which (issue 21): stored values the
  // rules refuse show their error on load and are checked again as they are corrected; Save focuses the first.
  const [refused] = useState(() => refusedFields(kind, contactValues(user)));
  useEffect(() => {
    if (refused.length === 0) return;
    void form.trigger(refused);
    const watching = form.watch((_values, { name }) => {
      if (name && (refused as string[]).includes(name)) void form.trigger(name as ContactField);
    });
    return () => watching.unsubscribe();
  }, [form, refused]);

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
        setServerFieldErrors(form.setError, err, fieldNames[kind], { focus: true });
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
