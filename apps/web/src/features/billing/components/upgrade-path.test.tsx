import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { findLocation, renderWithProviders, resetSession } from '../../../test/render';
import { card, freePlan, plans, priceCheck, proPlan, subscription } from '../test-data';
import { paymentLine } from '../lib/plan-prices';
import { SupplierSubscriptions, planAnswers, trialExplained } from './supplier-subscriptions';

/*
 * Issue 21, 'The upgrade path must not sell a plan that does not solve the problem' (docs/decisions/0060): every
 * plan card says whether it answers requests, the 402's Upgrade opens the payment of the plan that does and comes
 * back to the request, the payment step restates the amount, and what the approval and the trial mean.
 */

const route = '/supplier-dashboard/subscriptions';

function api(overrides: Record<string, (r: MockRequest) => Response> = {}) {
  return mockApi({
    'GET /api/price-plans': () => json({ pricing_plans: plans }),
    'GET /api/subscriptions/current': () => json({ pricing_plan: freePlan, subscription: null }),
    'GET /api/payment-methods': () => json({ payment_methods: [card()] }),
    'GET /api/subscriptions/check-price': () => json(priceCheck()),
    'POST /api/subscribe': () => json({ pricing_plan: proPlan, subscription: subscription() }),
    ...overrides,
  });
}

const supplier = (status: 0 | 1) =>
  session.signIn('t', makeUser({ role: Role.supplier, profile: { id: 4, status } }), false);

describe('the upgrade path', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('says on every plan card whether it answers requests: Premium, cheaper, does not', async () => {
    api();
    renderWithProviders(<SupplierSubscriptions />, { route });
    const answers = (name: string) =>
      within(screen.getByRole('group', { name })).getByTestId('plan-answers').textContent?.trim();
    await screen.findByRole('group', { name: 'Professional' });
    expect(answers('Free')).toBe(planAnswers.no);
    expect(answers('Premium')).toBe(planAnswers.no);
    expect(answers('Professional')).toBe(planAnswers.yes);
  });

  it("?suggest&plan=&request= opens that plan's payment at once and, once paid, goes back to the request", async () => {
    supplier(ProfileStatus.approved);
    const { calls } = api();
    const { user } = renderWithProviders(<SupplierSubscriptions />, {
      route: `${route}?suggest&plan=3&request=812`,
    });
    const summary = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Professional');
    expect(screen.getByText(/Professional answers every request, for £25 a month/)).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Continue to payment' }));

    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    // The payment step restates what is paid and from when (the price check's first charge, dd.MM.yyyy).
    expect(await within(payment).findByText('Pay £25 a month from 01.12.2026')).toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'Subscribe' }));

    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(calls.find((c) => c.path === '/api/subscribe')?.body).toMatchObject({ pricing_plan_id: 3 });
    await user.click(within(success).getByRole('button', { name: 'Answer request 812-ds' }));
    expect(await findLocation()).toBe('/supplier-dashboard/offers?rfq_notify=812&respond');
  });

  it('closing the opened payment without paying stays on the plans, and does not open it again', async () => {
    api();
    const { user } = renderWithProviders(<SupplierSubscriptions />, {
      route: `${route}?suggest&plan=3&request=812`,
    });
    const summary = await screen.findByRole('dialog', { name: 'Order summary' });
    await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Professional' })).toHaveTextContent('Suggested');
  });

  it("tells only a supplier under review that the charge waits for the profile's approval", async () => {
    api();
    supplier(ProfileStatus.underReview);
    const first = renderWithProviders(<SupplierSubscriptions />, { route });
    await first.user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    expect(await screen.findByRole('dialog', { name: 'Order summary' })).toHaveTextContent(
      'and only once your profile is approved',
    );
    first.unmount();

    supplier(ProfileStatus.approved);
    const second = renderWithProviders(<SupplierSubscriptions />, { route });
    await second.user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    const summary = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Prices include VAT.');
    expect(summary).not.toHaveTextContent('approved');
  });

  it('explains the Trial badge, and only while on trial', async () => {
    api({
      'GET /api/subscriptions/current': () => json({ pricing_plan: proPlan, subscription: subscription() }),
    });
    const first = renderWithProviders(<SupplierSubscriptions />, { route });
    expect(await screen.findByText('Trial')).toBeInTheDocument();
    expect(screen.getByText(trialExplained)).toBeInTheDocument();
    first.unmount();
    api({
      'GET /api/subscriptions/current': () =>
        json({
          pricing_plan: proPlan,
          subscription: subscription({ status: 'active', current_period_end: '2027-01-01T00:00:00.000Z' }),
        }),
    });
    renderWithProviders(<SupplierSubscriptions />, { route });
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByText(trialExplained)).not.toBeInTheDocument();
  });
});

describe('paymentLine', () => {
  it('restates the price, the period and the first charge; a promo and a charge made now', () => {
    expect(paymentLine(priceCheck({ first_payment_on: '2026-12-03' }))).toBe(
      'Pay £25 a month from 03.12.2026',
    );
    expect(paymentLine(priceCheck({ period: 'year', price: 250, price_with_discount: 250 }))).toBe(
      'Pay £250 a year from 01.12.2026',
    );
    expect(paymentLine(priceCheck({ price_with_discount: 0, discount: 100, discount_duration: 6 }))).toBe(
      'Pay £0 a month from 01.12.2026 for 6 months, then £25 a month',
    );
    expect(paymentLine(priceCheck({ charged_now: true }))).toBe('Pay £25 a month from today');
  });
});
