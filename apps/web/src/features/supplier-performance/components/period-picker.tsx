import { useState } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { ukToday } from '@marquee/contracts/requests';
import { PERFORMANCE_PRESETS } from '@marquee/contracts/supplier-performance';
import { RequestDatePicker, type DayRange } from '../../../components/form/date-picker';
import type { PerformancePeriod } from '../api/get-supplier-performance';
import { presetPeriod } from '../lib/performance-change';

const CUSTOM = 'custom';

/**
 * The period: the last 7, 30 or 90 days, or a custom 'd/m/yyyy - d/m/yyyy' range, applied once both of its ends
 * are chosen (as the other date ranges of the app). Days after today cannot be chosen.
 */
export function PeriodPicker({ onChange }: { onChange: (period: PerformancePeriod) => void }) {
  const [choice, setChoice] = useState(String(30));
  const [range, setRange] = useState<DayRange>([null, null]);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={choice}
        onChange={(next) => {
          setChoice(next);
          if (next !== CUSTOM) onChange(presetPeriod(Number(next), ukToday()));
          else if (range[0] && range[1]) onChange({ from: range[0], to: range[1] });
        }}
        data={[
          ...PERFORMANCE_PRESETS.map((days) => ({ value: String(days), label: `${days} days` })),
          { value: CUSTOM, label: 'Custom' },
        ]}
      />
      {choice === CUSTOM && (
        <RequestDatePicker<'range'>
          type="range"
          label="Dates"
          placeholder="d/m/yyyy - d/m/yyyy"
          valueFormat="D/M/YYYY"
          minDate={undefined}
          maxDate={ukToday()}
          allowSingleDateInRange
          value={range}
          onChange={(next) => {
            const [from, to] = next as DayRange;
            setRange([from, to]);
            if (from && to) onChange({ from, to });
          }}
          miw={240}
        />
      )}
    </Group>
  );
}
