import Stripe from 'stripe';
import {
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type AttachPaymentMethodInput,
  type CancelSubscriptionInput,
  type ChargeSubscriptionInput,
  type ConfirmSetupIntentInput,
  type CreateSetupIntentInput,
  type CreateSubscriptionInput,
  type DetachPaymentMethodInput,
  type EnsureCustomerInput,
  type EnsureProductInput,
  type ExtendTrialInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type SavedCard,
  type SetDefaultPaymentMethodInput,
  type SetupIntentCreated,
  type SetupResult,
} from './provider';
import {
  describeInvoice,
  failureOf,
  idOf,
  presentSubscription,
  retrieveOrNull,
  savedCard,
  stripeCall,
} from './stripe-support';
import { toPaymentEvent, type StripeStyleEvent } from './webhook-events';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** A fake Stripe server in tests (the SDK's host/port/protocol); unset for api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Milliseconds before a request is given up (the SDK's default is 80 s). */
  timeoutMs?: number;
}

/** Set on a subscription when a charge is attempted, so the same key never attempts twice (see chargeSubscription). */
const CHARGE_KEY = 'marquee_charge_key';

/**
 * The PaymentProvider on Stripe (docs/decisions/0043) through the official SDK: Customers, SetupIntents,
 * PaymentMethods, Products with inline recurring prices, Subscriptions with a trial, Coupons for promo codes,
 * invoices and webhooks. Every request that changes something carries an idempotency key made from the caller's
 * (one key per request: `<key>:<step>`), so Stripe itself refuses to act twice.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      timeout: options.timeoutMs ?? 20_000,
      // Retries reuse the request's idempotency key, so they are safe.
      maxNetworkRetries: 2,
      appInfo: { name: 'Marquee' },
    });
  }

  ensureCustomer(input: EnsureCustomerInput): Promise<{ customerId: string }> {
    return stripeCall(async () => {
      if (input.customerId) {
        const existing = await retrieveOrNull(() =>
          this.stripe.customers.retrieve(input.customerId as string),
        );
        if (existing && !existing.deleted) return { customerId: existing.id };
      }
      const customer = await this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { user_id: String(input.userId) } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { customerId: customer.id };
    });
  }

  ensureProduct(input: EnsureProductInput): Promise<{ productId: string }> {
    return stripeCall(async () => {
      if (input.productId) {
        const existing = await retrieveOrNull(() => this.stripe.products.retrieve(input.productId as string));
        if (existing) return { productId: existing.id };
      }
      const product = await this.stripe.products.create(
        { name: input.name, metadata: { pricing_plan_id: String(input.planId) } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { productId: product.id };
    });
  }

  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentCreated> {
    return stripeCall(async () => {
      const intent = await this.stripe.setupIntents.create(
        { customer: input.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey: input.idempotencyKey },
      );
      return { setupIntentId: intent.id, clientSecret: intent.client_secret ?? '' };
    });
  }

  confirmSetupIntent(input: ConfirmSetupIntentInput): Promise<SetupResult> {
    const paymentMethod = input.paymentMethod;
    if (typeof paymentMethod !== 'string') {
      // Card numbers go to Stripe from the browser (Stripe Elements); Marquee's server never handles them.
      return Promise.reject(
        new PaymentProviderError('invalid_request', 'Stripe takes a payment method id, not card details'),
      );
    }
    return stripeCall(async (): Promise<SetupResult> => {
      let intent: Stripe.SetupIntent;
      try {
        intent = await this.stripe.setupIntents.confirm(
          input.setupIntentId,
          { payment_method: paymentMethod },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', setupIntentId: input.setupIntentId, failure: failureOf(error) };
        }
        throw error;
      }
      const methodId = idOf(intent.payment_method);
      if (intent.status === 'succeeded' && methodId) {
        const method = await this.stripe.paymentMethods.retrieve(methodId);
        return { status: 'succeeded', setupIntentId: intent.id, card: savedCard(method) };
      }
      if ((intent.status === 'requires_action' || intent.status === 'requires_confirmation') && methodId) {
        return {
          status: 'requires_action',
          setupIntentId: intent.id,
          clientSecret: intent.client_secret ?? '',
          paymentMethodId: methodId,
        };
      }
      const error = intent.last_setup_error;
      return {
        status: 'failed',
        setupIntentId: intent.id,
        failure: {
          code: error?.code ?? 'card_declined',
          ...(error?.decline_code ? { declineCode: error.decline_code } : {}),
          message: error?.message ?? 'Your card was declined.',
        },
      };
    });
  }

  attachPaymentMethod(input: AttachPaymentMethodInput): Promise<SavedCard> {
    return stripeCall(async () => {
      let method = await this.stripe.paymentMethods.retrieve(input.paymentMethodId);
      const owner = idOf(method.customer);
      if (owner && owner !== input.customerId) {
        // Someone else's card: as unknown to this customer as a card that does not exist.
        throw new PaymentProviderError('not_found', `No such payment_method: '${input.paymentMethodId}'`);
      }
      if (!owner) {
        method = await this.stripe.paymentMethods.attach(
          input.paymentMethodId,
          { customer: input.customerId },
          { idempotencyKey: input.idempotencyKey },
        );
      }
      return savedCard(method);
    });
  }

  listPaymentMethods(input: { customerId: string }): Promise<SavedCard[]> {
    return stripeCall(async () => {
      const cards: SavedCard[] = [];
      for await (const method of this.stripe.paymentMethods.list({
        customer: input.customerId,
        type: 'card',
        limit: 100,
      })) {
        cards.push(savedCard(method));
      }
      return cards;
    });
  }

  detachPaymentMethod(input: DetachPaymentMethodInput): Promise<void> {
    return stripeCall(async () => {
      const method = await this.stripe.paymentMethods.retrieve(input.paymentMethodId);
      const owner = idOf(method.customer);
      if (!owner) return;
      if (owner !== input.customerId) {
        throw new PaymentProviderError('not_found', `No such payment_method: '${input.paymentMethodId}'`);
      }
      await this.stripe.paymentMethods.detach(
        input.paymentMethodId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
    });
  }

  setDefaultPaymentMethod(input: SetDefaultPaymentMethodInput): Promise<void> {
    return stripeCall(async () => {
      await this.stripe.customers.update(
        input.customerId,
        { invoice_settings: { default_payment_method: input.paymentMethodId } },
        { idempotencyKey: input.idempotencyKey },
      );
    });
  }

  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    return stripeCall(async () => {
      const key = input.idempotencyKey;
      await this.stripe.customers.update(
        input.customerId,
        { invoice_settings: { default_payment_method: input.paymentMethodId } },
        { idempotencyKey: `${key}:default-card` },
      );
      // One coupon per subscription: a promo code's percent or duration may change between subscriptions.
      const coupon = input.promo
        ? await this.stripe.coupons.create(
            {
              name: input.promo.code.slice(0, 40),
              percent_off: input.promo.percentOff,
              duration: 'repeating',
              duration_in_months: input.promo.durationMonths,
            },
            { idempotencyKey: `${key}:coupon` },
          )
        : null;
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [
            {
              price_data: {
                currency: 'gbp',
                product: input.price.productId,
                unit_amount: input.price.amountPence,
                recurring: { interval: input.price.period },
                // Prices include VAT (spec 1, terms).
                tax_behavior: 'inclusive',
              },
            },
          ],
          trial_period_days: input.trialDays,
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          off_session: true,
          metadata: input.metadata ?? {},
        },
        { idempotencyKey: `${key}:subscription` },
      );
      return presentSubscription(subscription);
    });
  }

  extendTrial(input: ExtendTrialInput): Promise<ProviderSubscription> {
    return stripeCall(async () => {
      const current = await this.stripe.subscriptions.retrieve(input.subscriptionId);
      if (current.status !== 'trialing') {
        throw new PaymentProviderError(
          'invalid_state',
          `Subscription ${current.id} is ${current.status}, not trialing`,
        );
      }
      const subscription = await this.stripe.subscriptions.update(
        input.subscriptionId,
        { trial_end: Math.floor(input.trialEnd.getTime() / 1000), proration_behavior: 'none' },
        { idempotencyKey: input.idempotencyKey },
      );
      return presentSubscription(subscription);
    });
  }

  chargeSubscription(input: ChargeSubscriptionInput): Promise<ProviderInvoice> {
    const key = input.idempotencyKey;
    return stripeCall(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(input.subscriptionId);
      if (subscription.status === 'canceled') {
        throw new PaymentProviderError('invalid_state', `Subscription ${subscription.id} is canceled`);
      }
      // Stripe's keys hold per request; the mark makes the whole call happen once for the caller's key.
      const marked = subscription.metadata?.[CHARGE_KEY] === key;
      if (subscription.status === 'trialing' && !marked) {
        const updated = await this.stripe.subscriptions.update(
          subscription.id,
          { trial_end: 'now', proration_behavior: 'none', metadata: { [CHARGE_KEY]: key } },
          { idempotencyKey: `${key}:end-trial` },
        );
        return describeInvoice(this.stripe, updated.id, idOf(updated.latest_invoice));
      }
      const invoiceId = idOf(subscription.latest_invoice);
      if (!invoiceId)
        throw new PaymentProviderError('invalid_state', `Subscription ${subscription.id} has nothing due`);
      const invoice = await this.stripe.invoices.retrieve(invoiceId);
      if (!marked && (invoice.status === 'open' || invoice.status === 'draft')) {
        await this.stripe.subscriptions.update(
          subscription.id,
          { metadata: { [CHARGE_KEY]: key } },
          { idempotencyKey: `${key}:mark` },
        );
        try {
          await this.stripe.invoices.pay(invoiceId, { off_session: true }, { idempotencyKey: `${key}:pay` });
        } catch (error) {
          // The outcome is read from the invoice and its payment below.
          if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        }
      }
      return describeInvoice(this.stripe, subscription.id, invoiceId);
    });
  }

  getSubscription(input: { subscriptionId: string }): Promise<ProviderSubscription> {
    return stripeCall(async () =>
      presentSubscription(await this.stripe.subscriptions.retrieve(input.subscriptionId)),
    );
  }

  cancelSubscription(input: CancelSubscriptionInput): Promise<ProviderSubscription> {
    return stripeCall(async () => {
      const current = await this.stripe.subscriptions.retrieve(input.subscriptionId);
      if (current.status === 'canceled') return presentSubscription(current);
      const subscription = await this.stripe.subscriptions.cancel(
        input.subscriptionId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
      return presentSubscription(subscription);
    });
  }

  parseWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new WebhookSignatureError('missing');
    const payload = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        payload,
        signatureHeader,
        this.options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        const message = error.message.toLowerCase();
        if (message.includes('tolerance')) throw new WebhookSignatureError('stale');
        if (message.includes('unable to extract')) throw new WebhookSignatureError('malformed');
        throw new WebhookSignatureError('forged');
      }
      throw new WebhookSignatureError('malformed');
    }
    return toPaymentEvent(event as unknown as StripeStyleEvent);
  }
}
