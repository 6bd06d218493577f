import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { adminSupplierTexts } from '@marquee/contracts/admin-suppliers';
import { paths } from '../../../config/paths';
import { supplierListHref } from './supplier-links';

/**
 * Where the breadcrumb's list goes: the list the profile was opened from, with its filters, sort and page when the
 * link carried them (history state `from`), else the tab itself.
 */
export function useBackToList(list: 'approval' | 'approved') {
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const from =
    typeof state?.from === 'string' && state.from.startsWith(supplierListHref(list)) ? state.from : null;
  return from ?? supplierListHref(list);
}

/** 'Suppliers › Accepted › Canvas & Co' (spec 2.6: the breadcrumb goes back to /admin-login/suppliers). */
export function SupplierBreadcrumb({ list, current }: { list: 'approval' | 'approved'; current?: string }) {
  const back = useBackToList(list);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component={Link} to={paths.admin.href('suppliers')} size="sm" c="navy.7">
          Suppliers
        </Anchor>
        <Anchor component={Link} to={back} size="sm" c="navy.7">
          {list === 'approved' ? adminSupplierTexts.accepted : adminSupplierTexts.waitingForApproval}
        </Anchor>
        {current && (
          <Text size="sm" c="gray.7" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
            {current}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
