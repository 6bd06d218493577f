import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { reviewTexts, type AdminReviewListItem } from '@marquee/contracts/admin-reviews';
import { requestTexts } from '@marquee/contracts/requests';
import { notices } from '@marquee/contracts/messages';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { AdminReviews } from './admin-reviews';

const review = (id: number, over: Partial<AdminReviewListItem> = {}): AdminReviewListItem => ({
  id,
  rate: 4,
  message: 'Lovely lights and a calm crew.',
  created_at: '2026-03-14T10:00:00.000Z',
  supplier: { id: 5, company_name: 'Harbour Lights' },
  organiser: { id: 9, name: 'Olivia Pemberton', company_name: 'Pemberton Weddings' },
  reply: null,
  ...over,
});

const withReply = review(2, {
  organiser: null,
  reply: {
    message: 'Thank you!',
    created_at: '2026-03-15T10:00:00.000Z',
    updated_at: '2026-03-15T10:00:00.000Z',
    editable_until: '2026-03-22T10:00:00.000Z',
  },
});

function mockList() {
  let reviews = [review(1), withReply];
  return mockApi({
    'GET /api/admin/reviews': () =>
      json({ reviews, pagination: { total_pages: 1, page: 1, total: reviews.length } }),
    'PATCH /api/admin/reviews/1': (req) => {
      const body = req.body as { rate: number; message: string };
      reviews = reviews.map((r) => (r.id === 1 ? { ...r, ...body } : r));
      return json({ data: reviews[0] });
    },
    'DELETE /api/admin/reviews/1': () => {
      reviews = reviews.filter((r) => r.id !== 1);
      return json({ message: reviewTexts.deleted });
    },
    'DELETE /api/admin/reviews/2/reply': () => {
      reviews = reviews.map((r) => (r.id === 2 ? { ...r, reply: null } : r));
      return json({ data: reviews[1] });
    },
  });
}

const listCalls = (calls: MockRequest[]) => calls.filter((c) => c.path === '/api/admin/reviews');

const renderList = () =>
  renderWithProviders(<AdminReviews menu="reviews" />, {
    route: '/admin-login/reviews',
    path: '/admin-login/reviews',
  });

describe('Admin › Reviews', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    session.setUser(makeUser({ id: 1, role: 100, name: 'Ada Admin' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists reviews with the organiser, supplier, stars, message and reply; searches from 3 characters', async () => {
    const { calls } = mockList();
    const { user } = renderList();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Olivia Pemberton')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pemberton Weddings')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('A Marquee organiser')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search reviews'), 'ol');
    await new Promise((r) => setTimeout(r, 400));
    expect(listCalls(calls).every((c) => !c.query.get('filter'))).toBe(true);
    await user.type(screen.getByLabelText('Search reviews'), 'i');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('filter')).toBe('oli'));
  });

  it('edits the stars and message with the review form texts, then says so', async () => {
    const { calls } = mockList();
    const { user } = renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit the review by Olivia Pemberton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit review' });
    const message = within(dialog).getByLabelText(/Message/);
    await user.clear(message);
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(await within(dialog).findByText(requestTexts.reviewMessageRequired)).toBeInTheDocument();
    await user.type(message, 'Late and rude');
    await user.click((within(dialog).getByLabelText('2 of 5 stars') as HTMLInputElement).labels![0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(reviewTexts.updated)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ rate: 2, message: 'Late and rude' });
  });

  it('deletes only after the confirmation, and removes a reply', async () => {
    const { calls } = mockList();
    const { user } = renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete the review by Olivia Pemberton' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the review by Olivia Pemberton?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(notices.nothingDeleted)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete the review by Olivia Pemberton' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the review by Olivia Pemberton?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reviewTexts.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Olivia Pemberton')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: "Remove Harbour Lights's reply" }));
    dialog = await screen.findByRole('dialog', { name: "Remove Harbour Lights's reply?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reviewTexts.replyRemoved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Thank you!')).not.toBeInTheDocument());
  });
});
