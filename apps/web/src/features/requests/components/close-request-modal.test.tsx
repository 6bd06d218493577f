import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeQuote, makeRequest } from '../test-data';
import { CloseRequestModal } from './close-request-modal';

const quotes = () =>
  json({
    data: {
      quotes: [
        makeQuote(5, 3, 'Marquee Hire'),
        {
          ...makeQuote(6, 3, 'Marquee Hire'),
          user: { ...makeQuote(6, 3, 'Marquee Hire').user, id: 21, company_name: 'York Tents' },
        },
      ],
    },
  });

describe('Close request (issue 21)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("defaults to 'Fulfilled through Marquee' with the selected supplier, and sends them", async () => {
    const api = mockApi({
      'GET /api/organiser/service-request-quotes': quotes,
      'PATCH /api/organiser/service-requests/3/close': () => json({ data: {} }),
    });
    const request = makeRequest({
      id: 3,
      status: 20,
      service_request_accept: { service_request_quote_id: 6, user: { id: 21, company_name: 'York Tents' } },
    });
    const onClosed = vi.fn();
    const { user } = renderWithProviders(
      <CloseRequestModal request={request} opened onClose={() => {}} onClosed={onClosed} />,
    );
    expect(screen.getByRole('radio', { name: 'Fulfilled through Marquee' })).toBeChecked();
    expect((await screen.findAllByLabelText(/Which supplier did you choose/))[0]).toHaveValue('York Tents');
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalled());
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ reason: 1, service_request_quote_id: 6 });
  });

  it("defaults to 'Fulfilled by other solution' when no supplier was selected", () => {
    mockApi({ 'GET /api/organiser/service-request-quotes': quotes });
    renderWithProviders(
      <CloseRequestModal request={makeRequest({ id: 3 })} opened onClose={() => {}} onClosed={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'Fulfilled by other solution' })).toBeChecked();
    expect(screen.queryByLabelText(/Which supplier did you choose/)).toBeNull();
  });

  it('says that naming a supplier of an open request selects them, and sends the quote (decision 0072)', async () => {
    const api = mockApi({
      'GET /api/organiser/service-request-quotes': quotes,
      'PATCH /api/organiser/service-requests/3/close': () => json({ data: {} }),
    });
    const onClosed = vi.fn();
    const { user } = renderWithProviders(
      <CloseRequestModal request={makeRequest({ id: 3 })} opened onClose={() => {}} onClosed={onClosed} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Fulfilled through Marquee' }));
    const select = (await screen.findAllByLabelText(/Which supplier did you choose/))[0]!;
    expect(select).toHaveAccessibleDescription(/told they were selected, and you can review them/);
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'York Tents' }));
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      reason: 1,
      service_request_quote_id: 6,
    });
  });
});
