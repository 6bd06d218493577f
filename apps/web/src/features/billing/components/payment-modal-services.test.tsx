import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { ownProfile } from '../../../test/own-profile';
import { card, premiumPlan, priceCheck, proPlan, subscription } from '../test-data';
import { PaymentModal } from './payment-modal';

const profile = ownProfile({
  location: 'Leeds, UK',
  latitude: 53.8,
  longitude: -1.55,
  nearby: 25,
  services: [{ id: 101, service: { id: 1, product: 'Marquee hire' } }],
});

function api(plan = proPlan) {
  return mockApi({
    'GET /api/payment-methods': () => json({ payment_methods: [card()] }),
    'GET /api/subscriptions/check-price': () => json(priceCheck()),
    'POST /api/subscribe': () => json({ pricing_plan: plan, subscription: subscription() }),
    'GET /api/subscriptions/current': () => json({ pricing_plan: plan, subscription: subscription() }),
    'GET /api/payment-methods/default': () => json({ payment_method: card() }),
    'GET /api/subscriptions/payments': () => json({ payments: [] }),
    'GET /api/profile': () => json({ profile }),
    'PUT /api/supplier/user-services/update': () => json({ profile }),
  });
}

/** Orders `plan` monthly with the default saved card, up to the success. */
async function pay(plan = proPlan, variant: 'subscribe' | 'registration' = 'subscribe') {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const { user, unmount } = renderWithProviders(
    <PaymentModal
      opened
      variant={variant}
      order={{ plan, period: 'month' }}
      onClose={onClose}
      onDone={variant === 'registration' ? onDone : undefined}
    />,
  );
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  const payment = await screen.findByRole('dialog', { name: 'Payment' });
  await user.click(await within(payment).findByRole('button', { name: 'Subscribe' }));
  return {
    user,
    unmount,
    onClose,
    onDone,
    success: await screen.findByRole('dialog', { name: 'Thank you!' }),
  };
}

describe('Payment modal: the services after a plan of type 2 (spec 4)', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('goes on to Choose your services with the plan notice, saves them and closes', async () => {
    const { calls } = api();
    const { user, onClose, success } = await pay();
    await user.click(within(success).getByRole('link', { name: 'Choose your services' }));

    const step = await screen.findByRole('dialog', { name: 'Choose your services' });
    expect(await within(step).findByRole('status')).toHaveTextContent(
      'This plan allows you to choose all services.',
    );
    expect(within(step).getByRole('listitem')).toHaveTextContent('Marquee hire');
    // Like the success, this step is not closed by the backdrop.
    await user.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(screen.getByRole('dialog', { name: 'Choose your services' })).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Save services' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      services: [1],
      location: 'Leeds, UK',
      nearby: 25,
      latitude: 53.8,
      longitude: -1.55,
    });
  });

  it('does not ask for services after a plan of another type', async () => {
    api(premiumPlan);
    const { success } = await pay(premiumPlan);
    expect(within(success).queryByRole('link', { name: 'Choose your services' })).not.toBeInTheDocument();
  });

  it("'registration' continues to profile setup after the success, or after the services", async () => {
    api(premiumPlan);
    const first = await pay(premiumPlan, 'registration');
    await first.user.click(within(first.success).getByRole('button', { name: 'Continue to profile setup' }));
    expect(first.onDone).toHaveBeenCalledOnce();
    expect(first.onClose).not.toHaveBeenCalled();
    first.unmount();

    api();
    const second = await pay(proPlan, 'registration');
    await second.user.click(within(second.success).getByRole('link', { name: 'Choose your services' }));
    const step = await screen.findByRole('dialog', { name: 'Choose your services' });
    await second.user.click(await within(step).findByRole('button', { name: 'Later' }));
    expect(second.onDone).toHaveBeenCalledOnce();
    expect(second.onClose).not.toHaveBeenCalled();
  });
});
