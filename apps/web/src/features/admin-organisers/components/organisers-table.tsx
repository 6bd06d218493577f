import { Fragment } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminOrganiserListItem, AdminOrganiserSortField } from '@marquee/contracts/admin-organisers';
import { PRIMARY_FUNCTIONS } from '@marquee/contracts/enums';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import type { ListSort } from '../../../lib/list-sort';
import { displayDate } from '../../../lib/format';

// Column names and the API's sort field each one sorts by; the last, unnamed column holds the row's actions. Below
// about 1150 px (and at 1440 beside the sidebar) the last columns scroll into view; the least used comes last.
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
const columns = [...Object.keys(sortFields), ''];

const orDash = (v: string | null) => v || '—';

/** An address that may wrap after its '@' and before a dot, never letter by letter (the list's widest column). */
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
      minWidth={960}
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
          <Table.Td fw={600} c="navy.9">
            {o.name}
          </Table.Td>
          <Table.Td>
            <EmailAddress email={o.email} />
          </Table.Td>
          <Table.Td>{orDash(o.company_name)}</Table.Td>
          <Table.Td>{orDash(o.position_in_company)}</Table.Td>
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
