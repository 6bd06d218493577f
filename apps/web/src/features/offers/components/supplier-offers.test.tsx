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
    organiser_contact: null,
    policies: { read: true, respond: true, decline: true, undo_decline: false, mark_called: false },
    ...over,
  };
}

/** GET price-plans: Premium (£15) is cheaper but does not answer requests; Professional (type 2) does. */
const pricePlans = () =>
  json({
    pricing_plans: [
      {
        id: 1,
        name: 'Free',
        description: '',
        type: 0,
        price_per_year: 0,
        price_per_month: 0,
        year_price_per_month: 0,
        service_count_max: 3,
      },
      {
        id: 2,
        name: 'Premium',
        description: '',
        type: 1,
        price_per_year: 150,
        price_per_month: 15,
        year_price_per_month: 13,
        service_count_max: 5,
      },
      {
        id: 3,
        name: 'Professional',
        description: '',
        type: 2,
        price_per_year: 250,
        price_per_month: 25,
        year_price_per_month: 21,
        service_count_max: null,
      },
    ],
  });

/** The figures a QuotaFigures list shows, as 'term: value' lines. */
const figuresOf = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('term')
    .map((term) => `${term.textContent?.replace(/:$/, '')}: ${term.nextElementSibling?.textContent}`);

const list = (data: OfferNotify[], quota = freeQuota()) =>
  json({ data, meta: { current_page: 1, last_page: 1, per_page: 50, total: data.length }, quota });

afterEach(() => vi.unstubAllGlobals());

describe('SupplierOffers', () => {
  it('shows the tabs with counts, the free-tier banner and a request with its facts and time left', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => list([notify()]),
      'GET /api/price-plans': pricePlans,
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
    const banner = screen.getByTestId('free-tier-banner');
    expect(figuresOf(banner)).toEqual([
      'Requests received: 4',
      'Responses sent: 1',
      'Free responses used: 1 of 3',
    ]);
    // The plan the banner offers answers requests: Premium, cheaper, does not.
    expect(
      await within(banner).findByText('Professional answers every request, for £25 a month.'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: offerTexts.upgrade })).toHaveAttribute(
      'href',
      '/supplier-dashboard/subscriptions?suggest&plan=3',
    );
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

  it("reads Upgrade to respond once the allowance is used; the 402 shows the banner's figures and the plan that answers", async () => {
    // The list was read before two more requests arrived and a free answer was given back: the 402 is newer.
    let exhausted = false;
    const stale = freeQuota({ used: 3, remaining: 0, can_respond: false, received: 5, responded: 3 });
    const now = freeQuota({
      used: 3,
      remaining: 0,
      can_respond: false,
      received: 7,
      responded: 4,
      given_back: 1,
    });
    const blocked = notify({
      policies: { read: true, respond: false, decline: true, undo_decline: false, mark_called: false },
    });
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => list([blocked], exhausted ? now : stale),
      'GET /api/price-plans': pricePlans,
      'POST /api/supplier/service-request-quotes/check': () => {
        exhausted = true;
        return json(
          {
            message: offerTexts.quotaMessage,
            code: 'quota_exhausted',
            received: now.received,
            responded: now.responded,
            quota: now,
          },
          402,
          'Payment Required',
        );
      },
    });
    const { user } = renderWithProviders(<Screen />, route('/supplier-dashboard/offers'));
    expect(screen.queryByRole('button', { name: offerTexts.respond })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: offerTexts.upgradeToRespond }));
    const dialog = await screen.findByRole('dialog', { name: offerTexts.quotaTitle });
    const figures = ['Requests received: 7', 'Responses sent: 4', 'Free responses used: 3 of 3'];
    expect(figuresOf(dialog)).toEqual(figures);
    expect(dialog).toHaveTextContent(
      '1 given back to your free responses because the organiser never opened them.',
    );
    // The banner behind it reads the quota again and says the same.
    await waitFor(() => expect(figuresOf(screen.getByTestId('free-tier-banner'))).toEqual(figures));
    // The cheapest plan that answers (not Premium, which is cheaper) with its price; Upgrade opens its payment.
    const plan = await within(dialog).findByTestId('answering-plan');
    expect(plan).toHaveTextContent('Professional answers every request, for £25 a month.');
    expect(dialog).not.toHaveTextContent('Premium');
    const upgrade = within(dialog).getByRole('link', { name: offerTexts.upgrade });
    expect(upgrade).toHaveAttribute('href', '/supplier-dashboard/subscriptions?suggest&plan=3&request=812');
    expect(upgrade).toHaveAccessibleDescription(/Professional answers every request/);
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

  it('?rfq_notify= with &respond (back from the upgrade) opens the proposal of that request', async () => {
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () =>
        list([notify()], freeQuota({ unlimited: true, remaining: null })),
      'GET /api/profile': () => json({ profile: { response_template: 'Thanks for asking.' } }),
    });
    renderWithProviders(<Screen />, route('/supplier-dashboard/offers?rfq_notify=812&respond'));
    const dialog = await screen.findByRole('dialog', { name: 'Respond to #812-ds' });
    expect(await within(dialog).findByLabelText(/Your response/)).toHaveValue('Thanks for asking.');
  });

  it('?rfq_notify=&respond only shows the request when it cannot be answered now', async () => {
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
          freeQuota({ used: 3, remaining: 0, can_respond: false }),
        ),
      'GET /api/price-plans': pricePlans,
    });
    renderWithProviders(<Screen />, route('/supplier-dashboard/offers?rfq_notify=812&respond'));
    expect(await screen.findByRole('button', { name: offerTexts.upgradeToRespond })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it("says 'There are no new quote requests at this moment' on an empty New requests tab (spec 2.4's words, issue 21)", async () => {
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(counters),
      'GET /api/supplier/service-request-notifies': () => list([], freeQuota({ received: 2 })),
      'GET /api/price-plans': pricePlans,
    });
    renderWithProviders(<Screen />, route('/supplier-dashboard/offers'));
    expect(await screen.findByTestId('offers-empty')).toHaveTextContent(
      /^There are no new quote requests at this moment$/,
    );
  });
});
