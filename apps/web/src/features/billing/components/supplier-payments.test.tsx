import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { cardTexts, sandboxNotice } from '@marquee/contracts/cards';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { card, payment } from '../test-data';
import { SupplierPayments } from './supplier-payments';

const route = '/supplier-dashboard/payments';
const visa = card();
const mastercard = card({ id: 21, brand: 'mastercard', last_four: '4444', default: false, exp_month: 11 });

describe('Payment methods', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the saved cards with the default and the payments with their VAT and receipt number', async () => {
    const { calls } = mockApi({
      'GET /api/payment-methods': () => json({ payment_methods: [mastercard, visa] }),
      'GET /api/subscriptions/payments': () => json({ payments: [payment()] }),
      'GET /api/subscriptions/payments/42/receipt': () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    const { user } = renderWithProviders(<SupplierPayments />, { route });
    const cards = await screen.findByRole('list', { name: 'Saved cards' });
    const items = within(cards).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mastercard •••• 4444');
    expect(items[0]).toHaveTextContent('Expires 11/30');
    expect(items[0]).not.toHaveTextContent('Default');
    expect(items[1]).toHaveTextContent(/Visa •••• 4242.*Default.*Expires 04\/30/);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /01\.12\.2026.*Professional.*Monthly.*£25.*£4\.17.*MQ-000042.*Paid/,
    );
    // The VAT receipt as a PDF named by its number (jsdom has no object URLs nor navigation).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download receipt MQ-000042' }));
    await waitFor(() => expect(names).toEqual(['MQ-000042.pdf']));
    expect(calls.map((c) => c.path)).toContain('/api/subscriptions/payments/42/receipt');
  });

  it('makes a card the default and deletes one after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/payment-methods': () => json({ payment_methods: [mastercard, visa] }),
      'GET /api/subscriptions/payments': () => json({ payments: [] }),
      'POST /api/payment-methods/default': () => json({ payment_method: { ...mastercard, default: true } }),
      'DELETE /api/payment-methods': () => json({ result: true }),
    });
    const { user } = renderWithProviders(<SupplierPayments />, { route });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Make Visa ending 4242 the default' }),
    ).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Make Mastercard ending 4444 the default' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/payment-methods/default')?.body).toEqual({
        payment_method: 21,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Visa ending 4242?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Visa ending 4242?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ payment_method: 11 }),
    );
  });

  it('adds a new card in the sandbox form, without a summary', async () => {
    const { calls } = mockApi({
      'GET /api/payment-methods': () => json({ payment_methods: [] }),
      'GET /api/subscriptions/payments': () => json({ payments: [] }),
      'GET /api/create-setup-intent': () =>
        json({ client_secret: 's', setup_intent_id: 'seti_9', provider: 'sandbox', publishable_key: null }),
      'POST /api/payment-methods/sandbox-confirm': () =>
        json(
          { status: 'succeeded', payment_method: card({ id: 30, brand: 'amex', last_four: '0005' }) },
          201,
        ),
    });
    const { user } = renderWithProviders(<SupplierPayments />, { route });
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add new card' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add new card' });
    expect(await within(dialog).findByText(sandboxNotice)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(within(dialog).getByText(cardTexts.numberRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '378282246310005');
    await user.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '0129');
    await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    // American Express takes four digits.
    expect(within(dialog).getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(success).toHaveTextContent('American Express ending 0005 is saved as your default card');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      number: '378282246310005',
      cvc: '1234',
    });
  });
});
