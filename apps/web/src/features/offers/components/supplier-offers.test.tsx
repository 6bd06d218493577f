import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { errors, validation } from '@marquee/contracts/messages';
import { offerTexts, type OfferNotify, type Quota, type SupplierCounters } from '@marquee/contracts/offers';
import { toastTexts } from '@marquee/contracts/toasts';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SupplierOffers } from './supplier-offers';

function Screen() {
  const { submenu } = useParams();
  return <SupplierOffers menu="offers" submenu={submenu} />;
}

const route = (url: string) => ({ route: url, path: '/supplier-dashboard/offers/:submenu?' });

const freeQuota = (over: Partial<Quota> = {}): Quota => ({
  unlimited: false,
  allowance: 3,
  used: 1,
  remaining: 2,
  given_back: 0,
  received: 4,
  responded: 1,
  can_respond: true,
  ...over,
});

const counters: SupplierCounters = {
  index_count: 1,
  index_new_count: 1,
  quoted_count: 2,
  quoted_new_count: 0,
  requested_count: 1,
  requested_new_count: 1,
  discussing_count: 0,
  discussing_new_count: 0,
  accepted_count: 0,
  accepted_new_count: 0,
  declined_count: 0,
  declined_new_count: 0,
  expired_count: 3,
  expired_new_count: 0,
};

function notify(over: Partial<OfferNotify> = {}): OfferNotify {
  return {
    id: 31,
    service_request_id: 812,
    is_ignore: false,
    call_requested_at: null,
    is_new: true,
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
      message: 'A garden wedding for 120 guests.',
      note: null,
      created_at: '2026-11-20T10:00:00.000Z',
      offers_close_at: '2027-05-01T22:59:59.000Z',
      accepts_quotes: true,
      hours_left: 77,
      quotes_count: 2,
      user: { name: 'Priya', company_name: 'Harbourside Events Ltd' },
    },
    service_request_quote: null,
    policies: { read: true, respond: true, decline: true, undo_decline: false, mark_called: false },
    ...over,
  };
}

const list = (data: OfferNotify[], quota = freeQuota()) =>
  json({ data, meta: { current_page: 1, last_page: 1, per_page: 50, total: data.length }, quota });

afterEach(() => vi.unstubAllGlobals());

describe('SupplierOffers', () => {
  it('shows the tabs with counts, the free-tier banner and a request with its facts and time left', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => list([notify()]),
    });
    renderWithProviders(<Screen />, route('/supplier-dashboard/offers'));
    const card = await screen.findByRole('article', { name: 'Marquee hire' });
    expect(within(card).getByText('#812-ds')).toBeInTheDocument();
    expect(within(card).getByText('NEW')).toBeInTheDocument();
    expect(within(card).getByText('3 days 5 h left')).toBeInTheDocument();
    expect(within(card).getByText('Leeds, England')).toBeInTheDocument();
    expect(within(card).getByText('A garden wedding for 120 guests.')).toBeInTheDocument();
    expect(within(card).getByText('2 suppliers have answered this request')).toBeInTheDocument();
    expect(screen.getByText(offerTexts.freeTierBanner)).toBeInTheDocument();
    expect(screen.getByText('2 of 3 free responses left.')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Offer status' });
    expect(await within(tabs).findByRole('tab', { name: /Live quotes \(3\)/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Expired \(3\)/ })).toBeInTheDocument();
    const listCall = calls.find((c) => c.path === '/api/supplier/service-request-notifies')!;
    expect(listCall.query.get('offer')).toBeNull();
  });

  it('asks the expired tab for its Expired sub-tab by default, and a failed list shows ERROR', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => json({ message: 'down' }, 500, 'Server Error'),
    });
    renderWithProviders(<Screen />, route('/supplier-dashboard/offers/expired'));
    expect(await screen.findByText(errors.offersFailed)).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Offer status' });
    expect(within(tabs).getByRole('tab', { name: /Expired/, selected: true })).toBeInTheDocument();
    const subTabs = screen.getByRole('tablist', { name: 'Expired requests' });
    expect(within(subTabs).getByRole('tab', { name: /Expired/, selected: true })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/supplier/service-request-notifies')!.query.get('offer')).toBe(
      'expired',
    );
  });

  it('declines an offer and undoes it from Declined', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () =>
        list([
          notify({
            is_ignore: true,
            offer: 'declined',
            tab: 'expired',
            sub_tab: 'declined',
            policies: { read: true, respond: false, decline: false, undo_decline: true, mark_called: false },
          }),
        ]),
      'PATCH /api/supplier/service-request-notifies/31': () => json({ data: notify() }),
    });
    const { user } = renderWithProviders(
      <Screen />,
      route('/supplier-dashboard/offers/expired?tab=declined'),
    );
    await user.click(await screen.findByRole('button', { name: offerTexts.undoDecline }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_ignore: false }));
    expect(await screen.findByText(toastTexts.offerRestored('812-ds'))).toBeInTheDocument();
  });

  it("says 'I'm not interested' moved the request to Declined, and its Undo brings it back (issue 21)", async () => {
    // The server's answer follows the flag, so the list after Undo is the one it would send.
    let ignored = false;
    const { calls } = mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => list(ignored ? [] : [notify()]),
      'PATCH /api/supplier/service-request-notifies/31': ({ body }) => {
        ignored = (body as { is_ignore: boolean }).is_ignore;
        return json({ data: notify({ is_ignore: ignored }) });
      },
    });
    const { user } = renderWithProviders(<Screen />, route('/supplier-dashboard/offers'));
    await user.click(await screen.findByRole('button', { name: offerTexts.notInterested }));
    expect(await screen.findByText(toastTexts.offerDeclined('812-ds'))).toBeInTheDocument();
    expect(await screen.findByTestId('offers-empty')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: toastTexts.undo }));
    expect(await screen.findByText(toastTexts.offerRestored('812-ds'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { is_ignore: true },
      { is_ignore: false },
    ]);
    expect(await screen.findByRole('article', { name: 'Marquee hire' })).toBeInTheDocument();
  });

  it('sends a proposal prefilled from the response template, requiring a response', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => list([notify()]),
      'GET /api/profile': () => json({ profile: { response_template: 'Thanks for asking Canvas & Co.' } }),
      'POST /api/supplier/service-request-quotes': () => json({ data: notify(), quota: freeQuota() }, 201),
    });
    const { user } = renderWithProviders(<Screen />, route('/supplier-dashboard/offers'));
    await user.click(await screen.findByRole('button', { name: offerTexts.respond }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to #812-ds' });
    const response = await within(dialog).findByLabelText(/Your response/);
    expect(response).toHaveValue('Thanks for asking Canvas & Co.');
    await user.clear(response);
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText(validation.responseRequired)).toBeInTheDocument();
    await user.type(response, 'We can do it.');
    await user.type(within(dialog).getByLabelText(/Total price/), '1250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Proposal sent')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      service_request_id: 812,
      message: 'We can do it.',
      price: 1250.5,
    });
    const before = calls.filter((c) => c.path === '/api/supplier/service-request-notifies').length;
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/supplier/service-request-notifies').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('reads Upgrade to respond once the allowance is used, and shows the 402 counts with Upgrade', async () => {
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () =>
        list(
          [
            notify({
              policies: {
                read: true,
                respond: false,
                decline: true,
                undo_decline: false,
                mark_called: false,
              },
            }),
          ],
          freeQuota({ used: 3, remaining: 0, can_respond: false, received: 5, responded: 3 }),
        ),
      'POST /api/supplier/service-request-quotes/check': () =>
        json(
          {
            message: offerTexts.quotaMessage,
            code: 'quota_exhausted',
            received: 5,
            responded: 3,
            quota: freeQuota({ used: 3, remaining: 0, can_respond: false, received: 5, responded: 3 }),
          },
          402,
          'Payment Required',
        ),
    });
    const { user } = renderWithProviders(<Screen />, route('/supplier-dashboard/offers'));
    expect(screen.queryByRole('button', { name: offerTexts.respond })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: offerTexts.upgradeToRespond }));
    const dialog = await screen.findByRole('dialog', { name: offerTexts.quotaTitle });
    expect(within(dialog).getByText('5')).toBeInTheDocument();
    expect(within(dialog).getByText('3')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: offerTexts.upgrade })).toHaveAttribute(
      'href',
      '/supplier-dashboard/subscriptions?suggest',
    );
  });

  it('opens the tab that holds the request of ?rfq_notify=', async () => {
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': (req) =>
        req.query.get('id') === '812'
          ? list([notify({ offer: 'requested', tab: 'live-quotes', sub_tab: 'call-requested' })])
          : list([]),
    });
    renderWithProviders(<Screen />, route('/supplier-dashboard/offers?rfq_notify=812'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Call Requested/, selected: true })).toBeInTheDocument(),
    );
  });
});
