import type { CardBrand, SubscriptionPeriod, SubscriptionStatus } from '@marquee/contracts/enums';

/**
 * The one interface Marquee's billing code talks to (docs/decisions/0043). Two implementations: the offline sandbox
 * (sandbox-provider.ts, the default) and Stripe (stripe-provider.ts, when STRIPE_SECRET_KEY is set);
 * createPaymentProvider(config) picks one. This layer never touches the database: callers store the ids it returns
 * (customer id on the user, payment method id on payment_methods, subscription id on subscriptions, invoice and
 * payment intent ids on payments).
 *
 * Idempotency: every call that changes something takes an `idempotencyKey` that the caller derives from Marquee's own
 * operation id (e.g. `subscribe:${subscriptionRowId}`, `renew:${subscriptionRowId}:${periodEnd}`), never a random
 * one, so that a retried request, a re-run job or two racing calls have one effect. The same key with the same
 * arguments gives the same result; the same key with other arguments is refused (`idempotency_key_reused`).
 * A provider may derive several keys from one (Stripe needs one per request), so a key must not be reused for a
 * different operation.
 *
 * Money is in pence, VAT included (spec 1, terms), currency GBP.
 */
export interface PaymentProvider {
  /** 'sandbox' or 'stripe': the web app draws the sandbox card form or loads Stripe Elements. */
  readonly kind: PaymentProviderKind;
  /** Stripe's publishable key for Stripe.js (spec 7.5); null for the sandbox. */
  readonly publishableKey: string | null;

  /**
   * The provider's customer for a Marquee user. With `customerId` (kept from an earlier call) that customer is
   * returned when it still exists; otherwise one is created.
   */
  ensureCustomer(input: EnsureCustomerInput): Promise<{ customerId: string }>;

  /** The provider's product for a pricing plan (pricing_plans.stripe_product_id), made when the plan has none. */
  ensureProduct(input: EnsureProductInput): Promise<{ productId: string }>;

  /** A setup intent to save a card for later charges (GET create-setup-intent answers its client_secret). */
  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentCreated>;

  /**
   * Confirms a setup intent with a card, server-side. The sandbox takes the card its own form collected (or a
   * Stripe-style test token such as 'pm_card_visa'); Stripe takes a payment method id or test token only (card
   * numbers never reach Marquee's server with Stripe: Stripe.js confirms in the browser, then the browser sends the
   * payment method id to `attachPaymentMethod`). A decline is an answer (`failed`), not an exception.
   */
  confirmSetupIntent(input: ConfirmSetupIntentInput): Promise<SetupResult>;

  /**
   * A payment method that a confirmed setup intent saved (POST payment-methods with its id): attached to the
   * customer if it is not yet, and described. Refused (`not_found`) when it belongs to another customer.
   */
  attachPaymentMethod(input: AttachPaymentMethodInput): Promise<SavedCard>;

  /** The customer's saved cards, newest first. */
  listPaymentMethods(input: { customerId: string }): Promise<SavedCard[]>;

  /** Removes a saved card from its customer. Detaching a card that is already detached is not an error. */
  detachPaymentMethod(input: DetachPaymentMethodInput): Promise<void>;

  /**
   * Makes the card the customer's default: the card every subscription of the customer is charged with at renewal
   * (createSubscription also makes its card the default).
   */
  setDefaultPaymentMethod(input: SetDefaultPaymentMethodInput): Promise<void>;

  /**
   * Starts a subscription with a free trial (7 days: spec 1 "charged 7 days after application"); nothing is charged
   * now. The card becomes the customer's default. The promo code's percent applies to the charges of the first
   * `promo.durationMonths` months from the end of the trial (a Stripe coupon with duration 'repeating').
   */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;

  /**
   * Pushes the trial's end to `trialEnd` (e.g. a supplier still under review is charged only once approved,
   * spec 1). Refused (`invalid_state`) once the subscription is no longer trialing.
   */
  extendTrial(input: ExtendTrialInput): Promise<ProviderSubscription>;

  /**
   * Settles what the subscription owes now and answers the invoice with its outcome. A trialing subscription ends
   * its trial and is charged for its first period; an unpaid invoice (a failed renewal) is attempted again; a
   * period that has ended is billed for the next one. When nothing is due, the last invoice is answered and
   * nothing happens. Renewal jobs call it at the end of each period and for each dunning retry, with one key per
   * attempt. A decline or an authentication the cardholder must complete are answers (`failed`,
   * `requires_action`), not exceptions.
   *
   * With Stripe, Stripe itself bills a period that ends (and may retry per the account's settings); this call then
   * reads that invoice and pays it if it is still unpaid.
   */
  chargeSubscription(input: ChargeSubscriptionInput): Promise<ProviderInvoice>;

  /** The subscription as the provider has it now. */
  getSubscription(input: { subscriptionId: string }): Promise<ProviderSubscription>;

  /** Cancels the subscription at once (rejected supplier, move to the free plan). Cancelling twice is not an error. */
  cancelSubscription(input: CancelSubscriptionInput): Promise<ProviderSubscription>;

  /**
   * Verifies a webhook delivery and turns it into an event. Throws WebhookSignatureError ('invalid signature')
   * when the signature is missing, forged, or older than `WEBHOOK_TOLERANCE_SECONDS`. Callers store the event id
   * and apply each event once (deliveries repeat).
   */
  parseWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent;
}

export type PaymentProviderKind = 'sandbox' | 'stripe';

/** Deliveries signed longer ago than this are refused as stale (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Every mutating call carries one; see PaymentProvider. */
export interface Idempotent {
  idempotencyKey: string;
}

export interface EnsureCustomerInput extends Idempotent {
  userId: number;
  email: string;
  name: string;
  /** The id stored from an earlier call, if any. */
  customerId?: string | null;
}

export interface EnsureProductInput extends Idempotent {
  planId: number;
  name: string;
  /** pricing_plans.stripe_product_id, if set. */
  productId?: string | null;
}

export interface CreateSetupIntentInput extends Idempotent {
  customerId: string;
}

export interface SetupIntentCreated {
  setupIntentId: string;
  /** Handed to the browser (Stripe.js confirmCardSetup, or the sandbox card form). */
  clientSecret: string;
}

/** A card as the sandbox card form collects it. Never accepted by the Stripe provider. */
export interface CardInput {
  number: string;
  expMonth: number;
  /** Four digits, or two (26 means 2026). */
  expYear: number;
  cvc: string;
}

export interface ConfirmSetupIntentInput extends Idempotent {
  setupIntentId: string;
  /** Stripe: a payment method id or test token ('pm_card_visa', see TEST_CARDS); sandbox: a typed card or test token. */
  paymentMethod: string | CardInput;
}

/** A saved card as Marquee shows and stores it (spec 3 "Saved card"; payment_methods). */
export interface SavedCard {
  paymentMethodId: string;
  brand: CardBrand;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/** Why a card or a charge was refused, with the provider's own message for the cardholder (spec 5). */
export interface PaymentFailure {
  /** Stripe's error code: card_declined, incorrect_number, expired_card, incorrect_cvc, authentication_required… */
  code: string;
  /** The decline code when the bank gave one (generic_decline, insufficient_funds…). */
  declineCode?: string;
  message: string;
}

export type SetupResult =
  | { status: 'succeeded'; setupIntentId: string; card: SavedCard }
  /** 3-D Secure: the browser completes it with the client secret, then the card is attached. */
  | { status: 'requires_action'; setupIntentId: string; clientSecret: string; paymentMethodId: string }
  | { status: 'failed'; setupIntentId: string; failure: PaymentFailure };

export interface AttachPaymentMethodInput extends Idempotent {
  customerId: string;
  paymentMethodId: string;
}

export interface DetachPaymentMethodInput extends Idempotent {
  customerId: string;
  paymentMethodId: string;
}

export interface SetDefaultPaymentMethodInput extends Idempotent {
  customerId: string;
  paymentMethodId: string;
}

export interface PlanPrice {
  /** From ensureProduct (pricing_plans.stripe_product_id). */
  productId: string;
  period: SubscriptionPeriod;
  /** Price per period in pence, VAT included, before any promo. */
  amountPence: number;
}

export interface PromoDiscount {
  /** Marquee's promo code name, for the provider's records (a Stripe coupon's name). */
  code: string;
  /** 1–100. */
  percentOff: number;
  /** 1–12: months of charges the discount applies to, from the first charge. */
  durationMonths: number;
}

export interface CreateSubscriptionInput extends Idempotent {
  customerId: string;
  paymentMethodId: string;
  price: PlanPrice;
  /** Days before the first charge; Marquee uses 7 (spec 9). */
  trialDays: number;
  promo?: PromoDiscount | null;
  /** Kept with the provider's object (e.g. { subscription_id: '42' }), shown in Stripe's dashboard. */
  metadata?: Record<string, string>;
}

export interface ExtendTrialInput extends Idempotent {
  subscriptionId: string;
  trialEnd: Date;
}

export interface ChargeSubscriptionInput extends Idempotent {
  subscriptionId: string;
}

export interface CancelSubscriptionInput extends Idempotent {
  subscriptionId: string;
}

export interface ProviderSubscription {
  subscriptionId: string;
  customerId: string;
  /** The same names as subscriptions.status. */
  status: SubscriptionStatus;
  period: SubscriptionPeriod;
  /** Price per period in pence before the promo. */
  amountPence: number;
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  canceledAt: Date | null;
  latestInvoiceId: string | null;
}

export type InvoiceOutcome = 'paid' | 'failed' | 'requires_action';

/** One charge of a subscription (a row of payments). */
export interface ProviderInvoice {
  invoiceId: string;
  subscriptionId: string;
  status: InvoiceOutcome;
  /** Charged (or to be charged) in pence, after the promo, VAT included. */
  amountPence: number;
  /** The period this invoice pays for. */
  periodStart: Date;
  periodEnd: Date;
  /** payments.stripe_payment_intent_id; null when nothing was attempted (a 100 % discount). */
  paymentIntentId: string | null;
  paidAt: Date | null;
  /** Set when status is 'failed' or 'requires_action'. */
  failure: PaymentFailure | null;
  /** For 'requires_action': completed on-session by the cardholder with Stripe.js or the sandbox form. */
  clientSecret: string | null;
}

/**
 * A verified webhook delivery. `id` is the provider's event id (store it, apply each once). Stripe's other event
 * types arrive as 'other' and can be acknowledged and ignored.
 */
export type PaymentEvent = { id: string; created: Date } & (
  | {
      type: 'invoice.paid' | 'invoice.payment_failed' | 'invoice.payment_action_required';
      invoice: WebhookInvoice;
    }
  | {
      type: 'subscription.updated' | 'subscription.deleted';
      subscription: { subscriptionId: string; customerId: string; status: SubscriptionStatus };
    }
  | { type: 'other'; providerType: string }
);

export interface WebhookInvoice {
  invoiceId: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** Paid, or still due. */
  amountPence: number;
  paymentIntentId: string | null;
}

/**
 * A failure of the call itself (unknown object, idempotency misuse, provider unreachable, bad configuration).
 * Card declines are not thrown: they come back as 'failed' results.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentProviderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export type PaymentProviderErrorCode =
  | 'not_found'
  | 'idempotency_key_reused'
  | 'invalid_state'
  | 'invalid_request'
  | 'invalid_signature'
  | 'provider_unavailable';

/** A webhook delivery that is not provably from the provider, or too old. Answer it with 400. */
export class WebhookSignatureError extends PaymentProviderError {
  constructor(readonly reason: 'missing' | 'malformed' | 'forged' | 'stale') {
    super('invalid_signature', `invalid signature (${reason})`);
    this.name = 'WebhookSignatureError';
  }
}
