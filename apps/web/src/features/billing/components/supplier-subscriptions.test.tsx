import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { billingTexts } from '@marquee/contracts/billing';
import { cardProviderMessages, cardTexts, sandboxNotice } from '@marquee/contracts/cards';
import { validation } from '@marquee/contracts/messages';
import { subscriptionTexts } from '@marquee/contracts/subscriptions';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { card, freePlan, plans, premiumPlan, priceCheck, proPlan, subscription } from '../test-data';
import { SupplierSubscriptions } from './supplier-subscriptions';

const route = '/supplier-dashboard/subscriptions';
const intent = {
  client_secret: 'seti_1_secret_x',
  setup_intent_id: 'seti_1',
  provider: 'sandbox',
  publishable_key: null,
};
const subscribed = () =>
  json({
    pricing_plan: proPlan,
    subscription: subscription({ discount: 100, discount_ends_on: '2027-05-31' }),
  });

function api(overrides: Record<string, (r: MockRequest) => Response> = {}) {
  return mockApi({
    'GET /api/price-plans': () => json({ pricing_plans: plans }),
    'GET /api/subscriptions/current': () => json({ pricing_plan: freePlan, subscription: null }),
    'GET /api/payment-methods': () => json({ payment_methods: [] }),
    'GET /api/create-setup-intent': () => json(intent),
    'POST /api/subscribe': subscribed,
    'GET /api/subscriptions/check-price': () => json(priceCheck()),
    ...overrides,
  });
}

/** Types a card valid until December 2031 and sends the form. */
async function typeCard(user: UserEvent, dialog: HTMLElement, number: string) {
  await user.type(await within(dialog).findByRole('textbox', { name: /Card number/ }), number);
  await user.type(within(dialog).getByRole('textbox', { name: /Expiry/ }), '1231');
  await user.type(within(dialog).getByRole('textbox', { name: /CVC/ }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Save card and subscribe' }));
}

describe('Manage subscriptions', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current plan and the plans, monthly or yearly per month', async () => {
    api();
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    const pro = await screen.findByRole('group', { name: 'Professional' });
    expect(pro).toHaveTextContent('£25 / month');
    expect(pro).toHaveTextContent('Billed monthly');
    expect(screen.getByRole('group', { name: 'Free' })).toHaveTextContent('Current plan');
    expect(screen.getByRole('heading', { name: 'Free', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByText(billingTexts.periodLabel.year));
    expect(pro).toHaveTextContent('£21 / month');
    expect(pro).toHaveTextContent('£250 billed yearly');
    expect(screen.queryByText('Suggested')).not.toBeInTheDocument();
  });

  it('?suggest highlights the plan that answers every request', async () => {
    api();
    renderWithProviders(<SupplierSubscriptions />, { route: `${route}?suggest` });
    const pro = await screen.findByRole('group', { name: 'Professional' });
    expect(within(pro).getByText('Suggested')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to answer more requests')).toBeInTheDocument();
  });

  it('shows a trial with its first payment date, and a failed payment as past due', async () => {
    api({
      'GET /api/subscriptions/current': () => json({ pricing_plan: proPlan, subscription: subscription() }),
    });
    // ?suggest no longer suggests once the plan answers every request.
    const first = renderWithProviders(<SupplierSubscriptions />, { route: `${route}?suggest` });
    expect(await screen.findByText('First payment on 01.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.queryByText('Suggested')).not.toBeInTheDocument();
    first.unmount();
    api({
      'GET /api/subscriptions/current': () =>
        json({
          pricing_plan: proPlan,
          subscription: subscription({
            status: 'past_due',
            first_payment_text: null,
            failed_attempts: 2,
            next_charge_at: '2026-12-04T10:00:00.000Z',
          }),
        }),
    });
    renderWithProviders(<SupplierSubscriptions />, { route });
    expect(await screen.findByText('Past due')).toBeInTheDocument();
    expect(screen.getByText(/Your last payment failed 2 times.*04\.12\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'payment methods' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/payments',
    );
  });

  it('subscribes with a promo code and a new sandbox card, checked in the browser first', async () => {
    let done = false;
    let saved = false;
    const { calls } = api({
      // After the order the supplier is on the new plan: the open modal stays on its success.
      'GET /api/subscriptions/current': () =>
        json(
          done
            ? { pricing_plan: proPlan, subscription: subscription() }
            : { pricing_plan: freePlan, subscription: null },
        ),
      'POST /api/subscribe': () => {
        done = true;
        return subscribed();
      },
      'GET /api/subscriptions/check-price': (r) =>
        r.query.get('promo_code') === null
          ? json(priceCheck())
          : r.query.get('promo_code') === 'SIXMONTHSFREE'
            ? json({
                period: 'month',
                price: 25,
                price_with_discount: 0,
                discount_duration: 6,
                discount: 100,
                discount_ends_on: '2027-05-31',
                first_payment_on: '2026-12-01',
                charged_now: false,
                message: billingTexts.promoValid('2027-05-31'),
              })
            : json({ message: billingTexts.promoInvalid, errors: { promo_code: ['x'] } }, 422),
      // Once saved, the card is listed: the order still goes on with it.
      'GET /api/payment-methods': () => json({ payment_methods: saved ? [card({ id: 12 })] : [] }),
      'POST /api/payment-methods/sandbox-confirm': () => {
        saved = true;
        return json({ status: 'succeeded', payment_method: card({ id: 12 }) }, 201);
      },
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    await user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(dialog).toHaveTextContent('Professional');
    // The first payment date the API gives (7 days after the supplier's first paid order).
    expect(await within(dialog).findByText('First payment on 01.12.2026')).toBeInTheDocument();

    const promo = within(dialog).getByRole('textbox', { name: 'Promo code' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(promo, ' ');
    await user.click(apply);
    expect(await within(dialog).findByText(validation.promoCodeRequired)).toBeInTheDocument();
    await user.clear(promo);
    await user.type(promo, 'NOPE');
    await user.click(apply);
    expect(await within(dialog).findByText(billingTexts.promoInvalid)).toBeInTheDocument();
    await user.clear(promo);
    await user.type(promo, 'SIXMONTHSFREE');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText(
        'Success! Your promo code is valid. The discount will end on 31.05.2027',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('£0 / month for 6 months, then £25 / month');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(payment).findByText(sandboxNotice)).toBeInTheDocument();
    const submit = within(payment).getByRole('button', { name: 'Save card and subscribe' });
    await user.click(submit);
    for (const text of [cardTexts.numberRequired, cardTexts.expiryRequired, cardTexts.cvcRequired]) {
      expect(within(payment).getByText(text)).toBeInTheDocument();
    }
    await user.type(within(payment).getByRole('textbox', { name: /Card number/ }), '4242424242424241');
    await user.type(within(payment).getByRole('textbox', { name: /Expiry/ }), '0430');
    await user.type(within(payment).getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(submit);
    expect(within(payment).getByText(cardProviderMessages.incorrect_number)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const number = within(payment).getByRole('textbox', { name: /Card number/ });
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.click(submit);

    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(success).getByText('First payment on 01.12.2026')).toBeInTheDocument();
    // Plan type 2: the services to add come next (spec 4).
    expect(success).toHaveTextContent('Your plan lets you offer all your services.');
    expect(within(success).getByRole('link', { name: 'Choose your services' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/profile-edit/services',
    );
    expect(calls.find((c) => c.path === '/api/payment-methods/sandbox-confirm')?.body).toEqual({
      setup_intent_id: 'seti_1',
      number: '4242424242424242',
      exp_month: 4,
      exp_year: 30,
      cvc: '123',
    });
    expect(calls.find((c) => c.path === '/api/subscribe')?.body).toEqual({
      pricing_plan_id: 3,
      period: 'month',
      payment_method: 12,
      promo_code: 'SIXMONTHSFREE',
    });
    await screen.findByRole('button', { name: 'Professional: current plan' });
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    // The success cannot be closed by the backdrop.
    await user.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a declined card in the words of spec 8, with the provider message on the field', async () => {
    const { calls } = api({
      'POST /api/payment-methods/sandbox-confirm': () =>
        json(
          {
            message: cardTexts.paymentFailed,
            code: 'payment_failed',
            errors: { card: [cardProviderMessages.card_declined] },
          },
          422,
        ),
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    await user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await typeCard(user, payment, '4000000000000002');
    expect(await within(payment).findByText(cardTexts.paymentFailed)).toBeInTheDocument();
    expect(within(payment).getByText(cardProviderMessages.card_declined)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/subscribe')).toBe(false);
  });

  it('passes 3-D Secure for a card that needs it, then subscribes', async () => {
    const { calls } = api({
      'POST /api/payment-methods/sandbox-confirm': () =>
        json({ status: 'requires_action', setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_x' }),
      'POST /api/payment-methods/sandbox-authenticate': (r) =>
        (r.body as { approve: boolean }).approve
          ? json({ status: 'succeeded', payment_method: card({ id: 13 }) }, 201)
          : json({ message: cardTexts.paymentFailed }, 422),
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    await user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await typeCard(user, payment, '4000002500003155');
    const step = await within(payment).findByRole('group', { name: '3-D Secure authentication' });
    await user.click(within(step).getByRole('button', { name: 'Fail' }));
    expect(await within(step).findByText(cardTexts.paymentFailed)).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Authenticate' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(
      (calls.find((c) => c.path === '/api/subscribe')?.body as { payment_method: number }).payment_method,
    ).toBe(13);
  });

  it('preselects the default saved card and shows a refused order', async () => {
    let attempts = 0;
    const { calls } = api({
      'GET /api/payment-methods': () =>
        json({
          payment_methods: [card({ id: 21, default: false, last_four: '4444', brand: 'mastercard' }), card()],
        }),
      'POST /api/subscribe': () => {
        attempts += 1;
        return attempts === 1
          ? json({ message: cardTexts.paymentFailed, code: 'payment_failed' }, 422)
          : subscribed();
      },
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    await user.click(await screen.findByText(billingTexts.periodLabel.year));
    await user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    const summary = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(summary).toHaveTextContent('£250 / year');
    await user.click(within(summary).getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(payment).findByRole('radio', { name: 'Visa ending 4242' })).toBeChecked();
    expect(within(payment).getByRole('radio', { name: 'Mastercard ending 4444' })).not.toBeChecked();
    await user.click(within(payment).getByRole('button', { name: 'Subscribe' }));
    expect(await within(payment).findByText(cardTexts.paymentFailed)).toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/subscribe').map((c) => c.body)).toEqual([
      { pricing_plan_id: 3, period: 'year', payment_method: 11 },
      { pricing_plan_id: 3, period: 'year', payment_method: 11 },
    ]);
  });

  it('upgrades a paid plan after the upgrade confirmation, then the summary and payment', async () => {
    const { calls } = api({
      'GET /api/subscriptions/current': () =>
        json({
          pricing_plan: premiumPlan,
          subscription: subscription({ pricing_plan_id: 2, pricing_plan_name: 'Premium', price: 12 }),
        }),
      'GET /api/payment-methods': () => json({ payment_methods: [card()] }),
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    expect(await screen.findByRole('button', { name: 'Switch to Free: Free' })).toBeInTheDocument();
    await user.click(screen.getByText(billingTexts.periodLabel.year));
    expect(screen.getByRole('button', { name: 'Pay yearly: Premium' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Upgrade: Professional' }));
    const confirm = await screen.findByRole('dialog', { name: 'Upgrade to Professional?' });
    expect(confirm).toHaveTextContent('You are moving from Premium to Professional (Year)');
    await user.click(within(confirm).getByRole('button', { name: 'Upgrade' }));
    const summary = await screen.findByRole('dialog', { name: 'Order summary' });
    await user.click(within(summary).getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(await within(payment).findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/subscribe')?.body).toEqual({
      pricing_plan_id: 3,
      period: 'year',
      payment_method: 11,
    });
  });

  it('says an order is charged now once the first 7 days are used, and that it was paid (decision 0046)', async () => {
    api({
      'GET /api/subscriptions/check-price': () =>
        json(priceCheck({ first_payment_on: '2026-12-10', charged_now: true })),
      'GET /api/payment-methods': () => json({ payment_methods: [card()] }),
      'POST /api/subscribe': () =>
        json({
          pricing_plan: proPlan,
          subscription: subscription({
            status: 'active',
            first_payment_on: null,
            first_payment_text: null,
            current_period_end: '2027-01-10T10:00:00.000Z',
          }),
        }),
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    await user.click(await screen.findByRole('button', { name: 'Choose: Professional' }));
    const summary = await screen.findByRole('dialog', { name: 'Order summary' });
    expect(await within(summary).findByText(subscriptionTexts.chargedNow)).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('First payment on');
    await user.click(within(summary).getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(await within(payment).findByRole('button', { name: 'Subscribe' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(success).toHaveTextContent(subscriptionTexts.paidUntil('2027-01-10'));
    expect(success).not.toHaveTextContent('First payment on');
  });

  it('switches a paid plan to the free plan after the downgrade confirmation, without payment', async () => {
    const { calls } = api({
      'GET /api/subscriptions/current': () => json({ pricing_plan: proPlan, subscription: subscription() }),
      'POST /api/subscribe': () => json({ pricing_plan: freePlan, subscription: null }),
    });
    const { user } = renderWithProviders(<SupplierSubscriptions />, { route });
    expect(await screen.findByRole('button', { name: 'Professional: current plan' })).toBeDisabled();
    // Before success the backdrop closes the modal.
    await user.click(screen.getByRole('button', { name: 'Switch to Free: Free' }));
    await screen.findByRole('dialog', { name: 'Downgrade to Free?' });
    await user.click(document.querySelector('.mantine-Modal-overlay')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Switch to Free: Free' }));
    const confirm = await screen.findByRole('dialog', { name: 'Downgrade to Free?' });
    await user.click(within(confirm).getByRole('button', { name: 'Downgrade' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(success).toHaveTextContent('You are now on Free');
    expect(within(success).queryByRole('link', { name: 'Choose your services' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/subscribe')?.body).toEqual({
      pricing_plan_id: 1,
      period: 'month',
    });
  });
});
