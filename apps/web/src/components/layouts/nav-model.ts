import type { RoleName } from '@marquee/contracts/enums';
import { dashboardFor, paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Pages aimed at suppliers get the supplier header buttons and footer (spec 2.2). */
export function isSupplierPath(pathname: string): boolean {
  return /^\/(suppliers|supplier-registration|supplier-dashboard)(\/|$)/.test(pathname);
}

/** The header of spec 2.2 for a path and a role (null for guests). */
export function headerModel(pathname: string, role: RoleName | null) {
  const supplierPage = isSupplierPath(pathname);
  const account: NavItem =
    role === null
      ? { label: 'Log in', to: paths.login.href() }
      : { label: role === 'admin' ? 'Admin' : 'Dashboard', to: dashboardFor(role) };
  const links: NavItem[] = [
    { label: 'Home', to: paths.home.href() },
    { label: 'How it works', to: paths.howItWorks.href() },
    { label: 'About us', to: paths.about.href() },
    account,
  ];
  const buttons: NavItem[] = [
    { label: 'Browse directory', to: paths.directory.href() },
    supplierPage
      ? { label: 'For organisers', to: paths.home.href() }
      : { label: 'Become a supplier', to: paths.suppliers.href() },
  ];
  const signUp: NavItem | null =
    role === null
      ? {
          label: 'Sign up',
          to: supplierPage ? paths.supplierRegistration.href() : paths.organiserRegistration.href(),
        }
      : null;
  return { links, buttons, signUp };
}

/** The user menu of spec 2.2 (Log out is added by the menu itself). */
export function userMenuItems(role: RoleName): NavItem[] {
  if (role === 'admin') return [{ label: 'Admin', to: paths.admin.href() }];
  const items: NavItem[] = [];
  if (role === 'supplier') items.push({ label: 'My profile', to: paths.supplierDashboard.href('profile') });
  const settings =
    role === 'supplier'
      ? paths.supplierDashboard.href('settings')
      : paths.organiserDashboard.href('settings');
  items.push({ label: 'Account settings', to: settings });
  return items;
}

/** The two footers of spec 2.2. The supplier footer's Home is the supplier home; 'For Organisers' leads to /. */
export function footerLinks(pathname: string, role: RoleName | null): NavItem[] {
  if (isSupplierPath(pathname)) {
    return [
      { label: 'Home', to: paths.suppliers.href() },
      { label: 'About Us', to: paths.about.href() },
      { label: 'Supplier Directory', to: paths.directory.href() },
      { label: 'List your business in our directory', to: paths.supplierRegistration.href() },
      { label: 'For Organisers', to: paths.home.href() },
    ];
  }
  return [
    { label: 'Home', to: paths.home.href() },
    { label: 'About Us', to: paths.about.href() },
    { label: 'Find a supplier', to: paths.requestQuote.href() },
    { label: 'Supplier Directory', to: paths.directory.href() },
    { label: 'Become a Supplier', to: paths.suppliers.href() },
    role === null
      ? { label: 'Log In', to: paths.login.href() }
      : { label: role === 'admin' ? 'Admin' : 'Dashboard', to: dashboardFor(role) },
  ];
}
