import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { AdminSupplierListItem, AdminSuppliersResponse } from '@marquee/contracts/admin-suppliers';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { AcceptedSuppliers } from './accepted-suppliers';

const supplier = (id: number, over: Partial<AdminSupplierListItem> = {}): AdminSupplierListItem => ({
  id,
  name: `Robin ${id}`,
  company_name: `Canvas ${id}`,
  email: `robin${id}@example.co.uk`,
  display_email: null,
  phone: '+447911123456',
  website: null,
  position_in_company: 'Owner',
  location: 'Leeds, England',
  nearby: 50,
  pricing_plan_id: 1,
  pricing_plan_name: 'Free',
  no_limits: false,
  payment_requested_at: null,
  service_request_notifies_count: 4,
  service_request_quotes_count: 2,
  status: 1,
  services: [
    { id: 1, service: { id: 3, product: 'Marquee hire', service_category: { id: 1, category: 'Tents' } } },
  ],
  submitted_at: null,
  created_at: '2026-02-03T10:00:00.000Z',
  ...over,
});

const answer = (over: Partial<AdminSuppliersResponse['pagination']> = {}): AdminSuppliersResponse => ({
  suppliers: [supplier(11), supplier(12)],
  filters: {
    pricing_plans: [
      { id: 1, name: 'Free', type: 0 },
      { id: 2, name: 'Subscriber', type: 2 },
    ],
  },
  pagination: { total_pages: 1, page: 1, total: 2, ...over },
});

/** The page's URL search, shown so a test can see that filters live in the URL. */
function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}

function renderList(route = '/admin-login/suppliers/approved', response = answer()) {
  const api = mockApi({ 'GET /api/admin/suppliers': () => json(response) });
  const view = renderWithProviders(
    <>
      <AcceptedSuppliers />
      <Url />
    </>,
    { route },
  );
  return { ...api, ...view };
}

const lastList = (calls: MockRequest[]) => calls.filter((c) => c.path === '/api/admin/suppliers').at(-1)!;
const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

describe('AcceptedSuppliers', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the approved suppliers newest first, each linked to its profile', async () => {
    const { calls } = renderList();
    const link = await screen.findByRole('link', { name: 'Canvas 11' });
    expect(link).toHaveAttribute('href', '/admin-login/suppliers/profile-approved?id=11');
    const query = lastList(calls).query;
    expect(query.get('status')).toBe('1');
    expect(query.get('sort_field')).toBe('created_at');
    expect(query.get('sort_order')).toBe('0');
    expect(screen.getByRole('columnheader', { name: /Registered/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a new column descending, then toggles it (spec 4 Admin lists)', async () => {
    const { calls, user } = renderList();
    await screen.findByRole('link', { name: 'Canvas 11' });
    await user.click(screen.getByRole('button', { name: 'Supplier' }));
    await waitFor(() => expect(lastList(calls).query.get('sort_field')).toBe('company_name'));
    expect(lastList(calls).query.get('sort_order')).toBe('0');
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Supplier' }));
    await waitFor(() => expect(lastList(calls).query.get('sort_order')).toBe('1'));
    expect(screen.getByRole('columnheader', { name: /Supplier/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'RFQs received' }));
    await waitFor(() =>
      expect(lastList(calls).query.get('sort_field')).toBe('service_request_notifies_count'),
    );
    expect(lastList(calls).query.get('sort_order')).toBe('0');
    expect(url().get('sort_field')).toBe('service_request_notifies_count');
  });

  it('searches only from 3 characters (spec 5), and keeps the search in the URL', async () => {
    const { calls, user } = renderList(
      '/admin-login/suppliers/approved?page=2',
      answer({ total_pages: 3, page: 2, total: 120 }),
    );
    await screen.findByRole('link', { name: 'Canvas 11' });
    const box = screen.getByRole('textbox', { name: /Search/ });
    await user.type(box, 'ca');
    await waitFor(() => expect(url().get('filter')).toBe('ca'));
    expect(calls.every((c) => !c.query.has('filter'))).toBe(true);
    // Under 3 characters the list is the same one: it stays on its page.
    expect(url().get('page')).toBe('2');
    await user.type(box, 'n');
    await waitFor(() => expect(lastList(calls).query.get('filter')).toBe('can'));
    expect(url().get('filter')).toBe('can');
    expect(url().has('page')).toBe(false);
    expect(lastList(calls).query.get('page')).toBe('1');
  });

  it('applies the registration range only once both ends exist', async () => {
    const { calls, user } = renderList();
    await screen.findByRole('link', { name: 'Canvas 11' });
    await user.click(screen.getByRole('button', { name: 'Registration date' }));
    const month = screen
      .getAllByRole('button')
      .filter((b) => /^\d{1,2} \w+ \d{4}$/.test(b.getAttribute('aria-label') ?? ''));
    const [first, second] = [month[2]!, month[9]!];
    await user.click(first);
    expect(url().has('date_from')).toBe(false);
    expect(calls.every((c) => !c.query.has('date_from'))).toBe(true);
    await user.click(second);
    await waitFor(() => expect(lastList(calls).query.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect(lastList(calls).query.get('date_to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url().get('date_to')).toBe(lastList(calls).query.get('date_to'));
  });

  it('starts from the URL (a reload keeps the filters); an empty RFQ bound is sent as 0', async () => {
    const { calls } = renderList(
      '/admin-login/suppliers/approved?filter=canvas&subscription_plan=2&rfq_received_min=5&date_from=2026-01-01&page=2&sort_field=name&sort_order=1',
      answer({ total_pages: 3, page: 2, total: 120 }),
    );
    await screen.findByRole('link', { name: 'Canvas 11' });
    const query = lastList(calls).query;
    expect(query.get('filter')).toBe('canvas');
    expect(query.get('subscription_plan[0]')).toBe('2');
    expect(query.get('rfq_received_min')).toBe('5');
    expect(query.get('rfq_received_max')).toBe('0');
    // Half a date range is not applied.
    expect(query.has('date_from')).toBe(false);
    expect(query.get('page')).toBe('2');
    expect(query.get('sort_field')).toBe('name');
    expect(query.get('sort_order')).toBe('1');
    expect(screen.getByRole('textbox', { name: /Search/ })).toHaveValue('canvas');
    expect(screen.getByRole('textbox', { name: 'RFQs received, at least' })).toHaveValue('5');
  });

  it('pages: 5 around the current page and 5 at each end on a wide screen, in the URL', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof matchMedia;
    try {
      const { calls, user } = renderList(
        '/admin-login/suppliers/approved?page=10',
        answer({ total_pages: 30, page: 10, total: 1500 }),
      );
      const pages = await screen.findByRole('navigation', { name: 'Accepted suppliers pages' });
      const shown = within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => Number(b.textContent));
      expect(shown).toEqual([1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 26, 27, 28, 29, 30]);
      expect(within(pages).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
      await user.click(within(pages).getByRole('button', { name: 'Page 11' }));
      await waitFor(() => expect(lastList(calls).query.get('page')).toBe('11'));
      expect(url().get('page')).toBe('11');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('applies a place once picked, with the radius, and keeps it when sorting', async () => {
    const { user } = renderList();
    // The places of the location field too (the built-in gazetteer's answers).
    const api = mockApi({
      'GET /api/admin/suppliers': () => json(answer()),
      'GET /api/places/autocomplete': () => json({ predictions: [{ id: 'gn:1', label: 'Leeds, England' }] }),
      'GET /api/places/geocode': () => json({ lat: 53.8, lng: -1.55 }),
    });
    await screen.findByRole('link', { name: 'Canvas 11' });
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Leeds');
    await user.click(await screen.findByRole('option', { name: 'Leeds, England' }));
    await waitFor(() => expect(url().get('location')).toBe('Leeds, England'));
    await user.click(screen.getByRole('button', { name: 'Supplier' }));
    await waitFor(() => expect(url().get('sort_field')).toBe('company_name'));
    expect(url().get('location')).toBe('Leeds, England');
    const last = lastList(api.calls).query;
    expect(last.get('location')).toBe('Leeds, England');
    expect(last.get('sort_field')).toBe('company_name');
  });

  it('says when no supplier matches the filters', async () => {
    renderList('/admin-login/suppliers/approved?filter=zzz', { ...answer(), suppliers: [] });
    expect(await screen.findByText('Search result is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
