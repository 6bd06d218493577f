import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrganiserQuote, ServiceRequest } from '@marquee/contracts/requests';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeQuote } from '../test-data';
import { QuoteActions } from './proposal-modal';
import { QuotesPanel } from './quotes-panel';

const base = makeQuote(31, 8, 'Marquee hire');
const quotePolicies = base.policies;

/** Supplier 20's (Leeds Marquees) quote 31 on request 8. */
const quote = (overrides: Partial<OrganiserQuote> = {}): OrganiserQuote => ({ ...base, ...overrides });

const request = {
  id: 8,
  service_request_quotes_count: { total: 1, not_viewed: 0 },
} as ServiceRequest;

describe('Decline a quote (PATCH organiser/service-requests/{id}/reject)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then declines the quote of the request and shows it as not selected', async () => {
    let rejected = false;
    const { calls } = mockApi({
      'GET /api/organiser/service-request-quotes': () =>
        json({
          data: {
            quotes: [
              rejected
                ? quote({
                    is_rejected: true,
                    is_shortlisted: false,
                    policies: { ...quotePolicies, reject: false, accept: false },
                  })
                : quote(),
            ],
          },
        }),
      'PATCH /api/organiser/service-requests/8/reject': () => {
        rejected = true;
        return json({ data: { id: 8 } });
      },
    });
    const { user } = renderWithProviders(<QuotesPanel request={request} />);
    const row = await screen.findByTestId('quote');

    // Cancelled: nothing is sent.
    await user.click(within(row).getByRole('button', { name: 'Decline: Leeds Marquees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote?' });
    expect(dialog).toHaveTextContent('Leeds Marquees will be told they were not selected for this request.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Decline: Leeds Marquees' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline this quote?' })).getByRole('button', {
        name: 'Decline quote',
      }),
    );
    expect(await within(screen.getByTestId('quote')).findByText('Not selected')).toBeInTheDocument();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ service_request_quote_id: 31 });
    // Final: no second Decline.
    expect(
      within(screen.getByTestId('quote')).queryByRole('button', { name: 'Decline: Leeds Marquees' }),
    ).not.toBeInTheDocument();
  });

  it('is offered beside the proposal only where the quote policies allow it', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<QuoteActions quote={quote()} withProfile />);
    expect(screen.getByRole('button', { name: 'Decline: Leeds Marquees' })).toBeInTheDocument();
    unmount();
    // The selected quote of an accepted request: Change decision is the way back, not Decline.
    renderWithProviders(
      <QuoteActions
        quote={quote({ is_selected: true, policies: { ...quotePolicies, accept: false, reject: false } })}
        withProfile
      />,
    );
    expect(screen.queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
  });

  it('says a declined quote was not selected beside the proposal', () => {
    mockApi({});
    renderWithProviders(
      <QuoteActions
        quote={quote({ is_rejected: true, policies: { ...quotePolicies, accept: false, reject: false } })}
        withProfile={false}
      />,
    );
    expect(screen.getByText('Not selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
  });
});
