import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { reviewTexts } from '@marquee/contracts/admin-reviews';
import type { Review } from '@marquee/contracts/directory';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SupplierReviews } from './supplier-reviews';

const base: Review = {
  id: 7,
  rate: 5,
  message: 'Brilliant on the day.',
  service_request_id: 3,
  created_at: '2026-03-14T10:00:00.000Z',
  service_request: {
    user: { name: 'Olivia Pemberton', position_in_company: 'Planner', quotes_count: 2 },
    service_request_accept: { user: { company_name: 'Harbour Lights' } },
  },
  reply: null,
};
const later = new Date(Date.now() + 86_400_000).toISOString();

describe("a supplier's reply under a review (decision 0075)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reply to the public, without a Reply button', async () => {
    mockApi({
      'GET /api/service-request-reviews': () =>
        json({
          data: [
            {
              ...base,
              reply: {
                message: 'Thank you!',
                created_at: base.created_at,
                updated_at: base.created_at,
                editable_until: later,
              },
            },
          ],
        }),
    });
    renderWithProviders(<SupplierReviews supplierId={5} rating={{ rate: 5, count: 1 }} />);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText(/Reply from Harbour Lights/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('lets the supplier post a reply, which then shows under the review', async () => {
    let reply: Review['reply'] = null;
    const { calls } = mockApi({
      'GET /api/service-request-reviews': () => json({ data: [{ ...base, reply }] }),
      'PUT /api/supplier/service-request-reviews/7/reply': (req) => {
        const { message } = req.body as { message: string };
        reply = { message, created_at: base.created_at, updated_at: base.created_at, editable_until: later };
        return json({ data: reply });
      },
    });
    const { user } = renderWithProviders(
      <SupplierReviews supplierId={5} rating={{ rate: 5, count: 1 }} canReply />,
    );
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewTexts.replyRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your public reply'), 'Thanks, Olivia!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(reviewTexts.replySaved)).toBeInTheDocument();
    const article = screen.getByRole('article');
    await waitFor(() => expect(within(article).getByText('Thanks, Olivia!')).toBeInTheDocument());
    expect(within(article).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ message: 'Thanks, Olivia!' });
  });
});
