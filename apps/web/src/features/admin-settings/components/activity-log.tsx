import { useState } from 'react';
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AuditEntry, AuditLogFilters } from '@marquee/contracts/audit-log';
import { EmptyList } from '../../../components/ui/building-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ListPagination } from '../../../components/ui/list-pagination';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { describeError } from '../../../lib/api-error';
import { plural } from '../../../lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { actionLabel, displayDateTime, summaryLines, targetLabel } from '../lib/describe-entry';
import { ActivityFilters, noFilters, type ActivityFilterValues } from './activity-filters';

const icon = <IconHistory size={28} stroke={1.6} aria-hidden="true" />;

/** The query the filters make: a date range only once both ends are chosen (spec 5 'Admin lists'). */
function queryOf(f: ActivityFilterValues, page: number): AuditLogFilters {
  const [from, to] = f.range;
  return {
    ...(f.action ? { action: f.action } : {}),
    ...(f.actorId ? { actor_id: Number(f.actorId) } : {}),
    ...(from && to ? { date_from: from, date_to: to } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const lines = summaryLines(entry.summary);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDateTime(entry.created_at)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} c="navy.9">
          {actionLabel(entry.action)}
        </Text>
      </Table.Td>
      <Table.Td>{entry.actor.name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{targetLabel(entry) ?? '—'}</Table.Td>
      <Table.Td>
        {lines.length === 0 ? (
          '—'
        ) : (
          <Stack gap={2}>
            {lines.map((line) => (
              <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Admin › Settings › Activity: every administrator action, newest first, filterable by action, administrator and
 * days; 50 a page (issue 22, decision 0064).
 */
export function ActivityLog() {
  const [filters, setFilters] = useState<ActivityFilterValues>(noFilters);
  const [page, setPage] = useState(1);
  const query = queryOf(filters, page);
  const log = useAuditLog(query);
  const filtered = Boolean(query.action ?? query.actor_id ?? query.date_from);

  return (
    <Stack gap="md" mt="md">
      <ActivityFilters
        value={filters}
        // The previous answer stays while the next one loads (keepPreviousData), and the choices with it.
        actors={log.data?.filters.actors ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {log.isError ? (
        <ErrorAlert>{describeError(log.error)}</ErrorAlert>
      ) : !log.data ? (
        <Center py="xl">
          <Loader aria-label="Loading the activity" />
        </Center>
      ) : log.data.entries.length === 0 ? (
        <EmptyList
          icon={icon}
          title={filtered ? 'No matching actions' : 'No actions yet'}
          description={
            filtered
              ? 'No administrator action matches these filters.'
              : 'Approvals, edits, deletions, imports, password resets, settings, plans and promo codes show here.'
          }
        />
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {plural(log.data.pagination.total, 'action')}
          </Text>
          <ScrollTable
            label="Administrator actions"
            minWidth={860}
            // What was done comes first: on a phone it shows beside the time before the table scrolls.
            columns={['When', 'Action', 'Administrator', 'Target', 'Details']}
          >
            {log.data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ScrollTable>
          <ListPagination
            label="Activity pages"
            total={log.data.pagination.total_pages}
            value={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
