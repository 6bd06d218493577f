import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { supplierContactFields } from '@marquee/contracts/supplier-onboarding';
import { ContactFields, PHONE_PREFIX, type ContactValues } from '../../../components/form/contact-fields';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';

export type { ContactValues };
export type ContactOutput = z.output<typeof supplierContactFields>;
// The schema's input type for display_email is `unknown` (it is preprocessed); the field itself holds text.
const contactResolver = zodResolver(supplierContactFields) as unknown as Resolver<
  ContactValues,
  unknown,
  ContactOutput
>;

const contactFieldNames = [
  'name',
  'phone',
  'company_name',
  'position_in_company',
  'website',
  'display_email',
] as const;

export const emptyContact: ContactValues = {
  name: '',
  phone: PHONE_PREFIX,
  company_name: '',
  position_in_company: '',
  website: '',
  display_email: '',
};

/**
 * Step 2 'Contact information' (spec 5 'Supplier contact'): name, a GB phone, company, position and website
 * required; the display e-mail optional but valid. The schema normalises the phone before `onSubmit` gets it;
 * `onSubmit` sends, and on a failure has `placeErrors` put a 422's texts on this step's fields (it answers how
 * many it placed, so the caller shows the rest).
 */
export function ContactStep({
  initial,
  onBack,
  onSubmit,
}: {
  initial: ContactValues;
  onBack?: () => void;
  onSubmit: (values: ContactOutput, placeErrors: (err: unknown) => number) => Promise<void>;
}) {
  const form = useForm<ContactValues, unknown, ContactOutput>({
    resolver: contactResolver,
    defaultValues: initial,
  });
  const submit = form.handleSubmit((values) =>
    onSubmit(
      values,
      (err) => setServerFieldErrors(form.setError, err, contactFieldNames, { focus: true }).length,
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Contact information">
      <Stack gap="md">
        <ContactFields control={form.control} supplier="display-email-optional" />
        <Group justify="space-between" mt="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
