import { modals } from '@mantine/modals';
import { api } from '../../lib/api-client';
import { tokenStore } from '../../lib/session';
import { paths } from '../../config/paths';
import { loadPage } from '../../lib/load-page';
import { flashToast } from '../../components/ui/toast';
import { toastTexts } from '@marquee/contracts/toasts';

/** Loads a page afresh; tests pass their own. */
export type Go = (url: string) => void;
const reload: Go = loadPage;

/**
 * Signs out. While an administrator is viewing the product as someone else (spec 4 Impersonation), the
 * administrator's own token is restored and they return to /admin-login; everyone else goes to the home page,
 * where a toast says 'You have been logged out'.
 *
 * The next page is loaded afresh rather than routed to: the app then starts from the stored token (or none),
 * so no cached answer of the old session survives, and a protected page's guard never sees the session vanish
 * under it and bounces the user to /login on the way out.
 */
export async function logout(go: Go = reload): Promise<void> {
  // The server revokes the token; a failure (already expired, offline) must not keep the user signed in.
  // Without a stored token (Save & Finish ended the session on the server) there is nothing to revoke.
  const adminToken = tokenStore.getAdmin(); // read first: a view that is over answers 401, which puts it back
  if (tokenStore.get()) await api.post('auth/logout').catch(() => undefined);
  if (adminToken) {
    tokenStore.set(adminToken, true);
    tokenStore.setAdmin(null);
    go(paths.admin.href());
    return;
  }
  tokenStore.clear();
  // Said on the next page: this one is left behind (flashToast).
  flashToast(toastTexts.loggedOut);
  go(paths.home.href());
}

/** The log out confirmation of spec 2.7, then the logout itself. */
export function confirmLogout(go?: Go) {
  modals.openConfirmModal({
    title: 'Log out',
    children: 'Are you sure you want to log out of Marquee?',
    labels: { confirm: 'Log out', cancel: 'Cancel' },
    onConfirm: () => void logout(go),
  });
}
