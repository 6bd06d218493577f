import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { RequestDateRangePicker, type DayRange } from './date-picker';

/** A day `days` from today: 'yyyy-mm-dd', the calendar's name for it and dd/MM/yyyy as the field shows it. */
function dayFromNow(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    label: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    shown: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
  };
}

function Harness({ onValue }: { onValue: (value: DayRange) => void }) {
  const [value, setValue] = useState<DayRange>([null, null]);
  return (
    <RequestDateRangePicker
      label="When"
      placeholder="dd/mm/yyyy - dd/mm/yyyy"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** Clicks a day of the open calendar, moving on a month when it is not shown yet. */
async function pickDay(user: ReturnType<typeof renderWithProviders>['user'], label: string) {
  for (let i = 0; i < 3; i += 1) {
    const day = screen.queryByRole('button', { name: label });
    if (day) return user.click(day);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
  }
  throw new Error(`no day ${label}`);
}

describe('RequestDateRangePicker (issue 21: one-day events)', () => {
  it('keeps a single chosen day as a one-day range when the calendar closes', async () => {
    const values: DayRange[] = [];
    const { user } = renderWithProviders(<Harness onValue={(v) => values.push(v)} />);
    const day = dayFromNow(10);
    await user.click(screen.getByRole('button', { name: 'When' }));
    await pickDay(user, day.label);
    // Clicking away closes the calendar with only the start chosen.
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'When' })).toHaveTextContent(`${day.shown} - ${day.shown}`),
    );
    expect(values.at(-1)).toEqual([day.iso, day.iso]);
    expect(values).not.toContainEqual([null, null]);
  });

  it('takes the same day clicked twice, and a start and an end, as before', async () => {
    const values: DayRange[] = [];
    const { user } = renderWithProviders(<Harness onValue={(v) => values.push(v)} />);
    const from = dayFromNow(12);
    const until = dayFromNow(14);
    await user.click(screen.getByRole('button', { name: 'When' }));
    await pickDay(user, from.label);
    await pickDay(user, from.label);
    expect(values.at(-1)).toEqual([from.iso, from.iso]);

    await user.click(screen.getByRole('button', { name: 'When' }));
    await pickDay(user, from.label);
    await pickDay(user, until.label);
    expect(values.at(-1)).toEqual([from.iso, until.iso]);
    expect(screen.getByRole('button', { name: 'When' })).toHaveTextContent(`${from.shown} - ${until.shown}`);
  });
});
