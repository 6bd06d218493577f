import { loadPage } from '../../../lib/load-page';
import { tokenStore } from '../../../lib/session';
import { paths } from '../../../config/paths';

export type ViewedRole = 'supplier' | 'organiser';

/**
 * Swaps in the user's view-only token (spec 4 Impersonation): the administrator's own token is kept aside, to be
 * put back when the view ends (features/session/logout.ts), and the user's dashboard is loaded afresh so nothing
 * cached of the administrator's session is shown as theirs.
 */
export function startView(accessToken: string, role: ViewedRole, go: (url: string) => void = loadPage) {
  const adminToken = tokenStore.get();
  if (adminToken) tokenStore.setAdmin(adminToken);
  tokenStore.replace(accessToken);
  go(role === 'supplier' ? paths.supplierDashboard.href() : paths.organiserDashboard.href());
}
