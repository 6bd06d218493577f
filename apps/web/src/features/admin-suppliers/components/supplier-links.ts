import { paths } from '../../../config/paths';

/**
 * A supplier's profile in the admin area (spec 2.6): /admin-login/suppliers/profile?id= from the approval queue,
 * profile-approved?id= from the Accepted list (the tab it belongs to stays selected).
 */
export const supplierProfileHref = (id: number, list: 'approval' | 'approved' = 'approval') =>
  `${paths.admin.href('suppliers', list === 'approved' ? 'profile-approved' : 'profile')}?id=${id}`;

/** The list a profile belongs to: the tab its breadcrumb goes back to. */
export const supplierListHref = (list: 'approval' | 'approved') => paths.admin.href('suppliers', list);
