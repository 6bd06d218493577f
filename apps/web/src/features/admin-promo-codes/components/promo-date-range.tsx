import { ukToday } from '@marquee/contracts/requests';
import { RequestDateRangePicker } from '../../../components/form/date-picker';

/**
 * The date range of a time-bound code: entered as dd/MM/yyyy (spec 9), held as 'yyyy-mm-dd' as the API takes
 * it; days before today are blocked unless the code already started earlier (`since`).
 */
export function PromoDateRange({
  value,
  onChange,
  error,
  since,
}: {
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  error?: string;
  since?: string | null;
}) {
  const today = ukToday();
  return (
    <RequestDateRangePicker
      label="Date range"
      required
      placeholder="dd/mm/yyyy - dd/mm/yyyy"
      minDate={since && since < today ? since : today}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
