import type { RoleName } from '@marquee/contracts/enums';
import { dashboardFor } from '../../../config/paths';

/**
 * Where a user goes after signing in (spec 2.3): back to the page a guard sent them from when it lies in
 * their own area, otherwise their dashboard. Anything that is not a same-site path is ignored.
 */
export function landingAfterLogin(role: RoleName, from: unknown): string {
  const home = dashboardFor(role);
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return home;
  const rest = from.slice(home.length);
  return from.startsWith(home) && (rest === '' || /^[/?#]/.test(rest)) ? from : home;
}
