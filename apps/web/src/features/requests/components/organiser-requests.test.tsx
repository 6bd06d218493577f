import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import type { ServiceRequest } from '@marquee/contracts/requests';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { OrganiserRequests } from './organiser-requests';

const policies = {
  read: true,
  update: true,
  close: true,
  accept: true,
  reject: true,
  change_decision: false,
  review: false,
};

function request(overrides: Partial<ServiceRequest>): ServiceRequest {
  return {
    id: 1,
    service_id: 3,
    service: { id: 3, product: 'LED Screen Hire' },
    group_id: 'g-1',
    note: null,
    location: 'Manchester, England',
    latitude: 53.48,
    longitude: -2.24,
    date_from: '2027-01-03',
    date_until: '2027-01-04',
    date_offers_until: '2026-12-14',
    message: 'Launch party',
    user_id: 7,
    status: 10,
    is_held: false,
    accepts_quotes: true,
    suppliers_count: 2,
    service_request_quotes_count: { total: 0, not_viewed: 0 },
    service_request_accept: null,
    service_request_close_reason: null,
    service_request_reviews: false,
    review: null,
    created_at: '2026-11-24T10:00:00Z',
    accepted_at: null,
    closed_at: null,
    policies,
    ...overrides,
  };
}

const counters = {
  active_count: 3,
  accepted_count: 0,
  finished_count: 4,
  active_new_count: 1,
  accepted_new_count: 0,
  finished_new_count: 0,
};
const meta = { current_page: 1, last_page: 1, per_page: 25, total: 3 };

function serve(requests: ServiceRequest[]) {
  return mockApi({
    'GET /api/organiser/service-requests/counters': () => json(counters),
    'GET /api/organiser/service-requests': () => json({ data: { service_requests: requests }, meta }),
  });
}

describe('organiser requests (spec 2.4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups a brief as one event, shows -ds ids, NEW, quotes counts and cuts messages at 215 characters', async () => {
    const long = `${'Tables for 200 guests, '.repeat(12)}end`;
    serve([
      request({
        id: 12,
        group_id: 'brief',
        service: { id: 4, product: 'Event Catering' },
        note: 'Vegetarian',
      }),
      request({ id: 11, group_id: 'brief', service_request_quotes_count: { total: 3, not_viewed: 2 } }),
      request({ id: 9, group_id: 'single', message: long, service: { id: 5, product: 'PA System Hire' } }),
    ]);
    renderWithProviders(<OrganiserRequests menu="requests" submenu="active" />, {
      route: '/organiser-dashboard/requests/active',
      path: '/organiser-dashboard/requests/:submenu',
    });
    const brief = await screen.findByTestId('brief');
    expect(within(brief).getByText('One event · 2 services')).toBeInTheDocument();
    expect(within(brief).getAllByTestId('request-card')).toHaveLength(2);
    expect(within(brief).getByText('#11-ds')).toBeInTheDocument();
    expect(within(brief).getByText('NEW')).toBeInTheDocument();
    expect(within(brief).getByText('3 quotes · 2 new')).toBeInTheDocument();
    expect(within(brief).getByText('Vegetarian')).toBeInTheDocument();

    const single = screen.getAllByTestId('request-card').find((c) => c.textContent?.includes('#9-ds'))!;
    expect(within(single).getByText(`${long.slice(0, 215).trimEnd()}…`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Active/ })).toHaveTextContent('Active(3)1');
  });

  it("says 'There are no {tab} quote requests at this moment' for an empty tab", async () => {
    serve([]);
    renderWithProviders(<OrganiserRequests menu="requests" submenu="accepted" />, {
      route: '/organiser-dashboard/requests/accepted',
      path: '/organiser-dashboard/requests/:submenu',
    });
    expect(await screen.findByText(notices.emptyRequests('accepted'))).toBeInTheDocument();
  });
  it('modifies the review of a finished request: the modal opens filled in and PATCHes the change', async () => {
    const review = {
      id: 41,
      rate: 4,
      message: 'Great screens, arrived early.',
      service_request_id: 8,
      supplier_id: 5,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
      policies: { read: true, update: true },
    };
    const api = mockApi({
      'GET /api/organiser/service-requests/counters': () => json(counters),
      'GET /api/organiser/service-requests': () =>
        json({
          data: {
            service_requests: [
              request({ id: 8, status: 30, service_request_reviews: true, review, accepts_quotes: false }),
            ],
          },
          meta,
        }),
      'PATCH /api/organiser/service-request-reviews/41': () =>
        json({ data: { ...review, message: 'Great screens, arrived early. Would book again.' } }),
    });
    const { user } = renderWithProviders(<OrganiserRequests menu="requests" submenu="finished" />, {
      route: '/organiser-dashboard/requests/finished',
      path: '/organiser-dashboard/requests/:submenu',
    });
    await user.click(await screen.findByRole('button', { name: 'Modify review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify review' });
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue('Great screens, arrived early.');
    await user.type(within(dialog).getByLabelText(/^Message/), ' Would book again.');
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        rate: 4,
        message: 'Great screens, arrived early. Would book again.',
      }),
    );
  });

  it('?rfq= waits for the lookup, goes to the tab of the request and opens its quotes', async () => {
    mockApi({
      'GET /api/organiser/service-requests/counters': () => json(counters),
      'GET /api/organiser/service-requests/9/status': () => json({ result: true, status: 20 }),
      'GET /api/organiser/service-requests': () =>
        json({
          data: { service_requests: [request({ id: 9, status: 20 }), request({ id: 4, status: 20 })] },
          meta,
        }),
      'GET /api/organiser/service-request-quotes': () => json({ data: { quotes: [] } }),
    });
    function Screen() {
      const { submenu } = useParams();
      return <OrganiserRequests menu="requests" submenu={submenu} />;
    }
    renderWithProviders(<Screen />, {
      route: '/organiser-dashboard?rfq=9',
      path: '/organiser-dashboard/:menu?/:submenu?',
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Accepted/, selected: true })).toBeInTheDocument(),
    );
    const cards = await screen.findAllByTestId('request-card');
    const opened = cards.find((c) => c.textContent?.includes('#9-ds'))!;
    const other = cards.find((c) => c.textContent?.includes('#4-ds'))!;
    expect(within(opened).getByRole('button', { name: 'Hide quotes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(other).getByRole('button', { name: 'View quotes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
