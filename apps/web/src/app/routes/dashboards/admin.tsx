import { Navigate, useParams } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { menuHref, menuItems, resolveMenu } from '../../../components/layouts/sidebar/menus';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AdminScreen } from '../../../features/dashboard/components/admin-screens';

/** /admin-login/{menu}/{submenu} (spec 2.6). */
export function Component() {
  const { menu, submenu } = useParams();
  const active = resolveMenu('admin', menu);
  usePageTitle(`${menuItems[active].label} · Admin`);
  if (menu && menu !== active) return <Navigate to={menuHref('admin')} replace />;
  return (
    <DashboardLayout area="admin" active={active}>
      <AdminScreen key={active} menu={active} tab={submenu} />
    </DashboardLayout>
  );
}
