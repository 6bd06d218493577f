import type { ReactNode } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { IconMessages, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { AdminOrganiserListItem, AdminOrganiserSortField } from '@marquee/contracts/admin-organisers';
import { PRIMARY_FUNCTIONS } from '@marquee/contracts/enums';
import { RowAction, ScrollTable } from '../../../components/ui/scroll-table';
import { paths } from '../../../config/paths';
import type { ListSort } from '../../../lib/list-sort';
import { displayDate } from '../../../lib/format';

/** What another feature's row actions are given (H7's support tools: reset password, View Dashboard As). */
export interface AdminListUser {
  id: number;
  name: string;
  role: 'supplier' | 'organiser';
}

/** A slot for actions on a person's row, composed in app/ (apps/web/src/app/dashboards/sections). */
export type RowActionsSlot = (user: AdminListUser) => ReactNode;

// Column names and the API's sort field each one sorts by; the last, unnamed column holds the row's actions.
const sortFields: Record<string, AdminOrganiserSortField> = {
  ID: 'id',
  Name: 'name',
  'E-mail': 'email',
  'Primary function': 'primary_function',
  Company: 'company_name',
  Position: 'position_in_company',
  Requests: 'requests_count',
  Registered: 'created_at',
};
const columns = [...Object.keys(sortFields), ''];

const orDash = (v: string | null) => v || '—';

/** The organiser list as a table sorted by its headers, each row with Chats, Delete and the slot's actions. */
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
  rowActions?: RowActionsSlot;
}) {
  const navigate = useNavigate();
  const chatsHref = (o: AdminOrganiserListItem) =>
    `${paths.admin.href('organisers', 'chats')}?${new URLSearchParams({ user_id: String(o.id), name: o.name })}`;
  return (
    <ScrollTable
      label="Organisers"
      minWidth={1080}
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
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{o.email}</Table.Td>
          <Table.Td>{o.primary_function ? PRIMARY_FUNCTIONS[o.primary_function] : '—'}</Table.Td>
          <Table.Td>{orDash(o.company_name)}</Table.Td>
          <Table.Td>{orDash(o.position_in_company)}</Table.Td>
          <Table.Td>{o.requests_count}</Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {displayDate(o.created_at)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <RowAction
                icon={<IconMessages size={16} aria-hidden="true" />}
                label={`Chats of ${o.name}`}
                onClick={() => void navigate(chatsHref(o))}
              >
                Chats
              </RowAction>
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
