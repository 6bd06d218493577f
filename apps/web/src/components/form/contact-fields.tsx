import type { TextInputProps } from '@mantine/core';
import { IconAt, IconBriefcase, IconBuilding, IconPhone, IconUser } from '@tabler/icons-react';
import type { FieldValues } from 'react-hook-form';
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
