import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { requestTexts, type ServiceRequest } from '@marquee/contracts/requests';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ExtendDeadlineModal } from './extend-deadline-modal';

const request = { id: 8, date_offers_until: '2099-01-10', date_until: '2099-01-20' } as ServiceRequest;

describe('Extend deadline (PATCH organiser/service-requests/{id})', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the chosen day and closes', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({ 'PATCH /api/organiser/service-requests/8': () => json({ data: request }) });
    const { user } = renderWithProviders(<ExtendDeadlineModal request={request} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Extend deadline' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ date_offers_until: '2099-01-10' });
  });

  it("puts the API's 422 under 'Offers until', and any other failure there too, keeping the modal open", async () => {
    const answers = [
      () =>
        json(
          { message: 'Validation failed', errors: { date_offers_until: [requestTexts.offersAfterEvent] } },
          422,
        ),
      () => json({ message: 'The server is busy' }, 500, 'Internal Server Error'),
    ];
    const onClose = vi.fn();
    mockApi({ 'PATCH /api/organiser/service-requests/8': () => answers.shift()!() });
    const { user } = renderWithProviders(<ExtendDeadlineModal request={request} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Extend deadline' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    expect(await within(dialog).findByText(requestTexts.offersAfterEvent)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Validation failed/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Extend deadline' }));
    expect(await within(dialog).findByText(/The server is busy/)).toBeInTheDocument();
    expect(within(dialog).queryByText(requestTexts.offersAfterEvent)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
