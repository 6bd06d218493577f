import { Navigate, useParams } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { menuHref, menuItems, resolveMenu } from '../../../components/layouts/sidebar/menus';
import { usePageTitle } from '../../../hooks/use-page-title';
import {
  OrganiserMessages,
  OrganiserRequests,
} from '../../../features/dashboard/components/organiser-screens';
import { OrganiserSettings } from '../../../features/account/components/organiser-settings';

/** /organiser-dashboard/{menu}/{submenu} (spec 2.4). */
export function Component() {
  const { menu, submenu } = useParams();
  const active = resolveMenu('organiser', menu);
  usePageTitle(active === 'settings' ? 'Account settings' : menuItems[active].label);
  // An unknown menu shows the dashboard's default screen under its own address.
  if (menu && menu !== active) return <Navigate to={menuHref('organiser')} replace />;
  return (
    <DashboardLayout area="organiser" active={active}>
      {active === 'requests' && <OrganiserRequests tab={submenu} />}
      {active === 'messages' && <OrganiserMessages />}
      {active === 'settings' && <OrganiserSettings />}
    </DashboardLayout>
  );
}
