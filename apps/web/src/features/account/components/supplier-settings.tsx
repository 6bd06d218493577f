import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './settings-section';
import { SupplierContactForm } from './supplier-contact-form';

/** Supplier 'Account settings' at /supplier-dashboard/settings (spec 2.5): contact form and password. */
export function SupplierSettings() {
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
      <SettingsSection
        title="Contact details"
        description="Organisers see your phone, display e-mail and website on your profile."
      >
        {/* Re-mounted per user so the form never shows another account's values. */}
        <SupplierContactForm key={user.id} user={user} />
      </SettingsSection>
      <SettingsSection
        title="Change password"
        description="You will stay signed in on this device; other devices are signed out."
      >
        <ChangePasswordForm />
      </SettingsSection>
    </Stack>
  );
}
