import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { billingTexts, type AdminPricePlan } from '@marquee/contracts/billing';
import { validation } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { PricePlans } from './admin-pricing';

const plan = (overrides: Partial<AdminPricePlan>): AdminPricePlan => ({
  id: 1,
  name: 'Free',
  description: 'Three responses a month',
  type: 0,
  price_per_year: 0,
  price_per_month: 0,
  year_price_per_month: 0,
  service_count_max: 3,
  is_archive: 0,
  stripe_product_id: null,
  suppliers_count: 12,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const free = plan({});
const pro = plan({
  id: 2,
  name: 'Professional',
  description: 'Every request for your services',
  type: 2,
  price_per_month: 25,
  price_per_year: 250,
  year_price_per_month: 21,
  service_count_max: null,
  is_archive: 1,
  suppliers_count: 4,
});

const list = () => json({ pricing_plans: [free, pro] });

describe('Admin pricing plans', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the plans with their type, prices, services allowed and availability', async () => {
    mockApi({ 'GET /api/admin/price-plans': list });
    renderWithProviders(<PricePlans />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent(/Professional.*Subscriber.*£25.*£250.*£21 \/ month.*All.*4/);
    expect(rows[1]).toHaveTextContent(/Free.*Free.*£0.*£0.*3.*12/);
    expect(screen.getByRole('switch', { name: `${billingTexts.availableLabel}: Free` })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: `${billingTexts.availableLabel}: Professional` }),
    ).not.toBeChecked();
  });

  it('archives and restores a plan with the switch', async () => {
    const { calls } = mockApi({
      'GET /api/admin/price-plans': list,
      'POST /api/admin/price-plans/1/archive': () => json({ pricing_plan: { ...free, is_archive: 1 } }),
      'POST /api/admin/price-plans/2/restore': () => json({ pricing_plan: { ...pro, is_archive: 0 } }),
    });
    const { user } = renderWithProviders(<PricePlans />);
    await user.click(await screen.findByRole('switch', { name: `${billingTexts.availableLabel}: Free` }));
    await user.click(screen.getByRole('switch', { name: `${billingTexts.availableLabel}: Professional` }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/admin/price-plans/1/archive',
        '/api/admin/price-plans/2/restore',
      ]),
    );
    // The list is read again after each change.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/price-plans').length).toBeGreaterThanOrEqual(3),
    );
  });

  it('checks the add form with the texts of spec 5 and sends nothing until it is right', async () => {
    const { calls } = mockApi({ 'GET /api/admin/price-plans': list });
    const { user } = renderWithProviders(<PricePlans />);
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pricing plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    for (const text of [
      validation.nameRequired,
      validation.descriptionRequired,
      billingTexts.typeRequired,
      validation.annualPriceRequired,
      validation.monthlyPriceRequired,
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'x'.repeat(51));
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'y'.repeat(151));
    await user.type(within(dialog).getByRole('textbox', { name: /^Services allowed/ }), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    expect(await within(dialog).findAllByText(validation.tooMuch)).toHaveLength(2);
    expect(within(dialog).getByText(validation.quoteNotANumber)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a plan with every field', async () => {
    const { calls } = mockApi({
      'GET /api/admin/price-plans': list,
      'POST /api/admin/price-plans': () => json({ pricing_plan: plan({ id: 3, name: 'Starter' }) }, 201),
    });
    const { user } = renderWithProviders(<PricePlans />);
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pricing plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Starter');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Ten responses a month');
    // The select's own input (Mantine labels its hidden value input too).
    await user.click(within(dialog).getAllByLabelText(/^Type/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Premium' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Monthly price/ }), '9.99');
    await user.type(within(dialog).getByRole('textbox', { name: /^Annual price/ }), '99');
    await user.type(within(dialog).getByRole('textbox', { name: /^Services allowed/ }), '5');
    await user.click(within(dialog).getByRole('checkbox', { name: billingTexts.availableLabel }));
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Starter',
        description: 'Ten responses a month',
        type: 1,
        price_per_month: 9.99,
        price_per_year: 99,
        service_count_max: 5,
        is_archive: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits only the name and description of an existing plan', async () => {
    const { calls } = mockApi({
      'GET /api/admin/price-plans': list,
      'PUT /api/admin/price-plans/2': () => json({ pricing_plan: { ...pro, name: 'Pro' } }),
    });
    const { user } = renderWithProviders(<PricePlans />);
    await user.click(await screen.findByRole('button', { name: 'Edit Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Professional' });
    for (const name of [/^Type/, /^Monthly price/, /^Annual price/, /^Services allowed/]) {
      expect(within(dialog).getAllByLabelText(name)[0]).toBeDisabled();
    }
    expect(within(dialog).getByRole('textbox', { name: /^Monthly price/ })).toHaveValue('25.00');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(validation.nameRequired)).toBeInTheDocument();
    await user.type(name, 'Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        name: 'Pro',
        description: 'Every request for your services',
      }),
    );
  });

  it('shows a 422 from the API under its field', async () => {
    mockApi({
      'GET /api/admin/price-plans': list,
      'PUT /api/admin/price-plans/2': () =>
        json({ message: 'Invalid', errors: { name: ['That name is taken'] } }, 422),
    });
    const { user } = renderWithProviders(<PricePlans />);
    await user.click(await screen.findByRole('button', { name: 'Edit Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Professional' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('That name is taken')).toBeInTheDocument();
  });
});
