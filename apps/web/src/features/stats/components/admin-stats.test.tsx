import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HealthFigures, HealthResponse, StatsResponse } from '@marquee/contracts/admin-stats';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { AdminStats } from './admin-stats';

const stats: Record<string, (r: MockRequest) => StatsResponse> = {
  services: () => ({
    total: 3,
    rows: [
      { key: '1', label: 'Marquee hire', count: 1 },
      { key: '2', label: 'Catering', count: 1 },
      { key: '3', label: 'Lighting', count: 1 },
    ],
  }),
  'price-plans': () => ({
    total: 4,
    rows: [
      { key: '1', label: 'Free', count: 3 },
      { key: '2', label: 'Professional', count: 1 },
    ],
  }),
  'service-requests': (r) => ({
    total: 3,
    rows: [{ key: '10', label: 'Active', count: 3 }],
    buckets:
      r.query.get('period') === 'month'
        ? [{ start: '2026-10-01', count: 3 }]
        : [
            { start: '2026-10-19', count: 2 },
            { start: '2026-10-26', count: 0 },
            { start: '2026-11-02', count: 1 },
          ],
  }),
  suppliers: () => ({ total: 12, rows: [{ key: '1', label: 'Accepted', count: 12 }] }),
  organisers: () => ({ total: 1250, rows: [{ key: 'confirmed', label: 'E-mail confirmed', count: 1250 }] }),
  'directory-search': () => ({ total: 87, rows: [] }),
  'service-unknowns': () => ({
    total: 9,
    rows: [
      { key: 'yurts', label: 'yurts', count: 6 },
      { key: 'ice sculpture', label: 'ice sculpture', count: 3 },
    ],
  }),
};

const statsHandler = (r: MockRequest) => {
  const name = r.path.replace('/api/admin/stats/', '');
  return json(stats[name]!(r));
};

const figures = (over: Partial<HealthFigures>): HealthFigures => ({
  requests_sent: 10,
  quoted_share: 0.8,
  median_first_quote_minutes: 95,
  median_quotes_per_request: 2,
  selected_share: 0.3,
  fulfilled_share: 0.1,
  supplier_answer_rate: 0.5,
  ...over,
});

const health: HealthResponse = {
  range: { date_from: '2026-10-30', date_to: '2026-11-26' },
  previous_range: { date_from: '2026-10-02', date_to: '2026-10-29' },
  current: figures({}),
  previous: figures({ requests_sent: 8, quoted_share: 0.75, median_first_quote_minutes: null }),
  by_service: [{ ...figures({ requests_sent: 6 }), service_id: 1, label: 'Marquee hire' }],
  by_region: [{ ...figures({ requests_sent: 4, quoted_share: 0.5 }), region: 'Scotland' }],
};

const statsPaths = (calls: MockRequest[], name: string) =>
  calls.filter((c) => c.path === `/api/admin/stats/${name}`);

/** A day of the current month: 'yyyy-mm-dd' and the calendar's name for it. */
function thisMonth(day: number) {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(day)}`,
    label: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

describe('Admin statistics', { timeout: 30_000 }, () => {
  // The charts are a lazily loaded chunk (Recharts); load it once before the tests wait on what it shows.
  beforeAll(async () => {
    await Promise.all([import('./requests-chart'), import('./share-chart')]);
  }, 60_000);
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the counts, the weekly then monthly requests, the shares and the top unknown searches', async () => {
    const { calls } = mockApi(
      Object.fromEntries(Object.keys(stats).map((n) => [`GET /api/admin/stats/${n}`, statsHandler])),
    );
    const { user } = renderWithProviders(<AdminStats menu="stats" />, { route: '/admin-login/stats' });

    const suppliers = await screen.findByRole('region', { name: 'Suppliers' });
    await waitFor(() => expect(suppliers).toHaveTextContent('12'));
    expect(screen.getByRole('region', { name: 'Organisers' })).toHaveTextContent('1,250');
    expect(screen.getByRole('region', { name: 'Directory searches' })).toHaveTextContent('87');
    expect(screen.getByRole('region', { name: 'Unknown searches' })).toHaveTextContent('9');

    // Weekly by default (spec 9): the numbers are a table for screen readers, empty weeks included.
    const requests = await screen.findByRole('table', { name: 'Requests' });
    const weeks = within(requests).getAllByRole('row').slice(1);
    expect(weeks.map((r) => r.textContent)).toEqual([
      'w/c 19 Oct 20262',
      'w/c 26 Oct 20260',
      'w/c 2 Nov 20261',
    ]);
    expect(statsPaths(calls, 'service-requests')[0]?.query.get('period')).toBe('week');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Requests' }))
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(['Oct 20263']),
    );
    expect(statsPaths(calls, 'service-requests').at(-1)?.query.get('period')).toBe('month');

    // Shares in whole percent adding up to 100 (largest remainder: 34 + 33 + 33).
    const services = await screen.findByRole('table', { name: 'Requests by service' });
    expect(
      within(services)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Marquee hire134%', 'Catering133%', 'Lighting133%']);
    const plans = screen.getByRole('table', { name: 'Suppliers by plan' });
    expect(within(plans).getByRole('rowheader', { name: 'Free' }).closest('tr')).toHaveTextContent('75%');

    // 'Show as table' puts the numbers in sight in place of the chart.
    const panel = screen.getByRole('region', { name: 'Requests by service' });
    await user.click(within(panel).getByRole('button', { name: 'Show as table' }));
    expect(within(panel).getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const unknowns = screen.getByRole('region', { name: 'Top unknown searches' });
    expect(within(unknowns).getByRole('row', { name: 'yurts 6' })).toBeInTheDocument();
  });

  it('applies a date range once both ends are chosen, to every figure', async () => {
    const { calls } = mockApi(
      Object.fromEntries(Object.keys(stats).map((n) => [`GET /api/admin/stats/${n}`, statsHandler])),
    );
    const { user } = renderWithProviders(<AdminStats menu="stats" />, { route: '/admin-login/stats' });
    await screen.findByRole('table', { name: 'Requests' });
    expect(calls.every((c) => !c.query.has('date_from'))).toBe(true);

    const [from, to] = [thisMonth(3), thisMonth(10)];
    await user.click(screen.getByRole('button', { name: 'Date range' }));
    await user.click(screen.getByRole('button', { name: from.label }));
    const afterOneEnd = calls.length;
    await user.click(screen.getByRole('button', { name: to.label }));
    await waitFor(() =>
      expect(statsPaths(calls, 'services').some((c) => c.query.has('date_from'))).toBe(true),
    );
    expect(calls.slice(0, afterOneEnd).every((c) => !c.query.has('date_from'))).toBe(true);
    for (const name of Object.keys(stats)) {
      const last = statsPaths(calls, name).at(-1)!;
      expect([last.query.get('date_from'), last.query.get('date_to')], name).toEqual([from.iso, to.iso]);
    }
  });

  it('shows the health of the range against the one before, by service and by region', async () => {
    const { calls } = mockApi({ 'GET /api/admin/stats/health': () => json(health) });
    renderWithProviders(<AdminStats menu="stats" submenu="health" />, { route: '/admin-login/stats/health' });
    const table = await screen.findByRole('region', { name: 'Health figures' });
    expect(within(table).getByRole('row', { name: /Requests sent/ })).toHaveTextContent('108+25%');
    expect(within(table).getByRole('row', { name: /Quoted at least once/ })).toHaveTextContent(
      '80%75%+5 pts',
    );
    expect(within(table).getByRole('row', { name: /Median time to first quote/ })).toHaveTextContent(
      '1 h 35 min—',
    );
    expect(
      screen.getByText('Requests sent 30.10.2026 – 26.11.2026, against 02.10.2026 – 29.10.2026.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'By service' })).getByRole('row', { name: /Marquee hire/ }),
    ).toHaveTextContent('Marquee hire680%');
    expect(
      within(screen.getByRole('region', { name: 'By region' })).getByRole('row', { name: /Scotland/ }),
    ).toHaveTextContent('Scotland450%');
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/stats/health']);
    expect(screen.getByText('Without a range: the last 28 days.')).toBeVisible();
  });
});
