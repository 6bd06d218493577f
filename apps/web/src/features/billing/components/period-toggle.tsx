import { SegmentedControl } from '@mantine/core';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { periodLabel } from '../lib/plan-prices';

/** The plans' 'Monthly' / 'Year' switch (spec 9). */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: SubscriptionPeriod;
  onChange: (period: SubscriptionPeriod) => void;
}) {
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v as SubscriptionPeriod)}
      data={[
        { value: 'month', label: periodLabel('month') },
        { value: 'year', label: periodLabel('year') },
      ]}
      aria-label="Payment frequency"
    />
  );
}
