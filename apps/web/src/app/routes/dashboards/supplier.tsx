import { Navigate, useParams, useSearchParams } from 'react-router';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { menuHref, menuItems, resolveMenu, type MenuKey } from '../../../components/layouts/sidebar/menus';
import { usePageTitle } from '../../../hooks/use-page-title';
import {
  SupplierMessages,
  SupplierOffers,
  SupplierPayments,
  SupplierProfile,
  SupplierSettings,
  SupplierSubscriptions,
} from '../../../features/dashboard/components/supplier-screens';

const titles: Partial<Record<MenuKey, string>> = {
  subscriptions: 'Manage subscriptions',
  settings: 'Account settings',
  payments: 'Payment methods',
};

/** /supplier-dashboard/{menu}/{submenu} (spec 2.5); profile-edit and profile-preview belong to My profile. */
export function Component() {
  const { menu, submenu } = useParams();
  const [params] = useSearchParams();
  const profileMode = menu === 'profile-edit' ? 'edit' : menu === 'profile-preview' ? 'preview' : null;
  const active = profileMode ? 'profile' : resolveMenu('supplier', menu);
  usePageTitle(titles[active] ?? menuItems[active].label);
  if (menu && !profileMode && menu !== active) return <Navigate to={menuHref('supplier')} replace />;
  return (
    <DashboardLayout area="supplier" active={active}>
      {active === 'offers' && <SupplierOffers tab={submenu} subtab={params.get('tab') ?? undefined} />}
      {active === 'messages' && <SupplierMessages />}
      {active === 'profile' && <SupplierProfile mode={profileMode ?? 'view'} />}
      {active === 'subscriptions' && <SupplierSubscriptions />}
      {active === 'settings' && <SupplierSettings />}
      {active === 'payments' && <SupplierPayments />}
    </DashboardLayout>
  );
}
