import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderSubscription,
} from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/** One provider under test, with what a cardholder or time does to it. */
interface Subject {
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

const WEBHOOK_SECRET = 'whsec_sandbox_contract_tests';
const signer = new Stripe('sk_test_signer_only');
const DAY = 24 * 60 * 60 * 1000;

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

let fake: FakeStripe;

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

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe.each([
  { name: 'sandbox', subject: sandboxSubject },
  { name: 'Stripe (fake Stripe server on loopback)', subject: stripeSubject },
])('payment provider: $name', ({ subject: makeSubject }) => {
  let subject: Subject;
  let provider: PaymentProvider;
  /** A key per operation, as callers derive them from their own ids. */
  const key = (operation: string) => `${operation}:${randomUUID()}`;

  beforeEach(() => {
    subject = makeSubject();
    provider = subject.provider;
  });

  const customer = async () =>
    (
      await provider.ensureCustomer({
        userId: 7,
        email: 'supplier@example.com',
        name: 'Bright Marquees Ltd',
        idempotencyKey: key('customer'),
      })
    ).customerId;

  const setupIntent = async (customerId: string) =>
    provider.createSetupIntent({ customerId, idempotencyKey: key('setup') });

  /** Saves a test card (by its Stripe token) through a setup intent; the result. */
  const addCard = async (customerId: string, token: string) => {
    const intent = await setupIntent(customerId);
    return provider.confirmSetupIntent({
      setupIntentId: intent.setupIntentId,
      paymentMethod: token,
      idempotencyKey: key('confirm'),
    });
  };

  const savedCardId = async (customerId: string, token: string) => {
    const result = await addCard(customerId, token);
    if (result.status !== 'succeeded') throw new Error(`${token}: ${result.status}`);
    return result.card.paymentMethodId;
  };

  const subscribe = async (
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

  describe('customers and products', () => {
    it('keeps a customer and a product it made, and makes new ones for unknown ids', async () => {
      const customerId = await customer();
      const again = await provider.ensureCustomer({
        userId: 7,
        email: 'supplier@example.com',
        name: 'Bright Marquees Ltd',
        customerId,
        idempotencyKey: key('customer'),
      });
      expect(again.customerId).toBe(customerId);
      const other = await provider.ensureCustomer({
        userId: 7,
        email: 'supplier@example.com',
        name: 'Bright Marquees Ltd',
        customerId: 'cus_gone',
        idempotencyKey: key('customer'),
      });
      expect(other.customerId).not.toBe(customerId);

      const { productId } = await provider.ensureProduct({
        planId: 2,
        name: 'Premium',
        idempotencyKey: key('p'),
      });
      const same = await provider.ensureProduct({
        planId: 2,
        name: 'Premium',
        productId,
        idempotencyKey: key('p'),
      });
      expect(same.productId).toBe(productId);
    });
  });

  describe('cards', () => {
    it('saves a card through a setup intent, with its brand, last four and expiry', async () => {
      const customerId = await customer();
      const intent = await setupIntent(customerId);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.setupIntentId}_secret_`));

      const result = await provider.confirmSetupIntent({
        setupIntentId: intent.setupIntentId,
        paymentMethod: 'pm_card_visa',
        idempotencyKey: key('confirm'),
      });
      expect(result).toMatchObject({ status: 'succeeded', card: { brand: 'visa', lastFour: '4242' } });
      if (result.status !== 'succeeded') return;
      expect(result.card.expMonth).toBeGreaterThanOrEqual(1);
      expect(result.card.expYear).toBeGreaterThanOrEqual(new Date().getUTCFullYear());
      expect(await provider.listPaymentMethods({ customerId })).toEqual([result.card]);
    });

    it.each([
      ['pm_card_mastercard', 'mastercard', '4444'],
      ['pm_card_amex', 'amex', '0005'],
      ['pm_card_discover', 'discover', '1117'],
      ['pm_card_diners', 'diners', '0004'],
      ['pm_card_jcb', 'jcb', '0505'],
      ['pm_card_unionpay', 'unionpay', '0005'],
    ])('knows the brand of %s', async (token, brand, lastFour) => {
      const customerId = await customer();
      expect(await addCard(customerId, token)).toMatchObject({
        status: 'succeeded',
        card: { brand, lastFour },
      });
    });

    it('answers a declined card with the provider’s message and saves nothing', async () => {
      const customerId = await customer();
      const result = await addCard(customerId, 'pm_card_chargeDeclined');
      expect(result).toMatchObject({
        status: 'failed',
        failure: {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
      expect(await provider.listPaymentMethods({ customerId })).toEqual([]);
    });

    it('asks for 3-D Secure, then saves the card once the cardholder passes it', async () => {
      const customerId = await customer();
      const result = await addCard(customerId, 'pm_card_authenticationRequiredOnSetup');
      expect(result).toMatchObject({ status: 'requires_action' });
      if (result.status !== 'requires_action') return;
      expect(result.clientSecret).toMatch(/_secret_/);
      expect(await provider.listPaymentMethods({ customerId })).toEqual([]);

      const paymentMethodId = await subject.completeSetupAuthentication(result.setupIntentId, true);
      expect(paymentMethodId).toBe(result.paymentMethodId);
      const card = await provider.attachPaymentMethod({
        customerId,
        paymentMethodId: result.paymentMethodId,
        idempotencyKey: key('attach'),
      });
      expect(card).toMatchObject({ brand: 'visa', lastFour: '3155' });
      expect(await provider.listPaymentMethods({ customerId })).toEqual([card]);
    });

    it('saves nothing when the cardholder fails 3-D Secure', async () => {
      const customerId = await customer();
      const result = await addCard(customerId, 'pm_card_authenticationRequiredOnSetup');
      if (result.status !== 'requires_action') throw new Error(result.status);
      expect(await subject.completeSetupAuthentication(result.setupIntentId, false)).toBeNull();
      expect(await provider.listPaymentMethods({ customerId })).toEqual([]);
    });

    it('lists cards newest first and detaches one (twice is not an error)', async () => {
      const customerId = await customer();
      const first = await savedCardId(customerId, 'pm_card_visa');
      const second = await savedCardId(customerId, 'pm_card_mastercard');
      expect((await provider.listPaymentMethods({ customerId })).map((c) => c.paymentMethodId)).toEqual([
        second,
        first,
      ]);
      await provider.detachPaymentMethod({
        customerId,
        paymentMethodId: first,
        idempotencyKey: key('detach'),
      });
      await provider.detachPaymentMethod({
        customerId,
        paymentMethodId: first,
        idempotencyKey: key('detach'),
      });
      expect((await provider.listPaymentMethods({ customerId })).map((c) => c.paymentMethodId)).toEqual([
        second,
      ]);
    });

    it('refuses another customer’s card', async () => {
      const owner = await customer();
      const other = await customer();
      const card = await savedCardId(owner, 'pm_card_visa');
      const attach = provider.attachPaymentMethod({
        customerId: other,
        paymentMethodId: card,
        idempotencyKey: key('a'),
      });
      await expect(attach).rejects.toMatchObject({ code: 'not_found' });
      const detach = provider.detachPaymentMethod({
        customerId: other,
        paymentMethodId: card,
        idempotencyKey: key('d'),
      });
      await expect(detach).rejects.toMatchObject({ code: 'not_found' });
      expect(await provider.listPaymentMethods({ customerId: owner })).toHaveLength(1);
    });
  });

  describe('subscriptions', () => {
    it('starts with a 7-day trial and charges nothing until the trial ends', async () => {
      const customerId = await customer();
      const card = await savedCardId(customerId, 'pm_card_visa');
      const before = Date.now();
      const subscription = await subscribe(customerId, card);
      expect(subscription).toMatchObject({
        customerId,
        status: 'trialing',
        period: 'month',
        amountPence: 2500,
        canceledAt: null,
      });
      const trialEnd = subscription.trialEnd?.getTime() ?? 0;
      expect(trialEnd - before).toBeGreaterThanOrEqual(7 * DAY - 2000);
      expect(trialEnd - before).toBeLessThanOrEqual(7 * DAY + 2000);
      expect(await provider.getSubscription({ subscriptionId: subscription.subscriptionId })).toEqual(
        subscription,
      );
    });

    it('charges the first period when the trial ends, then renews at the end of the period', async () => {
      const customerId = await customer();
      const subscription = await subscribe(customerId, await savedCardId(customerId, 'pm_card_visa'));
      const first = await provider.chargeSubscription({
        subscriptionId: subscription.subscriptionId,
        idempotencyKey: key('charge'),
      });
      expect(first).toMatchObject({ status: 'paid', amountPence: 2500, failure: null });
      expect(first.paymentIntentId).toBeTruthy();
      expect(first.paidAt).toBeInstanceOf(Date);
      const days = (first.periodEnd.getTime() - first.periodStart.getTime()) / DAY;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect(await provider.getSubscription(subscription)).toMatchObject({
        status: 'active',
        latestInvoiceId: first.invoiceId,
      });

      await subject.reachPeriodEnd(subscription.subscriptionId);
      const renewal = await provider.chargeSubscription({
        subscriptionId: subscription.subscriptionId,
        idempotencyKey: key('renew'),
      });
      expect(renewal).toMatchObject({ status: 'paid', amountPence: 2500 });
      expect(renewal.invoiceId).not.toBe(first.invoiceId);
      expect(renewal.periodStart.getTime()).toBe(first.periodEnd.getTime());
    });

    it('applies a promo code’s percent for its months only', async () => {
      const customerId = await customer();
      const card = await savedCardId(customerId, 'pm_card_visa');
      const subscription = await subscribe(customerId, card, {
        promo: { percentOff: 50, durationMonths: 1 },
      });
      const first = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('charge') });
      expect(first).toMatchObject({ status: 'paid', amountPence: 1250 });
      await subject.reachPeriodEnd(subscription.subscriptionId);
      const second = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('renew') });
      expect(second).toMatchObject({ status: 'paid', amountPence: 2500 });
    });

    it('reports a failed renewal and charges the same invoice again with a working card', async () => {
      const customerId = await customer();
      const failing = await savedCardId(customerId, 'pm_card_chargeCustomerFail');
      const subscription = await subscribe(customerId, failing);
      const failed = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('charge') });
      expect(failed).toMatchObject({
        status: 'failed',
        amountPence: 2500,
        paidAt: null,
        failure: { code: 'card_declined', message: 'Your card was declined.' },
      });
      expect(await provider.getSubscription(subscription)).toMatchObject({ status: 'past_due' });

      const working = await savedCardId(customerId, 'pm_card_visa');
      await provider.setDefaultPaymentMethod({
        customerId,
        paymentMethodId: working,
        idempotencyKey: key('default'),
      });
      const retried = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('retry') });
      expect(retried).toMatchObject({ status: 'paid', invoiceId: failed.invoiceId, amountPence: 2500 });
      expect(await provider.getSubscription(subscription)).toMatchObject({ status: 'active' });
    });

    it('reports a charge that needs the cardholder (3-D Secure on every payment)', async () => {
      const customerId = await customer();
      const setup = await addCard(customerId, 'pm_card_authenticationRequired');
      if (setup.status !== 'requires_action') throw new Error(setup.status);
      await subject.completeSetupAuthentication(setup.setupIntentId, true);
      const subscription = await subscribe(customerId, setup.paymentMethodId);
      const charge = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('charge') });
      expect(charge).toMatchObject({
        status: 'requires_action',
        failure: { code: 'authentication_required' },
      });
      expect(charge.clientSecret).toMatch(/_secret_/);
      expect(await provider.getSubscription(subscription)).toMatchObject({ status: 'past_due' });

      // The cardholder comes back and passes 3-D Secure: the same invoice is paid, nothing more is due.
      await subject.completeChargeAuthentication(charge.invoiceId, true);
      expect(await provider.getSubscription(subscription)).toMatchObject({ status: 'active' });
      const settled = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('charge') });
      expect(settled).toMatchObject({ status: 'paid', invoiceId: charge.invoiceId, failure: null });
    });

    it('extends a trial, cancels (twice is not an error) and charges nothing after', async () => {
      const customerId = await customer();
      const subscription = await subscribe(customerId, await savedCardId(customerId, 'pm_card_visa'));
      const later = new Date(Date.now() + 30 * DAY);
      later.setUTCMilliseconds(0);
      const extended = await provider.extendTrial({
        ...subscription,
        trialEnd: later,
        idempotencyKey: key('extend'),
      });
      expect(extended).toMatchObject({ status: 'trialing', trialEnd: later, currentPeriodEnd: later });

      const canceled = await provider.cancelSubscription({ ...subscription, idempotencyKey: key('cancel') });
      expect(canceled.status).toBe('canceled');
      expect(canceled.canceledAt).toBeInstanceOf(Date);
      const again = await provider.cancelSubscription({ ...subscription, idempotencyKey: key('cancel') });
      expect(again.status).toBe('canceled');
      await expect(
        provider.chargeSubscription({ ...subscription, idempotencyKey: key('charge') }),
      ).rejects.toMatchObject({ code: 'invalid_state' });
      await expect(
        provider.extendTrial({ ...subscription, trialEnd: later, idempotencyKey: key('extend') }),
      ).rejects.toMatchObject({ code: 'invalid_state' });
    });

    it('refuses an unknown subscription', async () => {
      await expect(provider.getSubscription({ subscriptionId: 'sub_unknown' })).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    });
  });

  describe('idempotency: the same key twice is one effect', () => {
    it('for saving a card', async () => {
      const customerId = await customer();
      const intent = await setupIntent(customerId);
      const input = {
        setupIntentId: intent.setupIntentId,
        paymentMethod: 'pm_card_visa',
        idempotencyKey: key('c'),
      };
      const first = await provider.confirmSetupIntent(input);
      const second = await provider.confirmSetupIntent(input);
      expect(second).toEqual(first);
      expect(await provider.listPaymentMethods({ customerId })).toHaveLength(1);
    });

    it('for customers, setup intents and subscriptions, also when the calls race', async () => {
      const input = { userId: 9, email: 'x@example.com', name: 'X', idempotencyKey: key('customer') };
      const [a, b] = await Promise.all([provider.ensureCustomer(input), provider.ensureCustomer(input)]);
      expect(b).toEqual(a);
      const setupKey = key('setup');
      const intents = await Promise.all([
        provider.createSetupIntent({ customerId: a.customerId, idempotencyKey: setupKey }),
        provider.createSetupIntent({ customerId: a.customerId, idempotencyKey: setupKey }),
      ]);
      expect(intents[1]).toEqual(intents[0]);

      const card = await savedCardId(a.customerId, 'pm_card_visa');
      const { productId } = await provider.ensureProduct({
        planId: 3,
        name: 'Pro',
        idempotencyKey: key('product'),
      });
      const subscribeInput = {
        customerId: a.customerId,
        paymentMethodId: card,
        price: { productId, period: 'year' as const, amountPence: 25_000 },
        trialDays: 7,
        idempotencyKey: key('subscribe'),
      };
      const first = await provider.createSubscription(subscribeInput);
      const second = await provider.createSubscription(subscribeInput);
      expect(second.subscriptionId).toBe(first.subscriptionId);
    });

    it('for a charge: a failed charge asked again with its key is not attempted again', async () => {
      const customerId = await customer();
      const subscription = await subscribe(
        customerId,
        await savedCardId(customerId, 'pm_card_chargeCustomerFail'),
      );
      const chargeKey = key('charge');
      const first = await provider.chargeSubscription({ ...subscription, idempotencyKey: chargeKey });
      const working = await savedCardId(customerId, 'pm_card_visa');
      await provider.setDefaultPaymentMethod({
        customerId,
        paymentMethodId: working,
        idempotencyKey: key('d'),
      });
      // The same key after the card changed: the first answer, and still no payment.
      const again = await provider.chargeSubscription({ ...subscription, idempotencyKey: chargeKey });
      expect(again).toEqual(first);
      expect(again.status).toBe('failed');
      const paid = await provider.chargeSubscription({ ...subscription, idempotencyKey: key('retry') });
      expect(paid.status).toBe('paid');
    });

    it('refuses a key reused for other arguments', async () => {
      const customerId = await customer();
      const reused = key('setup');
      await provider.createSetupIntent({ customerId, idempotencyKey: reused });
      const other = await customer();
      await expect(
        provider.createSetupIntent({ customerId: other, idempotencyKey: reused }),
      ).rejects.toMatchObject({
        code: 'idempotency_key_reused',
      });
    });
  });

  describe('webhooks', () => {
    const invoicePaid = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1_780_000_000,
      data: {
        object: {
          id: 'in_test_1',
          object: 'invoice',
          customer: 'cus_test_1',
          amount_due: 2500,
          amount_paid: 2500,
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1' } },
          payments: { data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_test_1' } }] },
        },
      },
    });

    it('accepts a signed delivery and types its event', () => {
      const event = provider.parseWebhook(invoicePaid, subject.sign(invoicePaid));
      expect(event).toEqual({
        id: 'evt_test_1',
        created: new Date(1_780_000_000 * 1000),
        type: 'invoice.paid',
        invoice: {
          invoiceId: 'in_test_1',
          subscriptionId: 'sub_test_1',
          customerId: 'cus_test_1',
          amountPence: 2500,
          paymentIntentId: 'pi_test_1',
        },
      });
      // Bytes as received are accepted too.
      expect(provider.parseWebhook(Buffer.from(invoicePaid), subject.sign(invoicePaid)).id).toBe(
        'evt_test_1',
      );
    });

    it('types subscription events and passes other events through', () => {
      const deleted = JSON.stringify({
        id: 'evt_test_2',
        type: 'customer.subscription.deleted',
        created: 1_780_000_000,
        data: {
          object: { id: 'sub_test_1', object: 'subscription', customer: 'cus_test_1', status: 'canceled' },
        },
      });
      expect(provider.parseWebhook(deleted, subject.sign(deleted))).toMatchObject({
        type: 'subscription.deleted',
        subscription: { subscriptionId: 'sub_test_1', customerId: 'cus_test_1', status: 'canceled' },
      });
      const other = JSON.stringify({
        id: 'evt_test_3',
        type: 'charge.refunded',
        created: 1,
        data: { object: {} },
      });
      expect(provider.parseWebhook(other, subject.sign(other))).toMatchObject({
        type: 'other',
        providerType: 'charge.refunded',
      });
    });

    it.each([
      [
        'forged (another secret)',
        () => subject.sign(invoicePaid, { secret: 'whsec_someone_else' }),
        'forged',
      ],
      ['for another body', () => subject.sign(invoicePaid.replace('2500', '1')), 'forged'],
      [
        'stale (ten minutes old)',
        () => subject.sign(invoicePaid, { timestamp: nowSeconds() - 600 }),
        'stale',
      ],
      ['missing', () => undefined, 'missing'],
      ['not a signature', () => 'garbage', 'malformed'],
    ])('refuses a delivery whose signature is %s', (_name, header, reason) => {
      let thrown: unknown;
      try {
        provider.parseWebhook(invoicePaid, header());
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(WebhookSignatureError);
      expect(thrown).toMatchObject({ code: 'invalid_signature', reason });
      expect((thrown as Error).message).toMatch(/^invalid signature/);
    });
  });

  /** The provider's "now" in seconds: the sandbox's clock has not moved in these tests. */
  const nowSeconds = () => Math.floor(Date.now() / 1000);
});

describe('the Stripe provider on the fake server', () => {
  it('sends every change with an idempotency key made from the caller’s, and no card number ever', async () => {
    const provider = new StripePaymentProvider(fake.providerOptions);
    const from = fake.requests.length;
    const { customerId } = await provider.ensureCustomer({
      userId: 1,
      email: 'a@example.com',
      name: 'A',
      idempotencyKey: 'customer:1',
    });
    const { setupIntentId } = await provider.createSetupIntent({ customerId, idempotencyKey: 'setup:1' });
    await expect(
      provider.confirmSetupIntent({
        setupIntentId,
        paymentMethod: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
        idempotencyKey: 'confirm:1',
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
    const sent = fake.requests.slice(from);
    expect(sent.map((r) => `${r.method} ${r.path} ${r.idempotencyKey}`)).toEqual([
      'POST /v1/customers customer:1',
      'POST /v1/setup_intents setup:1',
    ]);
    expect(fake.requests.filter((r) => r.method !== 'GET' && !r.idempotencyKey)).toEqual([]);
  });

  it('sends a renewal as Stripe would to the webhook endpoint, and the provider reads it', async () => {
    const provider = new StripePaymentProvider(fake.providerOptions);
    const { customerId } = await provider.ensureCustomer({
      userId: 2,
      email: 'b@example.com',
      name: 'B',
      idempotencyKey: 'customer:2',
    });
    const { setupIntentId } = await provider.createSetupIntent({ customerId, idempotencyKey: 'setup:2' });
    const saved = await provider.confirmSetupIntent({
      setupIntentId,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: 'confirm:2',
    });
    if (saved.status !== 'succeeded') throw new Error(saved.status);
    const { productId } = await provider.ensureProduct({
      planId: 2,
      name: 'Premium',
      idempotencyKey: 'product:2',
    });
    const subscription = await provider.createSubscription({
      customerId,
      paymentMethodId: saved.card.paymentMethodId,
      price: { productId, period: 'month', amountPence: 2500 },
      trialDays: 7,
      idempotencyKey: 'subscribe:2',
    });
    const from = fake.events.length;
    const charge = await provider.chargeSubscription({ ...subscription, idempotencyKey: 'charge:2' });
    const paid = fake.events.slice(from).find((e) => e.type === 'invoice.paid');
    if (!paid) throw new Error('no invoice.paid event');
    const body = JSON.stringify(paid);
    expect(provider.parseWebhook(body, fake.sign(body))).toMatchObject({
      type: 'invoice.paid',
      invoice: {
        invoiceId: charge.invoiceId,
        subscriptionId: subscription.subscriptionId,
        customerId,
        amountPence: 2500,
        paymentIntentId: charge.paymentIntentId,
      },
    });
  });
});
