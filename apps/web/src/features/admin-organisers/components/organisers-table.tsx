import { Fragment } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminOrganiserListItem, AdminOrganiserSortField } from '@marquee/contracts/admin-organisers';
import { PRIMARY_FUNCTIONS } from '@marquee/contracts/enums';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import type { ListSort } from '../../../lib/list-sort';
import { displayDate } from '../../../lib/format';

// Column names and the API's sort field each one sorts by; the last, unnamed column holds the row's actions. Name
// and e-mail share a cell (two lines), as do company and position, so the list fits the dashboard's panel at
// 1440 px; each name sorts on its own. Below that the columns scroll into view, the least used last.
const sortFields: Record<string, AdminOrganiserSortField> = {
  ID: 'id',
  Name: 'name',
  'E-mail': 'email',
  Company: 'company_name',
  Position: 'position_in_company',
  Requests: 'requests_count',
  Registered: 'created_at',
  'Primary function': 'primary_function',
};
const columns = [
  'ID',
  ['Name', 'E-mail'],
  ['Company', 'Position'],
  'Requests',
  'Registered',
  'Primary function',
  '',
] as const;

const orDash = (v: string | null) => v || '—';

/** An address that may wrap after its '@' and before a dot, never letter by letter (the list's widest value). */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The organiser list as a table sorted by its headers, each row with the slot's actions and Delete. */
export function OrganisersTable({
  organisers,
  sort,
  onSort,
  onDelete,
  rowActions,
}: {
  organisers: AdminOrganiserListItem[];
  sort: ListSort<AdminOrganiserSortField>;
  onSort: (field: AdminOrganiserSortField) => void;
  onDelete: (organiser: AdminOrganiserListItem) => void;
  rowActions?: UserRowActions;
}) {
  return (
    <ScrollTable
      label="Organisers"
      minWidth={820}
      compact
      columns={columns}
      sort={{
        fields: sortFields,
        current: sort,
        onSort: (field) => onSort(field as AdminOrganiserSortField),
      }}
    >
      {organisers.map((o) => (
        <Table.Tr key={o.id}>
          <Table.Td>{o.id}</Table.Td>
          <Table.Td miw={180}>
            <Text size="sm" fw={600} c="navy.9">
              {o.name}
            </Text>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              <EmailAddress email={o.email} />
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ overflowWrap: 'break-word' }}>
              {orDash(o.company_name)}
            </Text>
            <Text size="xs" c="gray.7">
              {orDash(o.position_in_company)}
            </Text>
          </Table.Td>
          <Table.Td>{o.requests_count}</Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {displayDate(o.created_at)}
            </Text>
          </Table.Td>
          <Table.Td>{o.primary_function ? PRIMARY_FUNCTIONS[o.primary_function] : '—'}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {rowActions?.({ id: o.id, name: o.name, role: 'organiser' })}
              <RowAction
                icon={<IconTrash size={16} aria-hidden="true" />}
                label={`Delete ${o.name}`}
                color="red.9"
                onClick={() => onDelete(o)}
              >
                Delete
              </RowAction>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
