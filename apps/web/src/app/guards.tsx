import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RoleName } from '@marquee/contracts/enums';
import { useSession } from '../lib/session';
import { dashboardFor, paths } from '../config/paths';
import { FullPageLoader } from '../components/ui/full-page-loader';

/** Protected area: only the exact role may enter, others go to /login (spec 2.1). */
export function RequireRole({ role, children }: { role: RoleName; children: ReactNode }) {
  const s = useSession();
  const location = useLocation();
  if (!s.isInitialized) return <FullPageLoader />;
  if (!s.isAuth || s.roleName !== role) {
    return <Navigate to={paths.login.href()} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}

/** Login and recovery: a signed-in user is sent to their dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const s = useSession();
  if (!s.isInitialized) return <FullPageLoader />;
  if (s.isAuth && s.roleName) return <Navigate to={dashboardFor(s.roleName)} replace />;
  return <>{children}</>;
}
