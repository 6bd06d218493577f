import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { errors } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { findLocation, probedState, renderWithProviders, resetSession } from '../../../test/render';
import { readRequestContext } from '../lib/request-link';
import { makeEntry, makePage } from '../test-data';
import { SupplierResults } from './supplier-results';

const place = { label: 'Manchester, England', latitude: 53.48095, longitude: -2.23743 };

describe('SupplierResults', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('shows premium listings with photo, rating, summary and View profile, and basic entries with contacts', async () => {
    const { calls } = mockApi({
      'GET /api/suppliers': () =>
        json(
          makePage(
            [
              makeEntry(),
              makeEntry({
                id: 43,
                company_name: 'Dundee Sound & Light',
                location: 'Dundee, UK',
                phone: '+441382496000',
                display_email: 'hello@dundeesoundlight.example',
                is_premium: false,
                summary: null,
                rating: { rate: 0, count: 0 },
                distance_miles: 207.2,
              }),
            ],
            { total: 30, last_page: 2 },
          ),
        ),
    });
    renderWithProviders(
      <SupplierResults
        filters={{ serviceId: 30, place, page: 1 }}
        collect
        heading="Suppliers"
        onPageChange={() => {}}
      />,
    );

    const premium = await screen.findByRole('article', { name: 'Northern Banners' });
    expect(premium).toHaveAttribute('data-listing', 'premium');
    expect(within(premium).getByText('NB')).toBeInTheDocument();
    expect(within(premium).getByRole('img', { name: 'Rated 4 out of 5 from 7 reviews' })).toBeInTheDocument();
    expect(within(premium).getByText('A print and branding studio in Manchester.')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: /View profile/ })).toHaveAttribute(
      'href',
      '/directory/profile/54',
    );
    expect(within(premium).getByText('Featured')).toBeInTheDocument();

    const basic = screen.getByRole('article', { name: 'Dundee Sound & Light' });
    expect(basic).toHaveAttribute('data-listing', 'basic');
    expect(within(basic).getByText(/Dundee, UK/)).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: /01382 496000/ })).toHaveAttribute(
      'href',
      'tel:+441382496000',
    );
    expect(within(basic).getByRole('link', { name: /hello@dundeesoundlight\.example/ })).toHaveAttribute(
      'href',
      'mailto:hello@dundeesoundlight.example',
    );
    expect(within(basic).getByRole('img', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(within(basic).queryByRole('link', { name: /View profile/ })).not.toBeInTheDocument();

    // Pages of 25 with the place's coordinates; the statistics flag only on a search the visitor started.
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toBeInTheDocument();
    const query = calls[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      service_id: '30',
      location_name: 'Manchester, England',
      latitude: '53.48095',
      longitude: '-2.23743',
      page: '1',
      limit: '25',
      collect_statistics: '1',
    });
  });

  it("says 'No matching Suppliers found' when nothing matches", async () => {
    const { calls } = mockApi({ 'GET /api/suppliers': () => json(makePage([])) });
    renderWithProviders(
      <SupplierResults
        filters={{ serviceId: 30, place: null, page: 1 }}
        heading="Suppliers"
        onPageChange={() => {}}
        emptyDescription="Try a larger town nearby."
      />,
    );
    expect(await screen.findByRole('heading', { name: errors.directoryEmpty })).toBeInTheDocument();
    expect(screen.getByText('Try a larger town nearby.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(calls[0]!.query.has('collect_statistics')).toBe(false);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/suppliers': () =>
        fail
          ? json({ message: 'Something went wrong.' }, 500, 'Internal Server Error')
          : json(makePage([makeEntry()])),
    });
    const { user } = renderWithProviders(
      <SupplierResults filters={{ page: 1 }} heading="Suppliers" onPageChange={() => {}} />,
    );
    expect(await screen.findByText("We couldn't load the suppliers")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Northern Banners' })).toBeInTheDocument();
  });

  it("carries the list's service and place to a profile opened from it (issue 21)", async () => {
    mockApi({ 'GET /api/suppliers': () => json(makePage([makeEntry()])) });
    const context = { service: { id: 30, product: 'LED Screen Hire' }, place };
    const { user } = renderWithProviders(
      <SupplierResults
        filters={{ serviceId: 30, place, page: 1 }}
        heading="Suppliers"
        onPageChange={() => {}}
        requestContext={context}
      />,
      { route: '/directory/search' },
    );
    await user.click(await screen.findByRole('link', { name: /View profile/ }));
    expect(await findLocation()).toBe('/directory/profile/54');
    expect(readRequestContext(probedState())).toEqual(context);
  });
});
