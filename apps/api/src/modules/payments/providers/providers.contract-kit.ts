import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe';
import { type PaymentProvider, type ProviderSubscription } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/*
 * The payment provider contract (docs/decisions/0043), run on the sandbox and on Stripe against the fake Stripe
 * server: the subjects, the fake server's lifecycle, and the steps the contract tests share. The tests call
 * useFakeStripe() once per file and useSubject(make) inside each provider's describe; `subject` and `provider` are
 * the current test's (module bindings set in beforeEach, read by the tests and the steps below).
 */

/** One provider under test, with what a cardholder or time does to it. */
export interface Subject {
  provider: PaymentProvider;
  /** The cardholder passes (or fails) the 3-D Secure a setup intent asked for; the saved card's id, or null. */
  completeSetupAuthentication(setupIntentId: string, approve: boolean): Promise<string | null>;
  /** The cardholder passes (or fails) the 3-D Secure a charge asked for (an invoice answered 'requires_action'). */
  completeChargeAuthentication(invoiceId: string, approve: boolean): Promise<void>;
  /** The subscription's current period ends (the sandbox's clock moves; Stripe bills the next period). */
  reachPeriodEnd(subscriptionId: string): Promise<void>;
  /** A Stripe-Signature header for the payload, made with Stripe's test helper. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
}

export const WEBHOOK_SECRET = 'whsec_sandbox_contract_tests';
const signer = new Stripe('sk_test_signer_only');
export const DAY = 24 * 60 * 60 * 1000;

function sandboxSubject(): Subject {
  let clock = Date.now();
  const provider = new SandboxPaymentProvider({ webhookSecret: WEBHOOK_SECRET, now: () => new Date(clock) });
  return {
    provider,
    async completeSetupAuthentication(setupIntentId, approve) {
      const result = await provider.completeSetupAuthentication({
        setupIntentId,
        approve,
        idempotencyKey: `test:3ds:${setupIntentId}`,
      });
      return result.status === 'succeeded' ? result.card.paymentMethodId : null;
    },
    async completeChargeAuthentication(invoiceId, approve) {
      await provider.completeChargeAuthentication({
        invoiceId,
        approve,
        idempotencyKey: `test:3ds:${invoiceId}`,
      });
    },
    async reachPeriodEnd(subscriptionId) {
      const subscription = await provider.getSubscription({ subscriptionId });
      clock = subscription.currentPeriodEnd.getTime() + 1000;
    },
    sign: (payload, options = {}) =>
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? Math.floor(clock / 1000),
      }),
  };
}

/** The fake Stripe server of the test file (useFakeStripe). */
export let fake: FakeStripe;

/** Starts the fake Stripe server for the test file, and stops it after. */
export function useFakeStripe() {
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
}

function stripeSubject(): Subject {
  return {
    provider: new StripePaymentProvider(fake.providerOptions),
    completeSetupAuthentication: async (setupIntentId, approve) =>
      fake.completeSetupAuthentication(setupIntentId, approve).paymentMethodId,
    completeChargeAuthentication: async (invoiceId, approve) =>
      fake.completeChargeAuthentication(invoiceId, approve),
    reachPeriodEnd: async (subscriptionId) => fake.billPeriodEnd(subscriptionId),
    sign: (payload, options) => fake.sign(payload, options),
  };
}

/** The providers the contract runs on, for describe.each. */
export const providerSubjects = [
  { name: 'sandbox', subject: sandboxSubject },
  { name: 'Stripe (fake Stripe server on loopback)', subject: stripeSubject },
];

export let subject: Subject;
export let provider: PaymentProvider;

/** A fresh subject (and its provider) before each test of the describe. */
export function useSubject(makeSubject: () => Subject) {
  beforeEach(() => {
    subject = makeSubject();
    provider = subject.provider;
  });
}

/** A key per operation, as callers derive them from their own ids. */
export const key = (operation: string) => `${operation}:${randomUUID()}`;

export const customer = async () =>
  (
    await provider.ensureCustomer({
      userId: 7,
      email: 'supplier@example.com',
      name: 'Bright Marquees Ltd',
      idempotencyKey: key('customer'),
    })
  ).customerId;

export const setupIntent = async (customerId: string) =>
  provider.createSetupIntent({ customerId, idempotencyKey: key('setup') });

/** Saves a test card (by its Stripe token) through a setup intent; the result. */
export const addCard = async (customerId: string, token: string) => {
  const intent = await setupIntent(customerId);
  return provider.confirmSetupIntent({
    setupIntentId: intent.setupIntentId,
    paymentMethod: token,
    idempotencyKey: key('confirm'),
  });
};

export const savedCardId = async (customerId: string, token: string) => {
  const result = await addCard(customerId, token);
  if (result.status !== 'succeeded') throw new Error(`${token}: ${result.status}`);
  return result.card.paymentMethodId;
};

export const subscribe = async (
  customerId: string,
  paymentMethodId: string,
  options: { promo?: { percentOff: number; durationMonths: number }; amountPence?: number } = {},
): Promise<ProviderSubscription> => {
  const { productId } = await provider.ensureProduct({
    planId: 2,
    name: 'Premium',
    idempotencyKey: key('product'),
  });
  return provider.createSubscription({
    customerId,
    paymentMethodId,
    price: { productId, period: 'month', amountPence: options.amountPence ?? 2500 },
    trialDays: 7,
    promo: options.promo ? { code: 'SPRING', ...options.promo } : null,
    metadata: { subscription_id: '1' },
    idempotencyKey: key('subscribe'),
  });
};

/** The provider's "now" in seconds: the sandbox's clock has not moved in these tests. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
