import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { errors } from '@marquee/contracts/messages';
import { json, mockApi } from '../../test/mock-api';
import { renderWithProviders, resetSession } from '../../test/render';
import { makeOption } from '../../test/service-options';
import { emptyServiceInput, ServiceField, type ServiceInput } from './service-field';

function Harness({ onChange }: { onChange?: (value: ServiceInput) => void }) {
  const [value, setValue] = useState(emptyServiceInput);
  return (
    <ServiceField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ServiceField', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'No options' when no service matches, asking once after the typing stops", async () => {
    const { calls } = mockApi({ 'GET /api/services': () => json({ data: [], meta: { total: 0 } }) });
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'zorbing');
    expect(await screen.findByText(errors.noOptions)).toBeInTheDocument();
    // One request for the whole word, thanks to the 250 ms delay (spec 9).
    expect(calls.map((c) => c.query.get('search'))).toEqual(['zorbing']);
  });

  it('lists the ranked options and picks one', async () => {
    mockApi({
      'GET /api/services': (req) =>
        json({
          data:
            req.query.get('search') === 'led'
              ? [makeOption(), makeOption({ value: 29, label: 'LED Uplighters' })]
              : [],
          meta: { total: 2 },
        }),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'led');
    await user.click(await screen.findByRole('option', { name: /LED Screen Hire/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      text: 'LED Screen Hire',
      option: { value: 30, label: 'LED Screen Hire' },
    });
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('LED Screen Hire');
    expect(screen.queryByText(errors.noOptions)).not.toBeInTheDocument();
  });

  it('shows an empty list, not an error, when the search fails (spec 8)', async () => {
    mockApi({
      'GET /api/services': () => json({ message: 'Something went wrong.' }, 500, 'Internal Server Error'),
    });
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Service' }), 'dj');
    expect(await screen.findByText(errors.noOptions)).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
