import { Stack, Table, Text, Title } from '@mantine/core';
import type { HealthFigures, HealthRange } from '@marquee/contracts/admin-stats';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { displayDate } from '../../../lib/format';
import { useHealth } from '../api/get-health';
import { healthChange, healthLines } from '../lib/figures';
import type { StatsRange } from '../lib/stats-range';
import { QueryState } from './query-state';

const rangeText = (r: HealthRange) => `${displayDate(r.date_from)} – ${displayDate(r.date_to)}`;

/** The change's colour: teal when the figure moved the good way, red the bad way. */
function changeColour(better: 'up' | 'down' | null, change: string) {
  if (better === null || !/^[+−]/.test(change)) return 'gray.8';
  const up = change.startsWith('+');
  return up === (better === 'up') ? 'teal.9' : 'red.9';
}

/** The figures of one slice (a service, a region), one row of the breakdown tables. */
function BreakdownTable<T extends HealthFigures>({
  label,
  first,
  rows,
  name,
  rowKey,
}: {
  label: string;
  first: string;
  rows: T[];
  name: (row: T) => string;
  rowKey: (row: T) => string;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg" c="navy.9">
        {label}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          No requests sent in this range.
        </Text>
      ) : (
        <ScrollTable label={label} minWidth={960} columns={[first, ...healthLines.map((l) => l.label)]}>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td fw={500}>{name(row)}</Table.Td>
              {healthLines.map((l) => (
                <Table.Td key={l.key} style={{ whiteSpace: 'nowrap' }}>
                  {l.format(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}

/**
 * The marketplace's health (issue 24, beyond the spec): the requests sent in the range and what became of them,
 * against the equally long range before it, then by service and by region. Without a range: the last 28 days.
 */
export function HealthPanel({ range }: { range: StatsRange }) {
  const health = useHealth(range);
  return (
    <QueryState query={health} label="Loading the health figures">
      {(data) => (
        <Stack gap="lg">
          <Stack gap="xs" component="section" aria-label="This range against the one before">
            <Title order={2} fz="lg" c="navy.9">
              This range against the one before
            </Title>
            <Text size="sm" c="gray.7">
              Requests sent {rangeText(data.range)}, against {rangeText(data.previous_range)}.
            </Text>
            <ScrollTable
              label="Health figures"
              minWidth={560}
              nowrap
              columns={['Figure', 'This range', 'Previous range', 'Change']}
            >
              {healthLines.map((l) => {
                const change = healthChange(l.key, data.current, data.previous);
                return (
                  <Table.Tr key={l.key}>
                    <Table.Td fw={500}>{l.label}</Table.Td>
                    <Table.Td>{l.format(data.current)}</Table.Td>
                    <Table.Td>{l.format(data.previous)}</Table.Td>
                    <Table.Td c={changeColour(l.better, change)} fw={600}>
                      {change}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </ScrollTable>
          </Stack>
          <BreakdownTable
            label="By service"
            first="Service"
            rows={data.by_service}
            name={(r) => r.label}
            rowKey={(r) => String(r.service_id)}
          />
          <BreakdownTable
            label="By region"
            first="Region"
            rows={data.by_region}
            name={(r) => r.region}
            rowKey={(r) => r.region}
          />
        </Stack>
      )}
    </QueryState>
  );
}
