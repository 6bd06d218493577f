import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StripeElementChangeEvent } from '@stripe/stripe-js';
import { cardProviderMessages, cardTexts } from '@marquee/contracts/cards';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { card } from '../test-data';
import { NewCard } from './new-card';

// Stripe.js is Stripe's page script (no network in tests): its fields are stood in by buttons that emit the
// change events Stripe's iframes send, and confirmCardSetup by a spy.
const confirmCardSetup = vi.fn();
const fakeStripe = { confirmCardSetup };
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve(fakeStripe)) }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { createElement, Fragment } = await import('react');
  const field =
    (name: string) =>
    ({ onChange }: { onChange: (e: Partial<StripeElementChangeEvent>) => void }) =>
      createElement(
        Fragment,
        null,
        createElement(
          'button',
          { type: 'button', onClick: () => onChange({ empty: false, complete: true }) },
          `Fill ${name}`,
        ),
        createElement(
          'button',
          {
            type: 'button',
            onClick: () =>
              onChange({
                empty: false,
                complete: false,
                error: {
                  type: 'validation_error',
                  code: 'x',
                  message: cardProviderMessages.incorrect_number,
                },
              }),
          },
          `Mistype ${name}`,
        ),
      );
  return {
    Elements: ({ children }: { children: unknown }) => children,
    useStripe: () => fakeStripe,
    useElements: () => ({ getElement: () => ({ element: 'cardNumber' }) }),
    CardNumberElement: field('number'),
    CardExpiryElement: field('expiry'),
    CardCvcElement: field('cvc'),
  };
});

const stripeIntent = () =>
  json({
    client_secret: 'seti_1_secret_x',
    setup_intent_id: 'seti_1',
    provider: 'stripe',
    publishable_key: 'pk_test_123',
  });

describe('Stripe card form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    confirmCardSetup.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for each field, shows Stripe’s message, then saves the confirmed card by its pm_ id', async () => {
    const { calls } = mockApi({
      'GET /api/create-setup-intent': stripeIntent,
      'POST /api/payment-methods': () => json({ payment_method: card({ id: 40 }) }, 201),
    });
    confirmCardSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_1Abc' } });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<NewCard submitLabel="Save card" onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    for (const text of [cardTexts.numberRequired, cardTexts.expiryRequired, cardTexts.cvcRequired]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Mistype number' }));
    await user.click(screen.getByRole('button', { name: 'Fill expiry' }));
    await user.click(screen.getByRole('button', { name: 'Fill cvc' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText(cardProviderMessages.incorrect_number)).toBeInTheDocument();
    expect(confirmCardSetup).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fill number' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(card({ id: 40 })));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', {
      payment_method: { card: { element: 'cardNumber' } },
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ payment_method: 'pm_1Abc' });
  });

  it('says a card Stripe declined in the words of spec 8, with Stripe’s message', async () => {
    const { calls } = mockApi({ 'GET /api/create-setup-intent': stripeIntent });
    confirmCardSetup.mockResolvedValue({
      error: { type: 'card_error', message: cardProviderMessages.card_declined },
    });
    const { user } = renderWithProviders(<NewCard submitLabel="Save card" onSaved={vi.fn()} />);
    for (const name of ['number', 'expiry', 'cvc']) {
      await user.click(await screen.findByRole('button', { name: `Fill ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(cardTexts.paymentFailed)).toBeInTheDocument();
    expect(screen.getByText(cardProviderMessages.card_declined)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
