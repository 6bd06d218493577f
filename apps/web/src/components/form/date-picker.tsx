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
