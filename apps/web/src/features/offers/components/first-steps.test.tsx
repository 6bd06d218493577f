import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { offerTexts, type Quota, type SupplierCounters } from '@marquee/contracts/offers';
import { notices } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { ownProfile } from '../../../test/own-profile';
import { renderWithProviders } from '../../../test/render';
import { SupplierOffers } from './supplier-offers';

function Screen() {
  const { submenu } = useParams();
  return <SupplierOffers menu="offers" submenu={submenu} />;
}

const route = { route: '/supplier-dashboard/offers', path: '/supplier-dashboard/offers/:submenu?' };

const quota = (over: Partial<Quota>): Quota => ({
  unlimited: false,
  allowance: 3,
  used: 0,
  remaining: 3,
  given_back: 0,
  received: 0,
  responded: 0,
  can_respond: true,
  ...over,
});

const zero = Object.fromEntries(
  ['index', 'quoted', 'requested', 'discussing', 'accepted', 'declined', 'expired'].flatMap((k) => [
    [`${k}_count`, 0],
    [`${k}_new_count`, 0],
  ]),
) as SupplierCounters;

const list = (q: Quota) =>
  json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 }, quota: q });

afterEach(() => vi.unstubAllGlobals());

describe("An approved supplier's first dashboard (issue 21)", () => {
  it('explains how requests arrive and lists what the profile still needs, instead of the upgrade banner', async () => {
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(zero),
      'GET /api/supplier/service-request-notifies': () => list(quota({})),
      'GET /api/profile': () =>
        json({
          profile: ownProfile({
            status: 1,
            cover_url: '/files/cover.png',
            summary: 'Marquees for weddings.',
            response_template: 'Thanks for your request.',
            services: [{ id: 1, service: { id: 4, product: 'Marquee hire' } }],
            location: 'Leeds, England',
            nearby: 50,
          }),
        }),
    });
    renderWithProviders(<Screen />, route);
    const first = await screen.findByRole('region', { name: 'Getting started' });
    expect(first).toHaveTextContent('here is how requests reach you');
    expect(first).toHaveTextContent('the request appears under New requests and we e-mail you');
    const checklist = await within(first).findByRole('list', { name: 'Profile checklist' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Add your logo (to do)',
      'Add a cover image (done)',
      'Write a summary of your business (done)',
      'Prepare your response template (done)',
      'Choose your services (done)',
      'Set your location and how far you travel (done)',
      'Show examples of your work (to do)',
      'Upload documents and certificates (to do)',
    ]);
    expect(first).toHaveTextContent('Complete your profile while you wait: 3 of 8 left');
    expect(within(first).getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/profile-edit',
    );
    expect(screen.queryByTestId('free-tier-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(offerTexts.freeTierBanner)).not.toBeInTheDocument();
    expect(screen.getByTestId('offers-empty')).toHaveTextContent(notices.emptyRequests('new'));
  });

  it('shows the free-tier banner, not the first steps, once a request has reached the supplier', async () => {
    mockApi({
      'GET /api/supplier/service-request-notifies/counters': () => json(zero),
      'GET /api/supplier/service-request-notifies': () => list(quota({ received: 1 })),
      'GET /api/price-plans': () => json({ pricing_plans: [] }),
    });
    renderWithProviders(<Screen />, route);
    expect(await screen.findByTestId('free-tier-banner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });
});
