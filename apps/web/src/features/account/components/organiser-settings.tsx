import { useSession } from '../../../lib/session';
import { AccountSettings } from './account-settings';
import { DeleteProfile } from './delete-profile';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { SettingsSection } from './settings-section';

/** Organiser account settings at /organiser-dashboard/settings (spec 2.4): contact form, password, delete. */
export function OrganiserSettings() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AccountSettings
      user={user}
      kind="organiser"
      contactDescription="Suppliers see these details when they reply to your requests."
      notice={user.email_verified === false && <EmailConfirmationNotice />}
      after={
        // The server's users policy decides (spec 6: organisers delete their own profile), not the role here.
        user.policies.delete && (
          <SettingsSection title="Delete profile" tone="danger">
            <DeleteProfile />
          </SettingsSection>
        )
      }
    />
  );
}
