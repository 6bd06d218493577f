import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';

/**
 * /profile: the spec does not show its contents (docs/decisions/0008-profile-route.md). It leads to the
 * signed-in user's own profile or settings, and guests to the login page, which brings them back here.
 */
export function profileTarget(role: 'supplier' | 'organiser' | 'admin' | null): string {
  if (role === 'supplier') return paths.supplierDashboard.href('profile');
  if (role === 'organiser') return paths.organiserDashboard.href('settings');
  if (role === 'admin') return paths.admin.href('settings');
  return paths.login.href();
}

export function Component() {
  const { roleName } = useSession();
  const to = profileTarget(roleName);
  return <Navigate to={to} replace state={roleName ? undefined : { from: paths.profile.href() }} />;
}
