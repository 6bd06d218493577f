import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { billingTexts, type PromoCode } from '@marquee/contracts/billing';
import { validation } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { PromoCodes } from './admin-promo-codes';

const promo = (overrides: Partial<PromoCode>): PromoCode => ({
  id: 1,
  name: 'WELCOME6',
  type: 0,
  date_from: null,
  date_to: null,
  discount: 100,
  discount_duration: 6,
  is_archive: 0,
  uses_count: 0,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const summer = promo({
  id: 2,
  name: 'SUMMER25',
  type: 1,
  date_from: '2026-11-01',
  date_to: '2027-01-31',
  discount: 25,
  discount_duration: 3,
  uses_count: 4,
});
const used = promo({
  id: 3,
  name: 'ONCE10',
  discount: 10,
  discount_duration: 1,
  uses_count: 1,
  status: 'used',
});
const expired = promo({
  id: 4,
  name: 'SPRING',
  type: 1,
  date_from: '2026-03-01',
  date_to: '2026-05-31',
  discount: 50,
  discount_duration: 2,
  status: 'expired',
});

const list = () => json({ promo_codes: [promo({}), summer, used, expired] });

/** The month after today's (UK), as the calendar labels its days and as the API takes them. */
function nextMonthDay(day: number) {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + 1, day);
  return {
    label: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    iso: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

describe('Admin promo codes', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the active codes with their dates as dd.MM.yyyy, and the past ones apart', async () => {
    mockApi({ 'GET /api/admin/promo-codes': list });
    const { unmount } = renderWithProviders(<PromoCodes tab="active" />);
    const active = await screen.findByRole('region', { name: 'Active promo codes' });
    const rows = within(active).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/WELCOME6.*Single use.*100 % for 6 months.*—.*0.*Active/);
    expect(rows[1]).toHaveTextContent(
      /SUMMER25.*Time-bound.*25 % for 3 months.*01\.11\.2026 – 31\.01\.2027.*4/,
    );
    // Only time-bound codes have dates to edit.
    expect(within(rows[0]!).queryByRole('button', { name: /Edit dates/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit dates of SUMMER25' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<PromoCodes tab="past" />);
    const past = await screen.findByRole('region', { name: 'Past promo codes' });
    const pastRows = within(past).getAllByRole('row').slice(1);
    expect(pastRows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/ONCE10.*Used/),
      expect.stringMatching(/SPRING.*01\.03\.2026 – 31\.05\.2026.*Expired/),
    ]);
  });

  it('checks the add form with the texts of spec 5', async () => {
    const { calls } = mockApi({ 'GET /api/admin/promo-codes': list });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Add promo code' }));
    await submit();
    expect(await within(dialog).findByText(validation.discountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(billingTexts.durationRequired)).toBeInTheDocument();

    const discount = within(dialog).getByRole('textbox', { name: 'Discount' });
    const duration = within(dialog).getByRole('textbox', { name: 'Discount duration' });
    await user.type(discount, '0');
    await user.type(duration, '0');
    await submit();
    expect(await within(dialog).findByText(validation.discountMin)).toBeInTheDocument();
    expect(within(dialog).getByText(validation.durationMin)).toBeInTheDocument();

    await user.clear(discount);
    await user.type(discount, '101');
    await user.clear(duration);
    await user.type(duration, '13');
    await submit();
    expect(await within(dialog).findByText(validation.discountMax)).toBeInTheDocument();
    expect(within(dialog).getByText(validation.durationMax)).toBeInTheDocument();

    // A time-bound code needs its date range.
    await user.click(within(dialog).getByRole('radio', { name: 'Time-bound' }));
    await submit();
    expect(await within(dialog).findByText(validation.dateRangeRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a single-use code with an empty name, which the API generates', async () => {
    const { calls } = mockApi({
      'GET /api/admin/promo-codes': list,
      'POST /api/admin/promo-codes': () => json({ promo_code: promo({ id: 9, name: 'K7WQ2M9D' }) }, 201),
    });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount' }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount duration' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add promo code' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 0,
        name: null,
        discount: 20,
        discount_duration: 3,
        date_from: null,
        date_to: null,
      }),
    );
    expect(await screen.findByText('K7WQ2M9D')).toBeInTheDocument();
  });

  it('adds a time-bound code with its dates sent as yyyy-MM-dd', async () => {
    const from = nextMonthDay(10);
    const to = nextMonthDay(20);
    const { calls } = mockApi({
      'GET /api/admin/promo-codes': list,
      'POST /api/admin/promo-codes': () => json({ promo_code: { ...summer, id: 10, name: 'AUTUMN' } }, 201),
    });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    await user.click(within(dialog).getByRole('radio', { name: 'Time-bound' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'AUTUMN');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount' }), '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount duration' }), '12');
    await user.click(within(dialog).getByRole('button', { name: /^Date range/ }));
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: from.label }));
    await user.click(screen.getByRole('button', { name: to.label }));
    await user.click(within(dialog).getByRole('button', { name: 'Add promo code' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        type: 1,
        name: 'AUTUMN',
        discount: 12.5,
        discount_duration: 12,
        date_from: from.iso,
        date_to: to.iso,
      }),
    );
  });

  it("edits a time-bound code's dates only", async () => {
    const { calls } = mockApi({
      'GET /api/admin/promo-codes': list,
      'PUT /api/admin/promo-codes/2': () => json({ promo_code: summer }),
    });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Edit dates of SUMMER25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SUMMER25' });
    const range = within(dialog).getByRole('button', { name: /^Date range/ });
    expect(range).toHaveTextContent('01/11/2026 - 31/01/2027');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        date_from: '2026-11-01',
        date_to: '2027-01-31',
      }),
    );
  });

  it("puts the API's 422 on the date range and shows any other failure above the form", async () => {
    const answers = [
      () => json({ message: 'Validation failed', errors: { date_to: [billingTexts.dateRangeOrder] } }, 422),
      () => json({ message: 'The server is busy' }, 500, 'Internal Server Error'),
    ];
    mockApi({
      'GET /api/admin/promo-codes': list,
      'PUT /api/admin/promo-codes/2': () => answers.shift()!(),
    });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Edit dates of SUMMER25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SUMMER25' });
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByText(billingTexts.dateRangeOrder)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server is busy');
    expect(screen.getByRole('dialog', { name: 'Edit SUMMER25' })).toBeInTheDocument();
  });

  it('archives a code after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/admin/promo-codes': list,
      'POST /api/admin/promo-codes/2/archive': () => json({ promo_code: { ...summer, is_archive: 1 } }),
    });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Archive SUMMER25' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive SUMMER25?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Archive SUMMER25' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive SUMMER25?' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/admin/promo-codes/2/archive',
      ]),
    );
  });

  it('downloads the active and past exports as CSV files', async () => {
    const csv = 'id,name\r\n2,SUMMER25\r\n';
    const { calls } = mockApi({
      'GET /api/admin/promo-codes': list,
      'GET /api/admin/promo-codes/export-active': () =>
        new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      'GET /api/admin/promo-codes/export-past': () =>
        new Response('id,name\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the blobs the download hands over.
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blobs.push(b);
        return `blob:${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderWithProviders(<PromoCodes tab="active" />);
    await user.click(await screen.findByRole('button', { name: 'Export active' }));
    await waitFor(() => expect(names).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export past' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[0]).toMatch(/^promo-codes-active-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(names[1]).toMatch(/^promo-codes-past-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobs[0]!.text()).toBe(csv);
    expect(calls.map((c) => c.path)).toContain('/api/admin/promo-codes/export-past');
  });
});
