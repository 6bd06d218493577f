import { describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError } from './provider';
import { StripePaymentProvider } from './stripe-provider';
import {
  addCard,
  customer,
  DAY,
  fake,
  key,
  nowSeconds,
  provider,
  providerSubjects,
  savedCardId,
  subject,
  subscribe,
  useFakeStripe,
  useSubject,
} from './providers.contract-kit';

useFakeStripe();

describe.each(providerSubjects)('payment provider: $name', ({ subject: makeSubject }) => {
  useSubject(makeSubject);

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
