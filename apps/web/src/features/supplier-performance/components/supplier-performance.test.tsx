import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ukToday } from '@marquee/contracts/requests';
import {
  addDays,
  type PerformanceFigures,
  type SupplierPerformanceResponse,
} from '@marquee/contracts/supplier-performance';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { changeOf } from '../lib/performance-change';
import { SupplierPerformance } from './supplier-performance';

const ROUTE = { route: '/supplier-dashboard/performance' };

const figures = (over: Partial<PerformanceFigures> = {}): PerformanceFigures => ({
  date_from: '2026-10-28',
  date_to: '2026-11-26',
  received: 0,
  answered: 0,
  viewed: 0,
  shortlisted: 0,
  won: 0,
  answer_rate: null,
  median_reply_minutes: null,
  plan_cost: null,
  cost_per_win: null,
  ...over,
});

/** The answer for a period: the one asked for, and the period before it. */
const answer = (request: MockRequest, over: Partial<SupplierPerformanceResponse> = {}) => {
  const from = request.query.get('date_from')!;
  const to = request.query.get('date_to')!;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return json({
    current: figures({
      date_from: from,
      date_to: to,
      received: 12,
      answered: 9,
      viewed: 6,
      shortlisted: 3,
      won: 2,
      answer_rate: 0.75,
      median_reply_minutes: 95,
      plan_cost: 25,
      cost_per_win: 12.5,
    }),
    previous: figures({
      date_from: addDays(from, -days),
      date_to: addDays(from, -1),
      received: 8,
      answered: 4,
      viewed: 4,
      shortlisted: 3,
      won: 0,
      answer_rate: 0.5,
      median_reply_minutes: 240,
      plan_cost: 25,
    }),
    plan: { name: 'Subscriber', type: 2, paid: true },
    allowance: null,
    ...over,
  });
};

const plans = () =>
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

/** A figure card's value and change line, by its label. */
const card = (label: string) => {
  const group = screen.getByRole('group', { name: label });
  return {
    value: within(group).getByTestId('figure-value').textContent,
    change: within(group).getByTestId('figure-change').textContent,
  };
};

afterEach(() => vi.unstubAllGlobals());

describe('SupplierPerformance', () => {
  it('shows the last 30 days against the 30 before, each change in words, and the cost per win', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/performance': (r) => answer(r),
      'GET /api/price-plans': plans,
    });
    renderWithProviders(<SupplierPerformance />, ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Performance' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading performance')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Requests received' });
    const today = ukToday();
    expect(calls[0]!.query.get('date_to')).toBe(today);
    expect(calls[0]!.query.get('date_from')).toBe(addDays(today, -29));

    expect(card('Requests received')).toEqual({ value: '12', change: 'Up 50% on the previous 30 days' });
    expect(card('Answered')).toEqual({ value: '9', change: 'Up 125% on the previous 30 days' });
    // A share moves by points; a faster reply is a fall.
    expect(card('Answer rate')).toEqual({ value: '75%', change: 'Up 25 points on the previous 30 days' });
    expect(card('Median reply time')).toEqual({ value: '2 h', change: 'Down 60% on the previous 30 days' });
    expect(card('Shortlisted').change).toBe('No change on the previous 30 days');
    expect(card('Won')).toEqual({ value: '2', change: 'Up from 0 in the previous 30 days' });
    expect(card('Plan cost in the period').value).toBe('£25');
    expect(card('Cost per win')).toEqual({ value: '£12.50', change: 'No figure for the previous 30 days' });
    // A subscriber answers every request: no allowance and no upgrade offer.
    expect(screen.queryByRole('group', { name: 'Free responses' })).toBeNull();
  });

  it('switches to a preset period and asks for it', async () => {
    const { calls } = mockApi({
      'GET /api/supplier/performance': (r) => answer(r),
      'GET /api/price-plans': plans,
    });
    const { user } = renderWithProviders(<SupplierPerformance />, ROUTE);
    await screen.findByRole('group', { name: 'Requests received' });
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(card('Won').change).toBe('Up from 0 in the previous 7 days'));
    const last = calls.filter((c) => c.path === '/api/supplier/performance').at(-1)!;
    expect(last.query.get('date_from')).toBe(addDays(ukToday(), -6));
    // Custom asks for nothing until both ends of the range are chosen.
    const before = calls.length;
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByText('d/m/yyyy - d/m/yyyy')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('shows a free supplier the empty state, their allowance and the upgrade to the plan that answers', async () => {
    mockApi({
      'GET /api/supplier/performance': (r) =>
        json({
          current: figures({ date_from: r.query.get('date_from')!, date_to: r.query.get('date_to')! }),
          previous: figures(),
          plan: { name: 'Free', type: 0, paid: false },
          allowance: { allowance: 3, used: 3, remaining: 0, given_back: 1 },
        }),
      'GET /api/price-plans': plans,
    });
    renderWithProviders(<SupplierPerformance />, ROUTE);
    expect(await screen.findByText('No requests reached you in this period.')).toBeInTheDocument();
    const allowance = screen.getByRole('group', { name: 'Free responses' });
    expect(allowance).toHaveTextContent('You have used 3 of 3 free responses; 0 left.');
    expect(allowance).toHaveTextContent('1 response given back because the organiser never opened it.');
    await waitFor(() => expect(allowance).toHaveTextContent('Professional: £25 a month.'));
    expect(within(allowance).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/subscriptions?suggest&plan=3',
    );
    expect(screen.queryByRole('group', { name: 'Cost per win' })).toBeNull();
  });

  it('shows the failure in place of the figures', async () => {
    mockApi({
      'GET /api/supplier/performance': () => json({ message: 'Enter the date as yyyy-mm-dd' }, 422),
      'GET /api/price-plans': plans,
    });
    renderWithProviders(<SupplierPerformance />, ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the date as yyyy-mm-dd');
  });
});

describe('changeOf', () => {
  it('says which way a figure went, by percent, by points for a share, and when there is nothing to compare', () => {
    expect(changeOf(5, 4)).toEqual({ direction: 'up', text: 'Up 25%', joiner: 'on', tone: 'good' });
    expect(changeOf(3, 4)).toEqual({ direction: 'down', text: 'Down 25%', joiner: 'on', tone: 'bad' });
    expect(changeOf(30, 60, { lowerIsBetter: true })).toMatchObject({ text: 'Down 50%', tone: 'good' });
    expect(changeOf(0.51, 0.5, { share: true })).toMatchObject({ text: 'Up 1 point' });
    expect(changeOf(0, 0)).toMatchObject({ direction: 'same', text: 'No change' });
    expect(changeOf(2, 0)).toMatchObject({ direction: 'up', text: 'Up from 0' });
    expect(changeOf(null, 3)).toMatchObject({ direction: 'none', text: 'No figure' });
  });
});
