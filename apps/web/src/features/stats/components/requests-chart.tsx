import '@mantine/charts/styles.css';
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { STATS_DEFAULT_PERIOD, type StatsPeriod } from '@marquee/contracts/admin-stats';
import { useStats } from '../api/get-stats';
import { bucketLabel, formatCount } from '../lib/figures';
import type { StatsRange } from '../lib/stats-range';
import { ChartFigure } from './chart-figure';
import { QueryState } from './query-state';

const periods = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

/** Requests (RFQs) sent per week or month (spec 9: weekly by default), empty weeks and months included. */
export function RequestsChart({ range }: { range: StatsRange }) {
  const [period, setPeriod] = useState<StatsPeriod>(STATS_DEFAULT_PERIOD);
  const stats = useStats('service-requests', range, period);
  const buckets = (stats.data?.buckets ?? []).map((b) => ({
    start: b.start,
    label: bucketLabel(b.start, period),
    Requests: b.count,
  }));
  const unit = period === 'week' ? 'Week' : 'Month';
  return (
    <QueryState query={stats} label="Loading requests">
      {(data) => (
        <ChartFigure
          title="Requests"
          summary={`${formatCount(data.total)} in this range, by ${period}`}
          controls={
            <SegmentedControl
              aria-label="Requests by"
              value={period}
              onChange={(v) => setPeriod(v as StatsPeriod)}
              data={periods}
              size="sm"
              style={{ alignSelf: 'flex-start' }}
            />
          }
          chart={
            <BarChart
              h={260}
              data={buckets}
              dataKey="label"
              series={[{ name: 'Requests', color: 'navy.6' }]}
              tickLine="y"
              gridAxis="x"
              maxBarWidth={40}
              valueFormatter={formatCount}
              accessibilityLayer={false}
              yAxisProps={{ allowDecimals: false, width: 40 }}
              xAxisProps={{ minTickGap: 16 }}
            />
          }
          table={{
            columns: [unit, 'Requests'],
            rows: buckets.map((b) => [b.label, formatCount(b.Requests)]),
          }}
          empty="No requests in this range."
        />
      )}
    </QueryState>
  );
}
