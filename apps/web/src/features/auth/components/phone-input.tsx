import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { limits } from '@marquee/contracts/limits';

/**
 * A phone field for UK users: starts with the +44 prefix (spec 9); the form's schema normalises what is
 * typed to E.164 with GB as the default country before it is sent.
 */
export function PhoneInput(props: TextInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={`${limits.defaultPhonePrefix} 7911 123456`}
      leftSection={<IconPhone size={16} stroke={1.6} aria-hidden />}
      {...props}
    />
  );
}

/** The value a new phone field starts with. */
export const PHONE_PREFIX = `${limits.defaultPhonePrefix} `;
