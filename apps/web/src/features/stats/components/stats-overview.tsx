import { lazy, Suspense } from 'react';
import { Center, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { STATS_TOP_UNKNOWNS, type StatsName } from '@marquee/contracts/admin-stats';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useStats } from '../api/get-stats';
import { formatCount } from '../lib/figures';
import type { StatsRange } from '../lib/stats-range';
import { QueryState } from './query-state';

// The charts (Recharts) load after the page's frame, counts and tables, in their own chunk.
const RequestsChart = lazy(() => import('./requests-chart').then((m) => ({ default: m.RequestsChart })));
const ShareChart = lazy(() => import('./share-chart').then((m) => ({ default: m.ShareChart })));

function ChartLoader() {
  return (
    <Paper withBorder radius="lg" p="md">
      <Center py="xl">
        <Loader aria-label="Loading the charts" />
      </Center>
    </Paper>
  );
}

/** One count in a card: its name, the total, and its parts on one line ('Accepted 12 · Rejected 2'). */
function CountCard({ name, label, range }: { name: StatsName; label: string; range: StatsRange }) {
  const stats = useStats(name, range);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={label}>
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c="navy.9" lh={1.2} mt={4}>
        {stats.data ? formatCount(stats.data.total) : stats.isError ? '—' : '…'}
      </Text>
      {stats.data && (name === 'suppliers' || name === 'organisers') && stats.data.rows.length > 0 && (
        <Text size="xs" c="gray.7" mt={4}>
          {stats.data.rows.map((r) => `${r.label} ${formatCount(r.count)}`).join(' · ')}
        </Text>
      )}
    </Paper>
  );
}

/** The most searched services that Marquee does not offer (spec 2.6), most searched first. */
function TopUnknowns({ range }: { range: StatsRange }) {
  const stats = useStats('service-unknowns', range);
  return (
    <QueryState query={stats} label="Loading unknown searches">
      {(data) => (
        <Stack gap="xs">
          <Title order={2} fz="lg" c="navy.9">
            Top unknown searches
          </Title>
          <Text size="sm" c="gray.7">
            Services searched for that Marquee does not list, the {STATS_TOP_UNKNOWNS} most searched.
          </Text>
          {data.rows.length === 0 ? (
            <Paper withBorder radius="lg" p="md">
              <Text size="sm" c="gray.7" ta="center">
                No unknown searches in this range.
              </Text>
            </Paper>
          ) : (
            <ScrollTable label="Top unknown searches" minWidth={320} columns={['Searched for', 'Searches']}>
              {data.rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.label}</Table.Td>
                  <Table.Td>{formatCount(r.count)}</Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** The statistics of a range (spec 2.6, 9): counts, requests by week or month, shares by service and by plan. */
export function StatsOverview({ range }: { range: StatsRange }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <CountCard name="suppliers" label="Suppliers" range={range} />
        <CountCard name="organisers" label="Organisers" range={range} />
        <CountCard name="directory-search" label="Directory searches" range={range} />
        <CountCard name="service-unknowns" label="Unknown searches" range={range} />
      </SimpleGrid>
      <Suspense fallback={<ChartLoader />}>
        <RequestsChart range={range} />
      </Suspense>
      <Suspense fallback={<ChartLoader />}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ShareChart
            name="services"
            range={range}
            title="Requests by service"
            what="requests"
            column="Service"
            empty="No requests in this range."
          />
          <ShareChart
            name="price-plans"
            range={range}
            title="Suppliers by plan"
            what="suppliers"
            column="Plan"
            empty="No suppliers in this range."
          />
        </SimpleGrid>
      </Suspense>
      <TopUnknowns range={range} />
    </Stack>
  );
}
