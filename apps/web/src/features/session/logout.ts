import { modals } from '@mantine/modals';
import { api } from '../../lib/api-client';
import { session, tokenStore, type SessionUser } from '../../lib/session';
import { paths } from '../../config/paths';

/**
 * Signs out, then goes on. While an administrator is viewing the product as someone else
 * (spec 4 Impersonation) the administrator's own token is restored and they return to /admin-login;
 * everyone else goes to the home page.
 */
export async function logout(navigate: (to: string) => void | Promise<void>): Promise<void> {
  // The server revokes the token; a failure (already expired, offline) must not keep the user signed in.
  await api.post('auth/logout').catch(() => undefined);
  const adminToken = tokenStore.getAdmin();
  if (adminToken) {
    tokenStore.set(adminToken, true);
    tokenStore.setAdmin(null);
    try {
      const { user } = await api.get<{ user: SessionUser }>('auth/me');
      session.setUser(user);
      await navigate(paths.admin.href());
      return;
    } catch {
      // The administrator's own token has expired too: fall through to a plain sign-out.
    }
  }
  // Leave the protected page first (the data router's navigate settles once the new page is in), so its guard
  // does not bounce the user to /login on the way out.
  await navigate(paths.home.href());
  session.clear();
}

/** The log out confirmation of spec 2.7, then the logout itself. */
export function confirmLogout(options: {
  navigate: (to: string) => void | Promise<void>;
  onDone?: () => void;
}) {
  modals.openConfirmModal({
    title: 'Log out',
    children: 'Are you sure you want to log out of Marquee?',
    labels: { confirm: 'Log out', cancel: 'Cancel' },
    onConfirm: () => {
      void logout(options.navigate).then(() => options.onDone?.());
    },
  });
}
