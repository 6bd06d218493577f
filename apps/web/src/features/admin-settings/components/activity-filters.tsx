import '@mantine/dates/styles.css';
import { Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { auditActionLabels } from '@marquee/contracts/audit-log';
import { ukToday } from '@marquee/contracts/requests';

/** A range as the picker holds it: 'yyyy-mm-dd' start and end, either null until chosen. */
export type DayRange = [string | null, string | null];

export interface ActivityFilterValues {
  action: string | null;
  actorId: string | null;
  range: DayRange;
}

export const noFilters: ActivityFilterValues = { action: null, actorId: null, range: [null, null] };

const actionOptions = Object.entries(auditActionLabels)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Names for the calendar's controls (without them they are unnamed buttons). */
const ariaLabels = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/**
 * The Activity tab's filters: what was done, by whom, and when. The date range applies once both ends are chosen
 * (spec 5 'Admin lists'); days are entered as d/m/yyyy and sent as yyyy-MM-dd.
 */
export function ActivityFilters({
  value,
  actors,
  onChange,
}: {
  value: ActivityFilterValues;
  actors: { id: number; name: string }[];
  onChange: (next: ActivityFilterValues) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Action"
        placeholder="All actions"
        data={actionOptions}
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Administrator"
        placeholder="All administrators"
        data={actors.map((a) => ({ value: String(a.id), label: a.name }))}
        value={value.actorId}
        onChange={(actorId) => onChange({ ...value, actorId })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        type="range"
        label="Dates"
        placeholder="d/m/yyyy - d/m/yyyy"
        valueFormat="D/M/YYYY"
        labelSeparator="-"
        allowSingleDateInRange
        clearable
        maxDate={ukToday()}
        value={value.range}
        onChange={(range) => onChange({ ...value, range: range as DayRange })}
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        ariaLabels={ariaLabels}
        popoverProps={{ withinPortal: true }}
        // The placeholder is a span here, not the input's own placeholder: Mantine's light grey fails AA on it.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
    </SimpleGrid>
  );
}
