import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps, type DatePickerType } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { ukToday } from '@marquee/contracts/requests';

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
 * The requests' date fields (spec 5): days shown as dd/MM/yyyy, days before today (in the UK) blocked, values
 * 'yyyy-mm-dd' as the API takes them. Mantine's dates stylesheet loads with this module, on the pages that use it.
 */
export function RequestDatePicker<Type extends DatePickerType = 'default'>(
  props: DatePickerInputProps<Type>,
) {
  return (
    <DatePickerInput<Type>
      valueFormat="DD/MM/YYYY"
      labelSeparator="-"
      minDate={ukToday()}
      leftSection={<IconCalendar size={18} aria-hidden="true" />}
      ariaLabels={ariaLabels}
      popoverProps={{ withinPortal: true }}
      // The placeholder is a span here, not the input's own placeholder: Mantine's light grey fails AA on it.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      {...props}
    />
  );
}

/** A range as the forms hold it: 'yyyy-mm-dd' start and end, either null until chosen. */
export type DayRange = [string | null, string | null];

/**
 * A range of days ('When', a promo code's dates): one day clicked twice, or one day clicked and the calendar
 * closed, is a one-day range (start = end). Mantine clears a half-chosen range when its calendar closes, which left
 * a one-day event silently empty (issue 21); that clearing is the only way it sends [null, null] here (a single day
 * is allowed in the range and there is no clear button), so it is turned into the day that was chosen.
 */
export function RequestDateRangePicker({
  value,
  onChange,
  ...props
}: Omit<
  DatePickerInputProps<'range'>,
  'type' | 'value' | 'onChange' | 'allowSingleDateInRange' | 'clearable'
> & {
  value: DayRange;
  onChange: (value: DayRange) => void;
}) {
  return (
    <RequestDatePicker
      {...props}
      type="range"
      allowSingleDateInRange
      value={value}
      onChange={(next) => {
        const [from, until] = next as DayRange;
        if (!from && !until && value[0] && !value[1]) onChange([value[0], value[0]]);
        else onChange([from, until]);
      }}
    />
  );
}
