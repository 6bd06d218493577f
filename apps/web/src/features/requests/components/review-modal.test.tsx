import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { requestTexts, type ServiceRequest } from '@marquee/contracts/requests';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ReviewModal } from './review-modal';

const request = {
  id: 8,
  service: { id: 3, product: 'LED Screen Hire' },
  service_request_accept: { service_request_quote_id: 31, user: { id: 20, company_name: 'Leeds Marquees' } },
  review: null,
} as ServiceRequest;

/** Clicks a star as a user does: on its picture (the radio's label). */
const star = (dialog: HTMLElement, name: string) =>
  (within(dialog).getByLabelText(name) as HTMLInputElement).labels![0]!;

describe('Write review (POST organiser/service-request-reviews)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a rating and a message, then sends them with the request', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'POST /api/organiser/service-request-reviews': () => json({ data: {} }, 201),
    });
    const { user } = renderWithProviders(<ReviewModal request={request} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write review' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText(requestTexts.rateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(requestTexts.reviewMessageRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(star(dialog, '4 of 5 stars'));
    expect(within(dialog).queryByText(requestTexts.rateRequired)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Message/), 'Great screens.');
    expect(within(dialog).queryByText(requestTexts.reviewMessageRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ service_request_id: 8, rate: 4, message: 'Great screens.' });
  });

  it("puts the API's 422 on its field and shows any other failure above the form", async () => {
    const answers = [
      () => json({ message: 'Validation failed', errors: { message: ['The message is too long'] } }, 422),
      () => json({ message: 'The server is busy' }, 500, 'Internal Server Error'),
    ];
    const onClose = vi.fn();
    mockApi({ 'POST /api/organiser/service-request-reviews': () => answers.shift()!() });
    const { user } = renderWithProviders(<ReviewModal request={request} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write review' });
    await user.click(star(dialog, '5 of 5 stars'));
    await user.type(within(dialog).getByLabelText(/^Message/), 'Great screens.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('The message is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server is busy');
    expect(onClose).not.toHaveBeenCalled();
  });
});
