import { SimpleGrid, type TextInputProps } from '@mantine/core';
import { IconAt, IconBriefcase, IconBuilding, IconPhone, IconUser, IconWorld } from '@tabler/icons-react';
import type { Control, FieldValues } from 'react-hook-form';
import { limits } from '@marquee/contracts/limits';
import type { BoundFieldProps } from './bound-field';
import { TextField } from './text-field';

// The fields that say who someone is and how to reach them, so that each looks and autofills alike in
// every form. A caller's props come last and win (e.g. a form's own label).
type ContactFieldProps<T extends FieldValues, TTransformed> = BoundFieldProps<
  T,
  TTransformed,
  TextInputProps
>;

/** The value a new phone field starts with. */
export const PHONE_PREFIX = `${limits.defaultPhonePrefix} `;

/** 'Email', with the e-mail keyboard and autofill. */
export function EmailField<T extends FieldValues, TTransformed = T>(
  props: ContactFieldProps<T, TTransformed>,
) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.co.uk"
      icon={IconAt}
      {...props}
    />
  );
}

/**
 * A phone field for UK users: starts with the +44 prefix (spec 9); the form's schema normalises what is
 * typed to E.164 with GB as the default country before it is sent.
 */
export function PhoneField<T extends FieldValues, TTransformed = T>(
  props: ContactFieldProps<T, TTransformed>,
) {
  return (
    <TextField
      label="Phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={`${limits.defaultPhonePrefix} 7911 123456`}
      icon={IconPhone}
      {...props}
    />
  );
}

/** A person's full name; each form words its label. */
export function PersonNameField<T extends FieldValues, TTransformed = T>(
  props: ContactFieldProps<T, TTransformed>,
) {
  return <TextField autoComplete="name" icon={IconUser} {...props} />;
}

/** 'Company name'. */
export function CompanyNameField<T extends FieldValues, TTransformed = T>(
  props: ContactFieldProps<T, TTransformed>,
) {
  return <TextField label="Company name" autoComplete="organization" icon={IconBuilding} {...props} />;
}

/** A job title in the company; each form words its label. */
export function JobTitleField<T extends FieldValues, TTransformed = T>(
  props: ContactFieldProps<T, TTransformed>,
) {
  return <TextField autoComplete="organization-title" icon={IconBriefcase} {...props} />;
}

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

/**
 * Name & Surname, Phone, Company name and Position in two columns; a supplier's forms add Website (required) and
 * Display email (required in the settings, optional in the registration wizard). Shared by the settings forms
 * (account) and the wizard's contact step (supplier-onboarding).
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
