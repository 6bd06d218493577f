import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ProfileStatus, type RoleName } from '@marquee/contracts/enums';
import { useSession } from '../lib/session';
import { readPendingMessage, supplierChatHref } from '../lib/pending-message';
import { paths } from '../config/paths';
import { landingAfterLogin } from '../features/auth/lib/landing';
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

/**
 * Login and recovery: a signed-in user is sent to their dashboard, or back to the page of their own area
 * that RequireRole stopped them at. Signing in on these screens only updates the session; this guard
 * then moves on, so there is one navigation and no race with the session update.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const s = useSession();
  const location = useLocation();
  if (!s.isInitialized) return <FullPageLoader />;
  if (s.isAuth && s.roleName) {
    // A supplier under review who could sign in has not finished registering (sign-in is refused once the
    // profile is submitted, decision 0033): the wizard resumes at the step the server kept.
    if (s.roleName === 'supplier' && s.user?.profile?.status === ProfileStatus.underReview) {
      return <Navigate to={paths.supplierRegistration.href()} replace />;
    }
    // A message typed as a guest on a supplier's profile (issue 21): the organiser lands in that supplier's chat,
    // which sends it, wherever they signed in (the /login page too, not only the profile's prompt).
    const kept = s.roleName === 'organiser' ? readPendingMessage() : null;
    if (kept) return <Navigate to={supplierChatHref(kept.supplierId, kept.supplierName)} replace />;
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={landingAfterLogin(s.roleName, from)} replace />;
  }
  return <>{children}</>;
}
