import { Text } from '@mantine/core';

/** Organiser account settings (spec 2.4): contact form, change password, delete profile. */
export function OrganiserSettings() {
  return <Text>Account settings</Text>;
}
