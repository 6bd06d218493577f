import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardBrand, cardProblem, luhnValid, TEST_CARDS } from '@marquee/contracts/cards';
import { loadConfig } from '../../../config/env';
import { createPaymentProvider, sandboxStateFile } from './payment-provider.factory';
import type { CardInput } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('card checks (contracts/cards, shared with the web card form)', () => {
  it('knows every test card: valid Luhn and its brand', () => {
    for (const test of TEST_CARDS) {
      expect(luhnValid(test.number), test.number).toBe(true);
      expect(cardBrand(test.number), test.number).toBe(test.brand);
      expect(
        cardProblem(
          { number: test.number, expMonth: 1, expYear: 2027, cvc: test.brand === 'amex' ? '1234' : '123' },
          NOW,
        ),
      ).toBeNull();
    }
  });

  it.each([
    ['4242 4242 4242 4241', 'incorrect_number'],
    ['4242 4242', 'incomplete_number'],
    ['9999999999999995', 'incorrect_number'],
    ['4242-4242-4242-4242', null],
  ])('%s → %s', (number, problem) => {
    expect(cardProblem(card(number), NOW)).toBe(problem);
  });

  it('checks the expiry (valid through its month) and the CVC length per brand', () => {
    expect(cardProblem(card('4242424242424242', { expMonth: 11, expYear: 2026 }), NOW)).toBeNull();
    expect(cardProblem(card('4242424242424242', { expMonth: 10, expYear: 26 }), NOW)).toBe('expired_card');
    expect(cardProblem(card('4242424242424242', { expMonth: 1, expYear: 2025 }), NOW)).toBe(
      'invalid_expiry_year_past',
    );
    expect(cardProblem(card('4242424242424242', { expMonth: 13 }), NOW)).toBe('invalid_expiry_month');
    expect(cardProblem(card('4242424242424242', { cvc: '12' }), NOW)).toBe('incomplete_cvc');
    expect(cardProblem(card('4242424242424242', { cvc: '1234' }), NOW)).toBe('incorrect_cvc');
    expect(cardProblem(card('378282246310005', { cvc: '123' }), NOW)).toBe('incomplete_cvc');
    expect(cardProblem(card('378282246310005', { cvc: '1234' }), NOW)).toBeNull();
  });
});

describe('the sandbox provider', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'marquee-sandbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const open = () =>
    new SandboxPaymentProvider({
      file: join(dir, 'payments-sandbox.json'),
      webhookSecret: 'whsec_x',
      now: () => NOW,
    });

  const customerAndIntent = async (provider: SandboxPaymentProvider) => {
    const { customerId } = await provider.ensureCustomer({
      userId: 1,
      email: 'a@b.c',
      name: 'A',
      idempotencyKey: 'c1',
    });
    const { setupIntentId } = await provider.createSetupIntent({
      customerId,
      idempotencyKey: `s:${Math.random()}`,
    });
    return { customerId, setupIntentId };
  };

  it('saves a card typed into its form, keeping only brand, last four and expiry', async () => {
    const provider = open();
    const { customerId, setupIntentId } = await customerAndIntent(provider);
    const result = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: card('5555 5555 5555 4444', { expMonth: 3, expYear: 29 }),
      idempotencyKey: 'confirm',
    });
    expect(result).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', lastFour: '4444', expMonth: 3, expYear: 2029 },
    });
    expect(await provider.listPaymentMethods({ customerId })).toHaveLength(1);
    const stored = await readFile(join(dir, 'payments-sandbox.json'), 'utf8');
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('"123"');
  });

  it('answers a mistyped card with the card provider’s message, and the intent can be confirmed again', async () => {
    const provider = open();
    const { setupIntentId } = await customerAndIntent(provider);
    const wrong = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: card('4242424242424241'),
      idempotencyKey: 'k1',
    });
    expect(wrong).toEqual({
      status: 'failed',
      setupIntentId,
      failure: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    const expired = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: card('4242424242424242', { expMonth: 1, expYear: 2026 }),
      idempotencyKey: 'k2',
    });
    expect(expired).toMatchObject({ status: 'failed', failure: { message: 'Your card has expired.' } });
    const declined = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: card('4000 0000 0000 0002'),
      idempotencyKey: 'k3',
    });
    expect(declined).toMatchObject({ status: 'failed', failure: { code: 'card_declined' } });
    const needs3ds = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: card('4000 0025 0000 3155'),
      idempotencyKey: 'k4',
    });
    expect(needs3ds).toMatchObject({ status: 'requires_action' });
  });

  it('keeps its state across a restart, idempotency keys included', async () => {
    const before = open();
    const { customerId, setupIntentId } = await customerAndIntent(before);
    const input = { setupIntentId, paymentMethod: card('4242424242424242'), idempotencyKey: 'confirm:1' };
    const saved = await before.confirmSetupIntent(input);

    const after = open();
    expect(await after.listPaymentMethods({ customerId })).toHaveLength(1);
    expect(await after.confirmSetupIntent(input)).toEqual(saved);
    expect(await after.listPaymentMethods({ customerId })).toHaveLength(1);
  });

  it('changes nothing when a call is refused', async () => {
    const provider = open();
    const { customerId } = await customerAndIntent(provider);
    await expect(
      provider.createSubscription({
        customerId,
        paymentMethodId: 'pm_missing',
        price: { productId: 'prod_missing', period: 'month', amountPence: 100 },
        trialDays: 7,
        idempotencyKey: 'sub:1',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    // The key was not used up by the refusal.
    await expect(
      provider.ensureCustomer({ userId: 2, email: 'x@y.z', name: 'X', idempotencyKey: 'sub:1' }),
    ).resolves.toBeTruthy();
  });

  it('serialises racing calls: twenty confirmations with one key save one card', async () => {
    const provider = open();
    const { customerId, setupIntentId } = await customerAndIntent(provider);
    const input = { setupIntentId, paymentMethod: 'pm_card_visa', idempotencyKey: 'race' };
    const results = await Promise.all(Array.from({ length: 20 }, () => provider.confirmSetupIntent(input)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(await provider.listPaymentMethods({ customerId })).toHaveLength(1);
  });

  it('leaves a charge unpaid when the cardholder fails its 3-D Secure', async () => {
    const provider = open();
    const { customerId, setupIntentId } = await customerAndIntent(provider);
    const setup = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: card('4000 0027 6000 3184'),
      idempotencyKey: 'setup-3ds',
    });
    if (setup.status !== 'requires_action') throw new Error(setup.status);
    await provider.completeSetupAuthentication({ setupIntentId, approve: true, idempotencyKey: 'passed' });
    const { productId } = await provider.ensureProduct({ planId: 2, name: 'Premium', idempotencyKey: 'p' });
    const subscription = await provider.createSubscription({
      customerId,
      paymentMethodId: setup.paymentMethodId,
      price: { productId, period: 'month', amountPence: 2500 },
      trialDays: 7,
      idempotencyKey: 'sub',
    });
    const charge = await provider.chargeSubscription({ ...subscription, idempotencyKey: 'charge' });
    expect(charge.status).toBe('requires_action');
    const refused = await provider.completeChargeAuthentication({
      invoiceId: charge.invoiceId,
      approve: false,
      idempotencyKey: 'failed',
    });
    expect(refused).toMatchObject({
      status: 'failed',
      paidAt: null,
      failure: { code: 'payment_intent_authentication_failure' },
    });
    expect(await provider.getSubscription(subscription)).toMatchObject({ status: 'past_due' });
  });

  it('charges nothing for a 100 % promo, with no payment attempted', async () => {
    const provider = open();
    const { customerId, setupIntentId } = await customerAndIntent(provider);
    const saved = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: 'v',
    });
    if (saved.status !== 'succeeded') throw new Error(saved.status);
    const { productId } = await provider.ensureProduct({ planId: 2, name: 'Premium', idempotencyKey: 'p' });
    const subscription = await provider.createSubscription({
      customerId,
      paymentMethodId: saved.card.paymentMethodId,
      price: { productId, period: 'year', amountPence: 30_000 },
      trialDays: 7,
      promo: { code: 'SIXMONTHSFREE', percentOff: 100, durationMonths: 6 },
      idempotencyKey: 'sub',
    });
    const charge = await provider.chargeSubscription({ ...subscription, idempotencyKey: 'charge' });
    expect(charge).toMatchObject({ status: 'paid', amountPence: 0, paymentIntentId: null });
    expect(charge.periodEnd.toISOString()).toBe('2027-11-24T10:00:00.000Z');
  });
});

describe('createPaymentProvider', () => {
  it('chooses the sandbox by default (its state under DATA_DIR) and Stripe with STRIPE_SECRET_KEY', () => {
    const sandbox = createPaymentProvider(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' }));
    expect(sandbox).toBeInstanceOf(SandboxPaymentProvider);
    expect(sandbox.kind).toBe('sandbox');
    expect(sandbox.publishableKey).toBeNull();
    expect(sandboxStateFile('/tmp/x')).toBe('/tmp/x/payments-sandbox.json');

    const stripe = createPaymentProvider(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      }),
    );
    expect(stripe).toBeInstanceOf(StripePaymentProvider);
    expect(stripe.publishableKey).toBe('pk_test_123');
  });

  it('refuses a Stripe secret key without the publishable key and the webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow(/whsec_/);
  });
});
