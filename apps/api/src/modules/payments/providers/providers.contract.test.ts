import { describe, expect, it } from 'vitest';
import {
  addCard,
  customer,
  key,
  provider,
  providerSubjects,
  savedCardId,
  setupIntent,
  subject,
  subscribe,
  useFakeStripe,
  useSubject,
} from './providers.contract-kit';

useFakeStripe();

describe.each(providerSubjects)('payment provider: $name', ({ subject: makeSubject }) => {
  useSubject(makeSubject);

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
});
