import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  cardBrand,
  cardDigits,
  cardProblem,
  cardProviderMessages,
  fullExpiryYear,
  testCard,
  type TestCardBehaviour,
} from '@marquee/contracts/cards';
import type { CardBrand, SubscriptionPeriod, SubscriptionStatus } from '@marquee/contracts/enums';
import {
  PaymentProviderError,
  type AttachPaymentMethodInput,
  type CancelSubscriptionInput,
  type CardInput,
  type ChargeSubscriptionInput,
  type ConfirmSetupIntentInput,
  type CreateSetupIntentInput,
  type CreateSubscriptionInput,
  type DetachPaymentMethodInput,
  type EnsureCustomerInput,
  type EnsureProductInput,
  type ExtendTrialInput,
  type InvoiceOutcome,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type SavedCard,
  type SetDefaultPaymentMethodInput,
  type SetupIntentCreated,
  type SetupResult,
} from './provider';
import { toPaymentEvent, verifyStripeStyleSignature } from './webhook-events';

/**
 * The built-in card provider (docs/decisions/0043): Stripe's test mode, offline. Cards are checked like Stripe checks
 * them (Luhn, length per brand, expiry, CVC) and the test cards of @marquee/contracts/cards behave as in Stripe
 * (declined, needs 3-D Secure, saved but charges fail). No money moves.
 *
 * State is one JSON document: in memory, and written to `file` (DATA_DIR/payments-sandbox.json) after every change,
 * atomically (a temporary file renamed over the old one), so it survives a restart. Calls are serialised in the
 * process, and a server process owns its DATA_DIR (the pid lock), so nothing else writes the file. Only card display
 * details are kept (brand, last four, expiry, the test behaviour), never the number or CVC.
 */
export interface SandboxProviderOptions {
  /** Where the state is kept; omitted, it lives in memory only (tests). */
  file?: string;
  /** Signs and verifies webhook deliveries (the same format as Stripe's). */
  webhookSecret: string;
  /** The sandbox's clock; tests move it to reach the end of a period. */
  now?: () => Date;
}

interface SandboxCustomer {
  id: string;
  userId: number;
  email: string;
  name: string;
  defaultPaymentMethodId: string | null;
}

interface SandboxSetupIntent {
  id: string;
  customerId: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethodId: string | null;
}

interface SandboxPaymentMethod extends SavedCard {
  customerId: string | null;
  behaviour: TestCardBehaviour;
  /** False until a card that needs 3-D Secure on setup has passed it. */
  authenticated: boolean;
  seq: number;
}

interface SandboxSubscription {
  id: string;
  customerId: string;
  productId: string;
  period: SubscriptionPeriod;
  amountPence: number;
  percentOff: number | null;
  /** ISO dates below. Charges for periods starting before this are discounted. */
  discountEndsAt: string | null;
  status: SubscriptionStatus;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  canceledAt: string | null;
  latestInvoiceId: string | null;
}

interface SandboxInvoice {
  id: string;
  subscriptionId: string;
  status: InvoiceOutcome;
  amountPence: number;
  periodStart: string;
  periodEnd: string;
  paymentIntentId: string | null;
  paidAt: string | null;
  failure: PaymentFailure | null;
  clientSecret: string | null;
}

interface IdempotencyRecord {
  fingerprint: string;
  /** The JSON of the answer given the first time. */
  result: string;
}

interface SandboxState {
  version: 1;
  seq: number;
  customers: Record<string, SandboxCustomer>;
  products: Record<string, { id: string; planId: number; name: string }>;
  setupIntents: Record<string, SandboxSetupIntent>;
  paymentMethods: Record<string, SandboxPaymentMethod>;
  subscriptions: Record<string, SandboxSubscription>;
  invoices: Record<string, SandboxInvoice>;
  idempotency: Record<string, IdempotencyRecord>;
}

const emptyState = (): SandboxState => ({
  version: 1,
  seq: 0,
  customers: {},
  products: {},
  setupIntents: {},
  paymentMethods: {},
  subscriptions: {},
  invoices: {},
  idempotency: {},
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Answers are stored as JSON; their dates come back as Dates. */
const revive = <T>(json: string): T =>
  JSON.parse(json, (_key, value: unknown) =>
    typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
  ) as T;

/** Key order does not change a fingerprint. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar months later, on the same day of the month (or the month's last day), as Stripe bills. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const periodAfter = (start: Date, period: SubscriptionPeriod) => addMonths(start, period === 'year' ? 12 : 1);

const notFound = (what: string, id: string) =>
  new PaymentProviderError('not_found', `No such ${what}: '${id}'`);

const failure = (code: keyof typeof cardProviderMessages, declineCode?: string): PaymentFailure => ({
  code,
  ...(declineCode ? { declineCode } : {}),
  message: cardProviderMessages[code],
});

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox';
  readonly publishableKey = null;

  private state: SandboxState | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly now: () => Date;

  constructor(private readonly options: SandboxProviderOptions) {
    this.now = options.now ?? (() => new Date());
  }

  ensureCustomer(input: EnsureCustomerInput): Promise<{ customerId: string }> {
    return this.mutate('ensureCustomer', input, (s) => {
      if (input.customerId && s.customers[input.customerId]) return { customerId: input.customerId };
      const id = this.newId(s, 'cus');
      s.customers[id] = {
        id,
        userId: input.userId,
        email: input.email,
        name: input.name,
        defaultPaymentMethodId: null,
      };
      return { customerId: id };
    });
  }

  ensureProduct(input: EnsureProductInput): Promise<{ productId: string }> {
    return this.mutate('ensureProduct', input, (s) => {
      if (input.productId && s.products[input.productId]) return { productId: input.productId };
      const id = this.newId(s, 'prod');
      s.products[id] = { id, planId: input.planId, name: input.name };
      return { productId: id };
    });
  }

  createSetupIntent(input: CreateSetupIntentInput): Promise<SetupIntentCreated> {
    return this.mutate('createSetupIntent', input, (s) => {
      this.customer(s, input.customerId);
      const id = this.newId(s, 'seti');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      s.setupIntents[id] = {
        id,
        customerId: input.customerId,
        clientSecret,
        status: 'requires_payment_method',
        paymentMethodId: null,
      };
      return { setupIntentId: id, clientSecret };
    });
  }

  confirmSetupIntent(input: ConfirmSetupIntentInput): Promise<SetupResult> {
    return this.mutate('confirmSetupIntent', input, (s): SetupResult => {
      const intent = this.setupIntent(s, input.setupIntentId);
      if (intent.status !== 'requires_payment_method') {
        throw new PaymentProviderError('invalid_state', `Setup intent ${intent.id} is ${intent.status}`);
      }
      const card = this.cardFrom(s, input.paymentMethod);
      if ('failure' in card) return { status: 'failed', setupIntentId: intent.id, failure: card.failure };
      if (card.behaviour === 'declined') {
        return {
          status: 'failed',
          setupIntentId: intent.id,
          failure: failure('card_declined', 'generic_decline'),
        };
      }
      const method = this.savePaymentMethod(s, card);
      intent.paymentMethodId = method.paymentMethodId;
      if (!method.authenticated) {
        intent.status = 'requires_action';
        return {
          status: 'requires_action',
          setupIntentId: intent.id,
          clientSecret: intent.clientSecret,
          paymentMethodId: method.paymentMethodId,
        };
      }
      method.customerId = intent.customerId;
      intent.status = 'succeeded';
      return { status: 'succeeded', setupIntentId: intent.id, card: savedCard(method) };
    });
  }

  /**
   * The sandbox's 3-D Secure page (Stripe's test page has the same two buttons): the cardholder completes or fails
   * the authentication a setup intent asked for. Sandbox only; Stripe.js does this in the browser with Stripe.
   */
  completeSetupAuthentication(input: {
    setupIntentId: string;
    approve: boolean;
    idempotencyKey: string;
  }): Promise<SetupResult> {
    return this.mutate('completeSetupAuthentication', input, (s): SetupResult => {
      const intent = this.setupIntent(s, input.setupIntentId);
      if (intent.status !== 'requires_action' || !intent.paymentMethodId) {
        throw new PaymentProviderError('invalid_state', `Setup intent ${intent.id} is ${intent.status}`);
      }
      const method = this.paymentMethod(s, intent.paymentMethodId);
      if (!input.approve) {
        intent.status = 'requires_payment_method';
        intent.paymentMethodId = null;
        return {
          status: 'failed',
          setupIntentId: intent.id,
          failure: failure('setup_intent_authentication_failure'),
        };
      }
      method.authenticated = true;
      method.customerId = intent.customerId;
      intent.status = 'succeeded';
      return { status: 'succeeded', setupIntentId: intent.id, card: savedCard(method) };
    });
  }

  /**
   * The same page for a charge that asked for 3-D Secure (an invoice answered 'requires_action'): passed, the invoice
   * is paid and its subscription active; failed, the invoice stays unpaid. Sandbox only; with Stripe, Stripe.js
   * confirms the payment with the invoice's client secret and Stripe sends invoice.paid.
   */
  completeChargeAuthentication(input: {
    invoiceId: string;
    approve: boolean;
    idempotencyKey: string;
  }): Promise<ProviderInvoice> {
    return this.mutate('completeChargeAuthentication', input, (s) => {
      const invoice = s.invoices[input.invoiceId] ?? throwError(notFound('invoice', input.invoiceId));
      if (invoice.status !== 'requires_action') {
        throw new PaymentProviderError('invalid_state', `Invoice ${invoice.id} is ${invoice.status}`);
      }
      const sub = this.subscription(s, invoice.subscriptionId);
      if (input.approve) {
        const paidAt = this.now().toISOString();
        Object.assign(invoice, { status: 'paid', paidAt, failure: null, clientSecret: null });
        if (sub.latestInvoiceId === invoice.id && sub.status === 'past_due') sub.status = 'active';
      } else {
        const refused = failure('payment_intent_authentication_failure');
        Object.assign(invoice, { status: 'failed', failure: refused, clientSecret: null });
      }
      return presentInvoice(invoice);
    });
  }

  attachPaymentMethod(input: AttachPaymentMethodInput): Promise<SavedCard> {
    return this.mutate('attachPaymentMethod', input, (s) => {
      this.customer(s, input.customerId);
      const method = this.paymentMethod(s, input.paymentMethodId);
      if (method.customerId && method.customerId !== input.customerId) {
        throw notFound('payment_method', input.paymentMethodId);
      }
      if (!method.authenticated) {
        throw new PaymentProviderError('invalid_state', 'The card needs its 3-D Secure authentication first');
      }
      method.customerId = input.customerId;
      return savedCard(method);
    });
  }

  listPaymentMethods(input: { customerId: string }): Promise<SavedCard[]> {
    return this.read((s) => {
      this.customer(s, input.customerId);
      return Object.values(s.paymentMethods)
        .filter((m) => m.customerId === input.customerId)
        .sort((a, b) => b.seq - a.seq)
        .map(savedCard);
    });
  }

  detachPaymentMethod(input: DetachPaymentMethodInput): Promise<void> {
    return this.mutate('detachPaymentMethod', input, (s) => {
      const customer = this.customer(s, input.customerId);
      const method = this.paymentMethod(s, input.paymentMethodId);
      if (method.customerId && method.customerId !== input.customerId) {
        throw notFound('payment_method', input.paymentMethodId);
      }
      method.customerId = null;
      if (customer.defaultPaymentMethodId === method.paymentMethodId) customer.defaultPaymentMethodId = null;
      return undefined;
    });
  }

  setDefaultPaymentMethod(input: SetDefaultPaymentMethodInput): Promise<void> {
    return this.mutate('setDefaultPaymentMethod', input, (s) => {
      const { customer, method } = this.ownCard(s, input.customerId, input.paymentMethodId);
      customer.defaultPaymentMethodId = method.paymentMethodId;
      return undefined;
    });
  }

  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    return this.mutate('createSubscription', input, (s) => {
      const { customer, method } = this.ownCard(s, input.customerId, input.paymentMethodId);
      if (!s.products[input.price.productId]) throw notFound('product', input.price.productId);
      if (!Number.isInteger(input.trialDays) || input.trialDays < 1) {
        throw new PaymentProviderError(
          'invalid_request',
          'trialDays must be a whole number of days, at least 1',
        );
      }
      if (!Number.isInteger(input.price.amountPence) || input.price.amountPence < 0) {
        throw new PaymentProviderError('invalid_request', 'amountPence must be a whole number of pence');
      }
      const now = this.now();
      const trialEnd = new Date(now.getTime() + input.trialDays * DAY_MS);
      const id = this.newId(s, 'sub');
      customer.defaultPaymentMethodId = method.paymentMethodId;
      s.subscriptions[id] = {
        id,
        customerId: customer.id,
        productId: input.price.productId,
        period: input.price.period,
        amountPence: input.price.amountPence,
        percentOff: input.promo?.percentOff ?? null,
        // As a Stripe coupon with duration 'repeating': the months count from when it is applied.
        discountEndsAt: input.promo ? addMonths(now, input.promo.durationMonths).toISOString() : null,
        status: 'trialing',
        trialEnd: trialEnd.toISOString(),
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: trialEnd.toISOString(),
        canceledAt: null,
        latestInvoiceId: null,
      };
      return presentSubscription(s.subscriptions[id]);
    });
  }

  extendTrial(input: ExtendTrialInput): Promise<ProviderSubscription> {
    return this.mutate('extendTrial', input, (s) => {
      const sub = this.subscription(s, input.subscriptionId);
      if (sub.status !== 'trialing') {
        throw new PaymentProviderError(
          'invalid_state',
          `Subscription ${sub.id} is ${sub.status}, not trialing`,
        );
      }
      sub.trialEnd = input.trialEnd.toISOString();
      sub.currentPeriodEnd = sub.trialEnd;
      return presentSubscription(sub);
    });
  }

  chargeSubscription(input: ChargeSubscriptionInput): Promise<ProviderInvoice> {
    return this.mutate('chargeSubscription', input, (s) => {
      const sub = this.subscription(s, input.subscriptionId);
      if (sub.status === 'canceled') {
        throw new PaymentProviderError('invalid_state', `Subscription ${sub.id} is canceled`);
      }
      const latest = sub.latestInvoiceId ? s.invoices[sub.latestInvoiceId] : undefined;
      const now = this.now();
      let invoice: SandboxInvoice;
      if (latest && latest.status !== 'paid') {
        invoice = latest;
      } else if (sub.status === 'trialing' || now.getTime() >= Date.parse(sub.currentPeriodEnd)) {
        // The trial ends now (and the first period starts now, as in Stripe); a renewal continues the periods.
        const start = sub.status === 'trialing' ? now : new Date(sub.currentPeriodEnd);
        const discounted =
          sub.percentOff !== null && sub.discountEndsAt !== null && start < new Date(sub.discountEndsAt);
        const id = this.newId(s, 'in');
        invoice = {
          id,
          subscriptionId: sub.id,
          status: 'failed',
          amountPence: discounted
            ? Math.round((sub.amountPence * (100 - (sub.percentOff ?? 0))) / 100)
            : sub.amountPence,
          periodStart: start.toISOString(),
          periodEnd: periodAfter(start, sub.period).toISOString(),
          paymentIntentId: null,
          paidAt: null,
          failure: null,
          clientSecret: null,
        };
        s.invoices[id] = invoice;
        sub.latestInvoiceId = id;
        sub.trialEnd = sub.status === 'trialing' ? now.toISOString() : sub.trialEnd;
        sub.currentPeriodStart = invoice.periodStart;
        sub.currentPeriodEnd = invoice.periodEnd;
      } else if (latest) {
        return presentInvoice(latest);
      } else {
        throw new PaymentProviderError('invalid_state', `Subscription ${sub.id} has nothing due`);
      }
      this.attemptPayment(s, sub, invoice, now);
      return presentInvoice(invoice);
    });
  }

  getSubscription(input: { subscriptionId: string }): Promise<ProviderSubscription> {
    return this.read((s) => presentSubscription(this.subscription(s, input.subscriptionId)));
  }

  cancelSubscription(input: CancelSubscriptionInput): Promise<ProviderSubscription> {
    return this.mutate('cancelSubscription', input, (s) => {
      const sub = this.subscription(s, input.subscriptionId);
      if (sub.status !== 'canceled') {
        sub.status = 'canceled';
        sub.canceledAt = this.now().toISOString();
      }
      return presentSubscription(sub);
    });
  }

  parseWebhook(rawBody: string | Uint8Array, signatureHeader: string | undefined): PaymentEvent {
    const seconds = Math.floor(this.now().getTime() / 1000);
    return toPaymentEvent(
      verifyStripeStyleSignature(rawBody, signatureHeader, this.options.webhookSecret, seconds),
    );
  }

  /** A charge of the customer's default card, as Stripe attempts an invoice off-session. */
  private attemptPayment(s: SandboxState, sub: SandboxSubscription, invoice: SandboxInvoice, now: Date) {
    if (invoice.amountPence === 0) {
      Object.assign(invoice, {
        status: 'paid',
        paidAt: now.toISOString(),
        failure: null,
        clientSecret: null,
      });
    } else {
      invoice.paymentIntentId ??= this.newId(s, 'pi');
      const customer = this.customer(s, sub.customerId);
      const method = customer.defaultPaymentMethodId
        ? s.paymentMethods[customer.defaultPaymentMethodId]
        : undefined;
      if (!method) {
        Object.assign(invoice, {
          status: 'failed',
          failure: failure('card_declined', 'payment_method_missing'),
        });
      } else if (method.behaviour === 'charge_fails' || method.behaviour === 'declined') {
        Object.assign(invoice, { status: 'failed', failure: failure('card_declined', 'generic_decline') });
      } else if (method.behaviour === 'authenticate_always') {
        Object.assign(invoice, {
          status: 'requires_action',
          failure: failure('authentication_required', 'authentication_required'),
          clientSecret: `${invoice.paymentIntentId}_secret_${randomBytes(12).toString('hex')}`,
        });
      } else {
        Object.assign(invoice, {
          status: 'paid',
          paidAt: now.toISOString(),
          failure: null,
          clientSecret: null,
        });
      }
    }
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
  }

  private cardFrom(
    s: SandboxState,
    input: string | CardInput,
  ):
    | { brand: CardBrand; lastFour: string; expMonth: number; expYear: number; behaviour: TestCardBehaviour }
    | { failure: PaymentFailure } {
    if (typeof input === 'string') {
      const known = testCard(input);
      if (known && input.startsWith('pm_card_')) {
        const expiry = new Date(this.now().getTime());
        return {
          brand: known.brand,
          lastFour: known.number.slice(-4),
          // Stripe's test tokens carry a card valid for some years.
          expMonth: 12,
          expYear: expiry.getUTCFullYear() + 3,
          behaviour: known.behaviour,
        };
      }
      throw notFound('payment_method', input);
    }
    const problem = cardProblem(input, this.now());
    if (problem) return { failure: failure(problem) };
    const digits = cardDigits(input.number);
    return {
      brand: cardBrand(digits) as CardBrand,
      lastFour: digits.slice(-4),
      expMonth: input.expMonth,
      expYear: fullExpiryYear(input.expYear),
      behaviour: testCard(digits)?.behaviour ?? 'succeeds',
    };
  }

  private savePaymentMethod(
    s: SandboxState,
    card: {
      brand: CardBrand;
      lastFour: string;
      expMonth: number;
      expYear: number;
      behaviour: TestCardBehaviour;
    },
  ): SandboxPaymentMethod {
    const id = this.newId(s, 'pm');
    const method: SandboxPaymentMethod = {
      paymentMethodId: id,
      ...card,
      customerId: null,
      authenticated: card.behaviour !== 'authenticate_on_setup' && card.behaviour !== 'authenticate_always',
      seq: s.seq,
    };
    s.paymentMethods[id] = method;
    return method;
  }

  /** The customer and one of their saved cards (another customer's card is not found). */
  private ownCard(s: SandboxState, customerId: string, paymentMethodId: string) {
    const customer = this.customer(s, customerId);
    const method = this.paymentMethod(s, paymentMethodId);
    if (method.customerId !== customer.id) throw notFound('payment_method', paymentMethodId);
    return { customer, method };
  }

  private customer(s: SandboxState, id: string) {
    return s.customers[id] ?? throwError(notFound('customer', id));
  }
  private setupIntent(s: SandboxState, id: string) {
    return s.setupIntents[id] ?? throwError(notFound('setup_intent', id));
  }
  private paymentMethod(s: SandboxState, id: string) {
    return s.paymentMethods[id] ?? throwError(notFound('payment_method', id));
  }
  private subscription(s: SandboxState, id: string) {
    return s.subscriptions[id] ?? throwError(notFound('subscription', id));
  }

  private newId(s: SandboxState, prefix: string) {
    s.seq += 1;
    return `${prefix}_sbx_${s.seq.toString(36)}${randomBytes(6).toString('hex')}`;
  }

  /**
   * Runs a change once per idempotency key: the first answer is kept with the key (in the state file) and given
   * again for the same key and arguments; other arguments with that key are refused, as Stripe does. A refused
   * call (thrown error) changes nothing: each change checks before it writes, and an error throws the state
   * away and re-reads it from the last save.
   */
  private mutate<T>(
    operation: string,
    input: { idempotencyKey: string },
    change: (s: SandboxState) => T,
  ): Promise<T> {
    const { idempotencyKey, ...args } = input;
    if (!idempotencyKey) {
      return Promise.reject(new PaymentProviderError('invalid_request', 'An idempotency key is required'));
    }
    return this.serial(async () => {
      const s = await this.load();
      const fingerprint = `${operation}:${stable(args)}`;
      const prior = s.idempotency[idempotencyKey];
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          throw new PaymentProviderError(
            'idempotency_key_reused',
            `Keys for idempotent requests can only be used with the same parameters they were first used with: ${idempotencyKey}`,
          );
        }
        return revive<T>(prior.result);
      }
      let result: T;
      try {
        result = change(s);
      } catch (error) {
        this.state = null;
        throw error;
      }
      const json = JSON.stringify(result ?? null);
      s.idempotency[idempotencyKey] = { fingerprint, result: json };
      await this.save(s);
      return revive<T>(json);
    });
  }

  private read<T>(look: (s: SandboxState) => T): Promise<T> {
    return this.serial(async () => revive<T>(JSON.stringify(look(await this.load()))));
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<SandboxState> {
    if (this.state) return this.state;
    const file = this.options.file;
    if (!file) {
      this.state = this.memory ? (JSON.parse(this.memory) as SandboxState) : emptyState();
      return this.state;
    }
    try {
      this.state = JSON.parse(await readFile(file, 'utf8')) as SandboxState;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.state = emptyState();
    }
    return this.state;
  }

  /** The last saved state when there is no file (an error rolls back to it, as with the file). */
  private memory: string | null = null;

  private async save(s: SandboxState) {
    const json = JSON.stringify(s);
    const file = this.options.file;
    if (!file) {
      this.memory = json;
      return;
    }
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, json, { mode: 0o600 });
    await rename(temporary, file);
  }
}

function throwError(error: Error): never {
  throw error;
}

const savedCard = (m: SandboxPaymentMethod): SavedCard => ({
  paymentMethodId: m.paymentMethodId,
  brand: m.brand,
  lastFour: m.lastFour,
  expMonth: m.expMonth,
  expYear: m.expYear,
});

const date = (iso: string | null) => (iso ? new Date(iso) : null);

function presentSubscription(sub: SandboxSubscription): ProviderSubscription {
  return {
    subscriptionId: sub.id,
    customerId: sub.customerId,
    status: sub.status,
    period: sub.period,
    amountPence: sub.amountPence,
    trialEnd: date(sub.trialEnd),
    currentPeriodStart: new Date(sub.currentPeriodStart),
    currentPeriodEnd: new Date(sub.currentPeriodEnd),
    canceledAt: date(sub.canceledAt),
    latestInvoiceId: sub.latestInvoiceId,
  };
}

function presentInvoice(invoice: SandboxInvoice): ProviderInvoice {
  return {
    invoiceId: invoice.id,
    subscriptionId: invoice.subscriptionId,
    status: invoice.status,
    amountPence: invoice.amountPence,
    periodStart: new Date(invoice.periodStart),
    periodEnd: new Date(invoice.periodEnd),
    paymentIntentId: invoice.paymentIntentId,
    paidAt: date(invoice.paidAt),
    failure: invoice.failure,
    clientSecret: invoice.clientSecret,
  };
}
