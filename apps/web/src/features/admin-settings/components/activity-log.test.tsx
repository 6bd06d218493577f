import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditLogResponse } from '@marquee/contracts/audit-log';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { summaryLines } from '../lib/describe-entry';
import { ActivityLog } from './activity-log';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: { id: 5, name: 'Ada Admin' },
  action: 'settings.update',
  target_type: 'settings',
  target_id: 1,
  summary: { free_rfq_number: { from: 3, to: 5 } },
  created_at: '2026-03-02T10:05:00.000Z',
  ...overrides,
});

const answer = (entries: AuditEntry[], pages = 1, page = 1): AuditLogResponse => ({
  entries,
  filters: {
    actors: [
      { id: 5, name: 'Ada Admin' },
      { id: 6, name: 'Bob Admin' },
    ],
  },
  pagination: { total_pages: pages, page, total: pages > 1 ? 60 : entries.length },
});

const gets = (calls: MockRequest[]) =>
  calls.filter((c) => c.method === 'GET').map((c) => Object.fromEntries(c.query.entries()));

describe('Activity (the audit log)', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists who did what to what and when, with what changed', async () => {
    mockApi({
      'GET /api/admin/audit-log': () =>
        json(
          answer([
            entry({}),
            entry({
              id: 2,
              actor: { id: null, name: 'Gone Admin' },
              action: 'price_plan.update',
              target_type: 'price_plan',
              target_id: 7,
              summary: { name: { from: 'Gold', to: 'Gold+' } },
            }),
            entry({
              id: 3,
              action: 'catalogue.something_new',
              target_type: null,
              target_id: null,
              summary: {},
            }),
          ]),
        ),
    });
    renderWithProviders(<ActivityLog />);
    const table = await screen.findByRole('region', { name: 'Administrator actions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      /02\.03\.2026 \d\d:05.*Settings changed.*Ada Admin.*Settings.*Free RFQs: 3 → 5/,
    );
    expect(rows[1]).toHaveTextContent(/Pricing plan edited.*Gone Admin.*Pricing plan 7.*Name: Gold → Gold\+/);
    // An action this screen does not know yet reads as its name.
    expect(rows[2]).toHaveTextContent(/catalogue\.something_new.*Ada Admin.*—.*—/);
    expect(screen.getByText('3 actions')).toBeInTheDocument();
  });

  it('filters by action, administrator and a whole date range, from page 1', async () => {
    const { calls } = mockApi({
      'GET /api/admin/audit-log': (request) =>
        json(answer([entry({})], 2, Number(request.query.get('page') ?? 1))),
    });
    const { user } = renderWithProviders(<ActivityLog />);
    await screen.findByRole('region', { name: 'Administrator actions' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gets(calls).at(-1)).toEqual({ page: '2' }));

    await user.click(screen.getAllByLabelText('Action')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Promo code added' }));
    await waitFor(() => expect(gets(calls).at(-1)).toEqual({ action: 'promo_code.create' }));

    await user.click(screen.getAllByLabelText('Administrator')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Bob Admin' }));
    await waitFor(() => expect(gets(calls).at(-1)).toEqual({ action: 'promo_code.create', actor_id: '6' }));

    // One end of the range is not a filter yet; both are.
    const dates = screen.getByRole('button', { name: 'Dates' });
    await user.click(dates);
    await user.click(await screen.findByRole('button', { name: 'Previous month' }));
    const days = screen
      .getAllByRole('button')
      .filter((b) => /^\d+ \w+ \d{4}$/.test(b.getAttribute('aria-label') ?? ''));
    const first = days.find((b) => b.getAttribute('aria-label')?.startsWith('3 '))!;
    const last = days.find((b) => b.getAttribute('aria-label')?.startsWith('10 '))!;
    const count = calls.length;
    await user.click(first);
    expect(calls.length).toBe(count);
    await user.click(last);
    await waitFor(() =>
      expect(gets(calls).at(-1)).toEqual({
        action: 'promo_code.create',
        actor_id: '6',
        date_from: expect.stringMatching(/^\d{4}-\d{2}-03$/),
        date_to: expect.stringMatching(/^\d{4}-\d{2}-10$/),
      }),
    );
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/admin/audit-log': (r) => json(answer(r.query.get('action') ? [] : [entry({})])) });
    const { user } = renderWithProviders(<ActivityLog />);
    await screen.findByRole('region', { name: 'Administrator actions' });
    await user.click(screen.getAllByLabelText('Action')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Supplier deleted' }));
    expect(await screen.findByText('No matching actions')).toBeInTheDocument();
  });
});

describe('summaryLines', () => {
  it('writes an edit as from → to and a value as it is, an object as its parts', () => {
    expect(
      summaryLines({
        discount: '12.50',
        date_to: { from: '2026-01-01', to: '2026-02-01' },
        services: ['Catering', 'Tents'],
        location: null,
        counts: { imported: 3, errors: 1 },
      }),
    ).toEqual([
      'Discount: 12.50',
      'To: 2026-01-01 → 2026-02-01',
      'Services: Catering, Tents',
      'Location: —',
      'Counts: imported 3, errors 1',
    ]);
  });
});
