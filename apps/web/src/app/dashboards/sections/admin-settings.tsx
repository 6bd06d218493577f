import type { SectionProps } from '../../../components/dashboard/section-props';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form';
import { AdminSettings } from '../../../features/admin-settings/components/admin-settings';

/** Admin › Settings: the admin-settings feature's screen with the account feature's change-password form. */
export function AdminSettingsSection(props: SectionProps) {
  return <AdminSettings {...props} changePassword={<ChangePasswordForm />} />;
}
