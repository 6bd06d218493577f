import { Group, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { HEALTH_DEFAULT_DAYS } from '@marquee/contracts/admin-stats';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { DayRangeField } from '../../../components/form/day-range-field';
import { useStatsRange } from '../lib/stats-range';
import { ExportStatisticsButton } from './export-modal';
import { HealthPanel } from './health-panel';
import { StatsOverview } from './stats-overview';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'health', label: 'Health' },
] as const;

/**
 * Admin › Statistics (spec 2.6, 9; issue 24): a range of days in the address, the overview (counts, requests by
 * week or month, shares by service and by plan, top unknown searches) and the marketplace's health; 'Export
 * statistics' downloads a CSV of the range.
 */
export function AdminStats({ menu, submenu }: SectionProps) {
  const { range, value, apply } = useStatsRange();
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Statistics"
      description="How Marquee is used: requests, quotes, suppliers, organisers and searches."
      icon={<IconChartBar size={28} stroke={1.6} aria-hidden="true" />}
      coming="Charts and CSV exports by date range will be shown here."
      tabs={tabs}
      // Switching between the overview and the health keeps the range.
      tabSearch={value[0] && value[1] ? `?date_from=${value[0]}&date_to=${value[1]}` : ''}
      actions={<ExportStatisticsButton initialRange={value} />}
    >
      {(tab) => (
        <Stack gap="lg" mt="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <div style={{ flex: '0 1 320px', minWidth: 0 }}>
              <DayRangeField key={value.join()} label="Date range" value={value} onApply={apply} />
            </div>
            <Text size="sm" c="gray.7" style={{ flex: '1 1 240px' }}>
              {value[0]
                ? 'Both days included.'
                : tab === 'health'
                  ? `Without a range: the last ${HEALTH_DEFAULT_DAYS} days.`
                  : 'Without a range: everything.'}
            </Text>
          </Group>
          {tab === 'health' ? <HealthPanel range={range} /> : <StatsOverview range={range} />}
        </Stack>
      )}
    </AdminSection>
  );
}
