import type { RoleName } from '@marquee/contracts/enums';
import { paths } from '../../../config/paths';

/**
 * Where the e-mail deep link /login-token?to=&id= leads once signed in (spec 2.3). Targets needing an id
 * fall back to the list or dashboard they belong to when the id is missing; any other combination
 * (unknown target, a target of the other role, no session, administrators) goes to /login.
 */
export function deepLinkTarget(role: RoleName | null, to: string | null, id: string | null): string {
  const ref = id ? encodeURIComponent(id) : null;
  if (role === 'supplier') {
    const dashboard = paths.supplierDashboard.href;
    switch (to) {
      case 'dashboard':
        return dashboard();
      case 'profile':
        return dashboard('profile');
      case 'chat':
        return ref ? dashboard('messages', ref) : dashboard('messages');
      case 'price_plans':
        return dashboard('subscriptions');
      case 'rfq_notify':
        return ref ? `${dashboard()}?rfq_notify=${ref}` : dashboard();
    }
  }
  if (role === 'organiser') {
    const dashboard = paths.organiserDashboard.href;
    switch (to) {
      case 'dashboard':
        return dashboard();
      case 'chat':
        return ref ? dashboard('messages', ref) : dashboard('messages');
      case 'rfq':
        return ref ? `${dashboard()}?rfq=${ref}` : dashboard();
    }
  }
  return paths.login.href();
}
