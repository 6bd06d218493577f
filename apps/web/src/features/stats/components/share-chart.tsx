import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { sharePercents, STATS_PALETTE, type StatsName } from '@marquee/contracts/admin-stats';
import { useStats } from '../api/get-stats';
import { formatCount } from '../lib/figures';
import type { StatsRange } from '../lib/stats-range';
import { ChartFigure } from './chart-figure';
import { QueryState } from './query-state';

/**
 * A donut of one statistic's parts (spec 9: a palette of 50 colours, slice i in STATS_PALETTE[i % 50], shares
 * rounded to whole percent by sharePercents so they add up to 100), with its legend beside it.
 */
export function ShareChart({
  name,
  range,
  title,
  what,
  column,
  empty,
}: {
  name: StatsName;
  range: StatsRange;
  title: string;
  /** The counted things, for the total ('requests', 'suppliers'). */
  what: string;
  /** The table's first column: what a slice is ('Service', 'Plan'). */
  column: string;
  empty: string;
}) {
  const stats = useStats(name, range);
  return (
    <QueryState query={stats} label={`Loading ${title.toLowerCase()}`}>
      {(data) => {
        const shares = sharePercents(data.rows.map((r) => r.count));
        const slices = data.rows.map((r, i) => ({
          name: r.label,
          value: r.count,
          color: STATS_PALETTE[i % STATS_PALETTE.length]!,
          share: shares[i]!,
        }));
        return (
          <ChartFigure
            title={title}
            summary={`${formatCount(data.total)} ${what}`}
            chart={
              <Group gap="lg" align="center" wrap="wrap" justify="center">
                <DonutChart
                  data={slices}
                  size={180}
                  thickness={34}
                  paddingAngle={slices.length > 1 ? 1 : 0}
                  tooltipDataSource="segment"
                  valueFormatter={formatCount}
                  accessibilityLayer={false}
                  // Hidden from screen readers (the table says the numbers), so out of the tab order too.
                  pieProps={{ rootTabIndex: -1 }}
                />
                <Stack gap={6} style={{ flex: '1 1 180px', minWidth: 0, maxHeight: 220, overflowY: 'auto' }}>
                  {slices.map((s) => (
                    <Group key={s.name} gap={8} wrap="nowrap" align="flex-start">
                      <Box
                        w={12}
                        h={12}
                        mt={4}
                        style={{ flex: 'none', borderRadius: 3, background: s.color }}
                      />
                      <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {s.name}
                      </Text>
                      <Text size="sm" fw={600} c="navy.9" style={{ whiteSpace: 'nowrap' }}>
                        {s.share}%
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
            }
            table={{
              columns: [column, 'Count', 'Share'],
              rows: slices.map((s) => [s.name, formatCount(s.value), `${s.share}%`]),
            }}
            empty={empty}
          />
        );
      }}
    </QueryState>
  );
}
