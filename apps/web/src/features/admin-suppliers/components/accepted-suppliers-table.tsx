import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { AdminSupplierListItem, AdminSupplierSortField } from '@marquee/contracts/admin-suppliers';
import { radiusLabel } from '../../../components/form/services-step';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { displayDate } from '../../../lib/format';
import type { ListSort } from '../../../lib/list-sort';
import { supplierProfileHref } from './supplier-links';

/**
 * The columns, and the sort field of each name that sorts (spec 3 'Supplier (admin list)', 7.7 sort_field). Pairs
 * share a cell, one value over the other, so the eleven values fit the dashboard's panel at 1440 px; each name in
 * a pair sorts on its own. Below that the table scrolls inside its panel with the actions kept in sight.
 */
const columns = [
  ['Supplier', 'Contact'],
  'Plan',
  ['RFQs received', 'Responded'],
  ['Registered', 'Payment requested'],
  'Location',
  'Services',
  '',
] as const;
const sortFields: Record<string, AdminSupplierSortField> = {
  Supplier: 'company_name',
  Contact: 'name',
  Plan: 'pricing_plan_name',
  'RFQs received': 'service_request_notifies_count',
  Responded: 'service_request_quotes_count',
  Registered: 'created_at',
  'Payment requested': 'payment_requested_at',
  Location: 'location',
};

/** A figure or date under its name, as the paired cells show their second value. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
      {label}{' '}
      <Text span size="sm" c="navy.9" fw={600}>
        {children}
      </Text>
    </Text>
  );
}

export const supplierName = (s: { company_name: string | null; name: string }) => s.company_name ?? s.name;

/**
 * The Accepted suppliers as a table: every header with a sort field sorts (the parent keeps the order), the
 * company links to the profile, and each row ends with Edit, Delete (icons, named) and the actions `rowActions`
 * adds. It fits the panel at 1440 px; where it is wider than its panel it scrolls inside it with the actions kept
 * in sight (ScrollTable).
 */
export function AcceptedSuppliersTable({
  suppliers,
  sort,
  onSort,
  onEdit,
  onDelete,
  rowActions,
}: {
  suppliers: AdminSupplierListItem[];
  sort: ListSort<AdminSupplierSortField>;
  onSort: (field: AdminSupplierSortField) => void;
  onEdit: (supplier: AdminSupplierListItem) => void;
  onDelete: (supplier: AdminSupplierListItem) => void;
  rowActions?: UserRowActions;
}) {
  const location = useLocation();
  // The profile's breadcrumb returns to this very list: its filters, sort and page.
  const from = location.pathname + location.search;
  return (
    <ScrollTable
      label="Accepted suppliers"
      minWidth={900}
      compact
      columns={columns}
      sort={{ fields: sortFields, current: sort, onSort: (f) => onSort(f as AdminSupplierSortField) }}
    >
      {suppliers.map((s) => {
        const name = supplierName(s);
        return (
          <Table.Tr key={s.id}>
            <Table.Td miw={150}>
              <Stack gap={0}>
                <Anchor
                  component={Link}
                  to={supplierProfileHref(s.id, 'approved')}
                  state={{ from }}
                  fw={700}
                  c="navy.9"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {name}
                </Anchor>
                <Text size="sm">
                  {s.name}
                  {s.position_in_company ? `, ${s.position_in_company}` : ''}
                </Text>
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {s.email}
                </Text>
                <Text size="xs" c="gray.7">
                  {s.phone ? `${s.phone} · ` : ''}#{s.id}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text size="sm">{s.pricing_plan_name}</Text>
                {s.no_limits && (
                  <Badge variant="outline" color="teal.9" tt="none" miw="max-content">
                    No limits
                  </Badge>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Labelled label="Received">{s.service_request_notifies_count}</Labelled>
              <Labelled label="Responded">{s.service_request_quotes_count}</Labelled>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {displayDate(s.created_at)}
              </Text>
              <Text size="xs" c="gray.7">
                {s.payment_requested_at
                  ? `Payment ${displayDate(s.payment_requested_at)}`
                  : 'No payment asked'}
              </Text>
            </Table.Td>
            <Table.Td>
              {s.location ?? '—'}
              {s.location && s.nearby !== null && (
                <Text size="xs" c="gray.7">
                  {radiusLabel(s.nearby)}
                </Text>
              )}
            </Table.Td>
            <Table.Td miw={120}>
              <Text size="sm" lineClamp={3}>
                {s.services.map((x) => x.service.product).join(', ') || '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <RowAction
                  icon={<IconPencil size={16} aria-hidden="true" />}
                  label={`Edit ${name}`}
                  onClick={() => onEdit(s)}
                >
                  Edit
                </RowAction>
                <RowAction
                  icon={<IconTrash size={16} aria-hidden="true" />}
                  label={`Delete ${name}`}
                  onClick={() => onDelete(s)}
                  color="red.9"
                >
                  Delete
                </RowAction>
                {rowActions?.({ id: s.id, name, role: 'supplier' })}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ScrollTable>
  );
}
