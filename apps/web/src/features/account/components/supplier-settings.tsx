import { useSession } from '../../../lib/session';
import { AccountSettings } from './account-settings';

/** Supplier 'Account settings' at /supplier-dashboard/settings (spec 2.5): contact form and password. */
export function SupplierSettings() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AccountSettings
      user={user}
      kind="supplier"
      contactDescription="Organisers see your phone, display e-mail and website on your profile."
    />
  );
}
