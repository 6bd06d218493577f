import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { ContactForm } from './contact-form';
import { DeleteProfile } from './delete-profile';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { SettingsSection } from './settings-section';

/** Organiser account settings at /organiser-dashboard/settings (spec 2.4): contact form, password, delete. */
export function OrganiserSettings() {
  const { user } = useSession();
  if (!user) return null;
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
      {user.email_verified === false && <EmailConfirmationNotice email={user.email} />}
      <SettingsSection
        title="Contact details"
        description="Suppliers see these details when they reply to your requests."
      >
        {/* Re-mounted per user so the form never shows another account's values. */}
        <ContactForm key={user.id} user={user} />
      </SettingsSection>
      <SettingsSection
        title="Change password"
        description="You will stay signed in on this device; other devices are signed out."
      >
        <ChangePasswordForm />
      </SettingsSection>
      {/* The server's users policy decides (spec 6: organisers delete their own profile), not the role here. */}
      {user.policies.delete && (
        <SettingsSection title="Delete profile" tone="danger">
          <DeleteProfile />
        </SettingsSection>
      )}
    </Stack>
  );
}
