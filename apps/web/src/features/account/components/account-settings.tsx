import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { ContactForm, type ContactFormKind } from './contact-form';
import { SettingsSection } from './settings-section';

/**
 * 'Account settings' of the organiser and supplier dashboards (spec 2.4, 2.5): the contact form of the role and
 * Change password; `notice` comes before them, `after` after them (the organiser's e-mail notice and Delete).
 */
export function AccountSettings({
  user,
  kind,
  contactDescription,
  notice,
  after,
}: {
  user: SessionUser;
  kind: ContactFormKind;
  contactDescription: string;
  notice?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Stack gap="xl" maw={880}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 32 }}>
          Account settings
        </Title>
        <Text c="gray.7" mt={4}>
          Signed in as <span style={{ overflowWrap: 'anywhere' }}>{user.email}</span>
        </Text>
      </div>
      {notice}
      <SettingsSection title="Contact details" description={contactDescription}>
        {/* Re-mounted per user so the form never shows another account's values. */}
        <ContactForm key={user.id} user={user} kind={kind} />
      </SettingsSection>
      <SettingsSection
        title="Change password"
        description="You will stay signed in on this device; other devices are signed out."
      >
        <ChangePasswordForm />
      </SettingsSection>
      {after}
    </Stack>
  );
}
