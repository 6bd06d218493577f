import { useState } from 'react';
import { RequestDatePicker, type DayRange } from './date-picker';

export interface DayRangeFieldProps {
  label: string;
  /** The range applied now ('yyyy-mm-dd' days, or none). The field starts from it. */
  value: DayRange;
  /** Called with both ends once both exist, or with [null, null] when the range is cleared; never with half. */
  onApply: (value: DayRange) => void;
  description?: string;
  /** Days the calendar may not go past (none by default: a filter covers the past). */
  minDate?: string;
  maxDate?: string;
}

/**
 * A filter's range of days, 'd/m/yyyy - d/m/yyyy' (spec 5): shown as it is being chosen, applied only once both
 * ends exist; clearing it applies the empty range. Remount it (a new `key`) to show a range applied elsewhere.
 */
export function DayRangeField({ label, value, onApply, description, minDate, maxDate }: DayRangeFieldProps) {
  const [shown, setShown] = useState<DayRange>(value);
  return (
    <RequestDatePicker<'range'>
      type="range"
      label={label}
      description={description}
      placeholder="dd/mm/yyyy - dd/mm/yyyy"
      minDate={minDate}
      maxDate={maxDate}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      allowSingleDateInRange
      value={shown}
      onChange={(next) => {
        const [from, to] = next as DayRange;
        setShown([from, to]);
        if (from && to) onApply([from, to]);
        else if (!from && !to) onApply([null, null]);
      }}
    />
  );
}
