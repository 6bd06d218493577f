import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrganiserQuote, ServiceRequest } from '@marquee/contracts/requests';
import { toastTexts } from '@marquee/contracts/toasts';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { makeQuote, makeRequest } from '../test-data';
import { QuotesPanel } from './quotes-panel';
import { RequestCard } from './request-card';

/**
 * A stand-in for the quote flags of the API (spec 4: archiving clears the shortlist), so a test sees the list
 * the server would send after each PATCH, Undo's included.
 */
function quoteServer(initial: OrganiserQuote) {
  let quote = initial;
  const api = mockApi({
    'GET /api/organiser/service-request-quotes': () => json({ data: { quotes: [quote] } }),
    'PATCH /api/organiser/service-request-quotes/5': ({ body }: MockRequest) => {
      const flags = body as { is_archived?: boolean; is_shortlisted?: boolean };
      const archived = flags.is_archived ?? quote.is_archived;
      quote = {
        ...quote,
        is_archived: archived,
        is_shortlisted: archived ? false : (flags.is_shortlisted ?? quote.is_shortlisted),
      };
      return json({ data: quote });
    },
  });
  return { ...api, current: () => quote };
}

const request = makeRequest({ id: 3, service_request_quotes_count: { total: 1, not_viewed: 0 } });

describe('toasts after the organiser’s quiet actions (issue 21)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a quote was shortlisted, and that it left the shortlist', async () => {
    quoteServer(makeQuote(5, 3, 'Marquee Hire'));
    const { user } = renderWithProviders(<QuotesPanel request={request} />);
    await user.click(await screen.findByRole('button', { name: 'Shortlist: Leeds Marquees' }));
    expect(await screen.findByText(toastTexts.shortlisted('Leeds Marquees'))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove from shortlist: Leeds Marquees' }));
    expect(await screen.findByText(toastTexts.unshortlisted('Leeds Marquees'))).toBeInTheDocument();
  });

  it('archives a quote with Undo, and Undo puts it back as it was, shortlist included', async () => {
    const server = quoteServer({ ...makeQuote(5, 3, 'Marquee Hire'), is_shortlisted: true });
    const { user } = renderWithProviders(<QuotesPanel request={request} />);
    await user.click(await screen.findByRole('button', { name: 'Archive: Leeds Marquees' }));
    expect(await screen.findByText(toastTexts.quoteArchived('Leeds Marquees'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Archived (1)' })).toBeInTheDocument();
    expect(server.current()).toMatchObject({ is_archived: true, is_shortlisted: false });

    await user.click(screen.getByRole('button', { name: toastTexts.undo }));
    expect(await screen.findByText(toastTexts.quoteRestored('Leeds Marquees'))).toBeInTheDocument();
    const patches = server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(patches).toEqual([{ is_archived: true }, { is_archived: false, is_shortlisted: true }]);
    expect(server.current()).toMatchObject({ is_archived: false, is_shortlisted: true });
    // The list is read again: the quote is back among the current ones, shortlisted.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Archived/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove from shortlist: Leeds Marquees' })).toBeInTheDocument();
  });

  it('a failed Undo leaves the error toast instead of claiming it was undone', async () => {
    let patches = 0;
    mockApi({
      'GET /api/organiser/service-request-quotes': () =>
        json({ data: { quotes: [makeQuote(5, 3, 'Marquee Hire')] } }),
      'PATCH /api/organiser/service-request-quotes/5': () =>
        (patches += 1) === 1
          ? json({ data: { ...makeQuote(5, 3, 'Marquee Hire'), is_archived: true } })
          : json({ message: 'Server Error' }, 500, 'Server Error'),
    });
    const { user } = renderWithProviders(<QuotesPanel request={request} />);
    await user.click(await screen.findByRole('button', { name: 'Archive: Leeds Marquees' }));
    await user.click(await screen.findByRole('button', { name: toastTexts.undo }));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(screen.queryByText(toastTexts.quoteRestored('Leeds Marquees'))).not.toBeInTheDocument();
  });

  it('Select Supplier names the supplier and says the others are told', async () => {
    const accepted: ServiceRequest = {
      ...request,
      status: 20,
      service_request_accept: {
        service_request_quote_id: 5,
        user: { id: 20, company_name: 'Leeds Marquees' },
      },
    };
    const api = mockApi({
      'GET /api/organiser/service-request-quotes': () =>
        json({ data: { quotes: [makeQuote(5, 3, 'Marquee Hire')] } }),
      'PATCH /api/organiser/service-requests/3/accept': () => json({ data: accepted }),
    });
    const { user } = renderWithProviders(<RequestCard request={request} />);
    await user.click(screen.getByRole('button', { name: 'Select Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Supplier' });
    await within(dialog).findByRole('radio', { name: /Leeds Marquees/ });
    await user.click(within(dialog).getByRole('button', { name: 'Select Supplier' }));
    expect(await screen.findByText(toastTexts.supplierSelected('Leeds Marquees'))).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ service_request_quote_id: 5 });
  });

  it('closing a request says so and where it went', async () => {
    mockApi({
      'GET /api/organiser/service-request-quotes': () => json({ data: { quotes: [] } }),
      'PATCH /api/organiser/service-requests/3/close': () => json({ data: { ...request, status: 30 } }),
    });
    const { user } = renderWithProviders(<RequestCard request={request} />);
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close request' });
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText(toastTexts.requestClosed('3-ds'))).toBeInTheDocument();
  });
});
