import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { offerTexts, type OfferNotify, type Quota, type SupplierQuote } from '@marquee/contracts/offers';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { OfferCard, type OfferActions } from './offer-card';
import { ProposalModal } from './proposal-modal';

/** Issue 21 "Context where decisions are made": the proposal modal's brief and the supplier's pipeline. */

const quota: Quota = {
  unlimited: true,
  allowance: 3,
  used: 0,
  remaining: 3,
  given_back: 0,
  received: 4,
  responded: 1,
  can_respond: true,
};

const actions: OfferActions = {
  onRespond: () => {},
  onUpgrade: () => {},
  onDecline: () => {},
  onCalled: () => {},
  busy: null,
};

function notify(over: Partial<OfferNotify> = {}): OfferNotify {
  return {
    id: 31,
    service_request_id: 812,
    is_ignore: false,
    call_requested_at: null,
    is_new: false,
    created_at: '2026-11-20T10:00:00.000Z',
    offer: null,
    tab: 'requests',
    sub_tab: null,
    service_request: {
      id: 812,
      status: 10,
      service: { id: 4, product: 'Marquee hire' },
      location: 'Leeds, England',
      date_from: '2027-06-12',
      date_until: '2027-06-13',
      date_offers_until: '2027-05-01',
      message: 'A garden wedding for 120 guests, with a dance floor and lighting.',
      note: 'Flat lawn, access from the lane',
      created_at: '2026-11-20T10:00:00.000Z',
      offers_close_at: '2027-05-01T22:59:59.000Z',
      accepts_quotes: true,
      hours_left: 77,
      quotes_count: 2,
      user: { name: 'Priya', company_name: 'Harbourside Events Ltd' },
    },
    service_request_quote: null,
    organiser_contact: null,
    policies: { read: true, respond: true, decline: true, undo_decline: false, mark_called: false },
    ...over,
  };
}

const quote = (over: Partial<SupplierQuote> = {}): SupplierQuote => ({
  id: 90,
  service_request_id: 812,
  message: 'We can do it',
  price: 1250,
  created_at: '2026-11-21T10:00:00.000Z',
  is_viewed: false,
  viewed_at: null,
  is_shortlisted: false,
  is_selected: false,
  is_rejected: false,
  call_requested_at: null,
  refunded_at: null,
  stage: 'sent',
  lost_as: null,
  ...over,
});

const card = (offer: OfferNotify) => {
  renderWithProviders(<OfferCard offer={offer} quota={quota} actions={actions} />);
  return screen.getByRole('article', { name: 'Marquee hire' });
};
const progress = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: "Your proposal's progress" }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the proposal modal', () => {
  it("shows the organiser's brief (description, dates dd.MM.yyyy, place) beside the response box", async () => {
    mockApi({ 'GET /api/profile': () => json({ profile: { response_template: 'Thanks for asking.' } }) });
    renderWithProviders(<ProposalModal offer={notify()} onClose={() => {}} />);
    const brief = await screen.findByRole('region', { name: "The organiser's brief" });
    expect(within(brief).getByText('12.06.2027 – 13.06.2027')).toBeInTheDocument();
    expect(within(brief).getByText('Leeds, England')).toBeInTheDocument();
    expect(within(brief).getByText(/A garden wedding for 120 guests/)).toBeInTheDocument();
    expect(within(brief).getByText('Flat lawn, access from the lane')).toBeInTheDocument();
    expect(within(brief).getByText('01.05.2027')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your response' })).toHaveValue('Thanks for asking.');
  });

  it('shows a one-day event as one date', async () => {
    mockApi({ 'GET /api/profile': () => json({ profile: { response_template: '' } }) });
    const offer = notify();
    offer.service_request.date_until = offer.service_request.date_from;
    renderWithProviders(<ProposalModal offer={offer} onClose={() => {}} />);
    const brief = await screen.findByRole('region', { name: "The organiser's brief" });
    expect(within(brief).getByText('12.06.2027')).toBeInTheDocument();
  });
});

describe("the supplier's pipeline", () => {
  it('shows NEW only when the API says the supplier has not opened it', () => {
    expect(within(card(notify({ is_new: true }))).getByText('NEW')).toBeInTheDocument();
  });

  it('offers "I\'m not interested" only when the policy allows it (an open request)', () => {
    const closed = notify({
      policies: { read: true, respond: false, decline: false, undo_decline: false, mark_called: false },
    });
    closed.service_request.accepts_quotes = false;
    const scope = card(closed);
    expect(within(scope).queryByRole('button', { name: offerTexts.notInterested })).toBeNull();
  });

  it("shows a won job with the organiser's name, phone and e-mail and what to do next, never 'Not viewed yet'", () => {
    const scope = card(
      notify({
        tab: 'accepted',
        offer: 'accepted',
        service_request: { ...notify().service_request, status: 20, accepts_quotes: false, hours_left: null },
        service_request_quote: quote({ stage: 'won', is_selected: true, is_viewed: false, viewed_at: null }),
        organiser_contact: { name: 'Priya Shah', phone: '+447400123456', email: 'priya@harbourside.example' },
        policies: { read: true, respond: false, decline: false, undo_decline: false, mark_called: false },
      }),
    );
    expect(within(scope).getByRole('heading', { name: 'You won this job' })).toBeInTheDocument();
    expect(within(scope).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(scope).getByRole('link', { name: '+447400123456' })).toHaveAttribute(
      'href',
      'tel:+447400123456',
    );
    expect(within(scope).getByRole('link', { name: 'priya@harbourside.example' })).toHaveAttribute(
      'href',
      'mailto:priya@harbourside.example',
    );
    expect(within(scope).getByText(/What to do next/)).toBeInTheDocument();
    expect(progress(scope).join(' ')).not.toContain('Not viewed yet');
    expect(progress(scope)).toContain('Viewed');
  });

  it("tells a losing supplier 'Not selected' or 'Closed', nothing more", () => {
    const lost = (lost_as: 'not_selected' | 'closed') =>
      notify({
        tab: 'expired',
        offer: 'expired',
        service_request: { ...notify().service_request, status: 30, accepts_quotes: false, hours_left: null },
        service_request_quote: quote({
          stage: 'lost',
          lost_as,
          is_viewed: true,
          viewed_at: '2026-11-22T10:00:00.000Z',
        }),
        policies: { read: true, respond: false, decline: false, undo_decline: false, mark_called: false },
      });
    const { unmount } = renderWithProviders(
      <OfferCard offer={lost('closed')} quota={quota} actions={actions} />,
    );
    const closed = progress(screen.getByRole('article'));
    expect(closed).toContain('Closed');
    expect(closed.join(' ')).not.toMatch(/Fulfilled|No longer required|Not selected/);
    unmount();
    const notSelected = progress(card(lost('not_selected')));
    expect(notSelected).toContain('Not selected');
    expect(screen.queryByRole('heading', { name: 'You won this job' })).toBeNull();
  });
});
