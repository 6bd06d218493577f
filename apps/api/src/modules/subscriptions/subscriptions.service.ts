import { createHash, randomUUID } from 'node:crypto';
import { discountEndsFrom, toPence } from '@marquee/contracts/billing';
import { PlanType, ProfileStatus, type SubscriptionPeriod } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { ukToday } from '@marquee/contracts/requests';
import {
  SUBSCRIBE_REPEAT_WINDOW_HOURS,
  subscriptionTexts,
  type DefaultPaymentMethodResponse,
  type PaymentMethodResponse,
  type PaymentMethodsResponse,
  type PaymentsResponse,
  type SandboxConfirmResponse,
  type SetupIntentResponse,
  type SubscribeResponse,
} from '@marquee/contracts/subscriptions';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, invalidField, notFound, rejected } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { presentPlan } from '../billing/billing.presenter';
import { firstCharge, orderablePlan, usablePromo } from '../billing/billing.service';
import {
  PaymentProviderError,
  type PaymentFailure,
  type ProviderInvoice,
  type SavedCard,
} from '../payments/providers/provider';
import { actorOf, authorize } from '../../lib/policy';
import { receiptDetails, recordPaidCharge, sendReceipt } from './charges.service';
import { receiptPdf } from './receipt-pdf';
import { operationId, type SubscriptionsDeps } from './subscriptions.deps';
import { cancelAtProviderJob } from './subscriptions.jobs-defs';
import { paymentsPolicy } from './subscriptions.policy';
import { presentCard, presentPayment, presentSubscription } from './subscriptions.presenter';
import {
  claimIdempotentRequest,
  deleteCard,
  findCards,
  findCurrentSubscription,
  findCustomerId,
  findIdempotentRequest,
  findOwnCard,
  findPayment,
  findPayments,
  findPlanById,
  findSupplierAccount,
  forgetIdempotentRequest,
  forgetIdempotentRequests,
  insertCard,
  insertSubscription,
  markDefaultCard,
  saveCustomerId,
  saveIdempotentResponse,
  setPlanProduct,
  setSupplierPlan,
  cancelSubscriptionRow,
  updateSubscription,
  type PaymentRow,
  type SubscriptionRow,
  type SupplierAccount,
} from './subscriptions.repository';
import { endOfUkDay } from '../../lib/uk-time';

const DAY_MS = 24 * 60 * 60 * 1000;

const sha = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** The card failure of spec 8, with the provider's own message on the card field (spec 5). */
export const cardFailed = (failure?: PaymentFailure | null) =>
  new AppError(
    422,
    'payment_failed',
    subscriptionTexts.paymentFailed,
    failure ? { card: [failure.message] } : undefined,
  );

/** A provider refusal the caller caused (an unknown or foreign card, a used setup intent) is theirs, not a 500. */
function providerRefusal(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.code === 'not_found') throw notFound();
    if (error.code === 'invalid_state' || error.code === 'invalid_request') throw cardFailed();
  }
  throw error;
}

async function supplierAccount(deps: Pick<SubscriptionsDeps, 'db'>, userId: number) {
  const account = await findSupplierAccount(deps.db, userId);
  if (!account) throw notFound();
  return account;
}

/**
 * The provider's customer of the supplier, made on first need and kept per provider (payment_customers). The key
 * names the customer row's state, so a repeated call reuses the provider's answer.
 */
async function customerOf(
  deps: SubscriptionsDeps,
  account: SupplierAccount,
  db: DbOrTx = deps.db,
): Promise<string> {
  const provider = deps.payments.kind;
  const existing = await findCustomerId(db, account.id, provider);
  const { customerId } = await deps.payments.ensureCustomer({
    userId: account.id,
    email: account.email,
    name: account.companyName ?? account.name,
    customerId: existing,
    idempotencyKey: `customer:${account.id}:${existing ?? 'new'}:${sha(`${account.email}|${account.companyName ?? account.name}`)}`,
  });
  if (customerId !== existing) await saveCustomerId(db, account.id, provider, customerId);
  return customerId;
}

// ---------------------------------------------------------------------------------------------------------
// Saved cards

/** `GET payment-methods`: the supplier's cards, newest first, the default one flagged. */
export async function listCards(deps: SubscriptionsDeps, auth: AuthContext): Promise<PaymentMethodsResponse> {
  return { payment_methods: (await findCards(deps.db, auth.user.id)).map(presentCard) };
}

/** `GET payment-methods/default`. */
export async function defaultCard(
  deps: SubscriptionsDeps,
  auth: AuthContext,
): Promise<DefaultPaymentMethodResponse> {
  const card = (await findCards(deps.db, auth.user.id)).find((c) => c.isDefault === 1);
  return { payment_method: card ? presentCard(card) : null };
}

/** `GET create-setup-intent`: a new setup intent for the card form. Each call is its own operation. */
export async function createSetupIntent(
  deps: SubscriptionsDeps,
  auth: AuthContext,
): Promise<SetupIntentResponse> {
  const customerId = await customerOf(deps, await supplierAccount(deps, auth.user.id));
  const intent = await deps.payments.createSetupIntent({
    customerId,
    idempotencyKey: `setup:${auth.user.id}:${randomUUID()}`,
  });
  return {
    client_secret: intent.clientSecret,
    setup_intent_id: intent.setupIntentId,
    provider: deps.payments.kind,
    publishable_key: deps.payments.publishableKey,
  };
}

/**
 * Attaches a card the provider saved to the supplier's customer and stores it once; the first card becomes the
 * default. A card of another customer is refused by the provider (404).
 */
async function keepCard(deps: SubscriptionsDeps, userId: number, card: SavedCard | string) {
  const account = await supplierAccount(deps, userId);
  const customerId = await customerOf(deps, account);
  const paymentMethodId = typeof card === 'string' ? card : card.paymentMethodId;
  const attached = await deps.payments
    .attachPaymentMethod({
      customerId,
      paymentMethodId,
      idempotencyKey: `attach:${customerId}:${paymentMethodId}`,
    })
    .catch(providerRefusal);
  const row = await insertCard(deps.db, {
    userId,
    stripePaymentMethodId: attached.paymentMethodId,
    brand: attached.brand,
    lastFour: attached.lastFour,
    expMonth: attached.expMonth,
    expYear: attached.expYear,
  });
  if (row.userId !== userId) throw notFound();
  const cards = await findCards(deps.db, userId);
  if (!cards.some((c) => c.isDefault === 1)) await makeDefault(deps, userId, row.id, customerId);
  const saved = await findOwnCard(deps.db, userId, row.id);
  return presentCard(saved ?? row);
}

/** `POST payment-methods`: a card that Stripe.js saved with a setup intent, by the provider's id. */
export async function addCard(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<PaymentMethodResponse> {
  return { payment_method: await keepCard(deps, auth.user.id, paymentMethodId) };
}

/**
 * `POST payment-methods/sandbox-confirm`: the sandbox card form, confirmed server-side (with Stripe the browser
 * confirms through Stripe.js and card numbers never reach Marquee). A refused card is the spec 8 text with the
 * provider's own message on `card`.
 */
export async function sandboxConfirm(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  body: { setup_intent_id: string; number: string; exp_month: number; exp_year: number; cvc: string },
): Promise<SandboxConfirmResponse> {
  if (deps.payments.kind !== 'sandbox') throw notFound();
  const card = { number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc };
  const result = await deps.payments
    .confirmSetupIntent({
      setupIntentId: body.setup_intent_id,
      paymentMethod: card,
      // One attempt per card typed: a declined card followed by another one is a new attempt.
      idempotencyKey: `setup-confirm:${auth.user.id}:${body.setup_intent_id}:${sha(JSON.stringify(card))}`,
    })
    .catch(providerRefusal);
  if (result.status === 'failed') throw cardFailed(result.failure);
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action',
      setup_intent_id: result.setupIntentId,
      client_secret: result.clientSecret,
    };
  }
  return { status: 'succeeded', payment_method: await keepCard(deps, auth.user.id, result.card) };
}

interface SandboxAuthentication {
  completeSetupAuthentication(input: {
    setupIntentId: string;
    approve: boolean;
    idempotencyKey: string;
  }): ReturnType<SubscriptionsDeps['payments']['confirmSetupIntent']>;
}

/** `POST payment-methods/sandbox-authenticate`: the sandbox's 3-D Secure page, completed or failed. */
export async function sandboxAuthenticate(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  body: { setup_intent_id: string; approve: boolean },
): Promise<SandboxConfirmResponse> {
  const provider = deps.payments as Partial<SandboxAuthentication> & SubscriptionsDeps['payments'];
  if (provider.kind !== 'sandbox' || !provider.completeSetupAuthentication) throw notFound();
  const result = await provider
    .completeSetupAuthentication({
      setupIntentId: body.setup_intent_id,
      approve: body.approve,
      idempotencyKey: `setup-auth:${auth.user.id}:${body.setup_intent_id}`,
    })
    .catch(providerRefusal);
  if (result.status !== 'succeeded') throw cardFailed(result.status === 'failed' ? result.failure : null);
  return { status: 'succeeded', payment_method: await keepCard(deps, auth.user.id, result.card) };
}

async function makeDefault(deps: SubscriptionsDeps, userId: number, cardId: number, customerId?: string) {
  const card = await findOwnCard(deps.db, userId, cardId);
  if (!card) throw notFound();
  const customer = customerId ?? (await customerOf(deps, await supplierAccount(deps, userId)));
  await deps.payments
    .setDefaultPaymentMethod({
      customerId: customer,
      paymentMethodId: card.stripePaymentMethodId,
      // Setting a default is idempotent in itself; each call is its own operation, so A → B → A reaches the
      // provider each time (a key per card would answer the third call from the first).
      idempotencyKey: `default:${card.id}:${randomUUID()}`,
    })
    .catch(providerRefusal);
  await deps.db.transaction((tx) => markDefaultCard(tx, userId, card.id));
}

/** `POST payment-methods/default`: the card renewals are charged to. Another supplier's card is a 404. */
export async function setDefaultCard(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  cardId: number,
): Promise<DefaultPaymentMethodResponse> {
  await makeDefault(deps, auth.user.id, cardId);
  return defaultCard(deps, auth);
}

/**
 * `DELETE payment-methods`: removes a card from the provider and the list. The default card's place goes to the
 * newest other card; the last card of a supplier on a paid subscription stays (409), or renewals would fail.
 */
export async function removeCard(deps: SubscriptionsDeps, auth: AuthContext, cardId: number) {
  const userId = auth.user.id;
  const card = await findOwnCard(deps.db, userId, cardId);
  if (!card) throw notFound();
  const others = (await findCards(deps.db, userId)).filter((c) => c.id !== card.id);
  if (others.length === 0 && (await findCurrentSubscription(deps.db, userId))) {
    throw rejected(409, 'card_in_use', subscriptionTexts.cardInUse);
  }
  const customerId = await customerOf(deps, await supplierAccount(deps, userId));
  await deps.payments
    .detachPaymentMethod({
      customerId,
      paymentMethodId: card.stripePaymentMethodId,
      idempotencyKey: `detach:${operationId(card)}`,
    })
    .catch(providerRefusal);
  await deleteCard(deps.db, userId, card.id);
  const next = others[0];
  if (card.isDefault === 1 && next) await makeDefault(deps, userId, next.id, customerId);
  return { result: true as const };
}

// ---------------------------------------------------------------------------------------------------------
// Subscriptions

/** The plan the supplier is on and their current subscription. */
export async function currentSubscription(
  deps: Pick<SubscriptionsDeps, 'db'>,
  userId: number,
): Promise<SubscribeResponse> {
  const account = await supplierAccount(deps, userId);
  const plan = await findPlanById(deps.db, account.pricingPlanId);
  if (!plan) throw new Error(`supplier ${userId} is on plan ${account.pricingPlanId}, which does not exist`);
  const sub = await findCurrentSubscription(deps.db, userId);
  const subPlan =
    sub && sub.pricingPlanId !== plan.id ? await findPlanById(deps.db, sub.pricingPlanId) : plan;
  return {
    pricing_plan: presentPlan(plan),
    subscription: sub
      ? presentSubscription(sub, subPlan?.name ?? '', account.status !== ProfileStatus.approved)
      : null,
  };
}

/** `GET payments`: the supplier's charges, newest first, with their VAT figures and receipt numbers. */
export async function listPayments(deps: SubscriptionsDeps, auth: AuthContext): Promise<PaymentsResponse> {
  return { payments: (await findPayments(deps.db, auth.user.id)).map(presentPayment) };
}

/**
 * `GET subscriptions/payments/{id}/receipt`: the VAT receipt of one of the supplier's successful payments as a PDF.
 * Anyone else's payment is a 404 (policy payments); a payment that did not succeed has no receipt (409).
 */
export async function receiptFile(deps: SubscriptionsDeps, auth: AuthContext, paymentId: number) {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) throw notFound();
  authorize(paymentsPolicy, actorOf(auth), 'read', payment);
  if (payment.status !== 'succeeded') throw rejected(409, 'no_receipt', subscriptionTexts.noReceipt);
  const details = await receiptDetails(deps, payment, { start: null, end: null });
  if (!details) throw notFound();
  return { fileName: `marquee-receipt-${details.receiptNumber}.pdf`, pdf: await receiptPdf(details) };
}

interface SubscribeRequest {
  pricing_plan_id: number;
  period: SubscriptionPeriod;
  payment_method?: number | undefined;
  promo_code?: string | undefined;
}

const contentKeyPrefix = (userId: number) => `subscribe:${userId}:content:`;

/**
 * The idempotency key of a subscribe request (docs/decisions/0044): with an `Idempotency-Key` header, the user
 * and that key (kept for good); without one, the user and the request's content (plan, period, card, promo code),
 * recognised as a repeat for SUBSCRIBE_REPEAT_WINDOW_HOURS.
 */
export function subscribeKey(userId: number, body: SubscribeRequest, header: string | undefined) {
  const fingerprint = sha(
    JSON.stringify([
      body.pricing_plan_id,
      body.period,
      body.payment_method ?? null,
      body.promo_code?.toLowerCase() ?? null,
    ]),
  );
  return header
    ? { key: `subscribe:${userId}:header:${sha(header)}`, fingerprint, expires: false }
    : { key: `${contentKeyPrefix(userId)}${fingerprint}`, fingerprint, expires: true };
}

/**
 * `POST subscribe` (spec 7.5), also the change of plan (spec 4: upgrade or downgrade; a free plan switches at once
 * without payment). In one transaction, with the supplier's row locked so their orders run one at a time:
 * a repeat of the same request answers the first answer; the plan, the card and the promo code are checked (a
 * single-use code's row is locked too, so it is used once in total; any code gives its discount once per supplier);
 * a paid current subscription is cancelled (no partial refund, spec 1) and its cancellation at the provider queued
 * in the same transaction; the new subscription opens with a trial at the provider until the first payment, which
 * is 7 days after the supplier's first paid order (the grace is granted once per supplier, decision 0046; and only
 * once the supplier is approved: the charge job sees to that); an approved supplier whose grace is used is charged
 * at once, in the transaction, and the order stands only if that charge is paid. The supplier's plan changes with
 * the order. If the provider refuses (or the charge fails), nothing is kept: the promo code stays unused.
 */
export async function subscribe(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  body: SubscribeRequest,
  idempotencyKeyHeader: string | undefined,
  now: Date = new Date(),
): Promise<SubscribeResponse> {
  const userId = auth.user.id;
  const { key, fingerprint, expires } = subscribeKey(userId, body, idempotencyKeyHeader);
  let created: { providerSubscriptionId: string } | null = null;
  let charged: { payment: PaymentRow; newlyPaid: boolean; invoice: ProviderInvoice } | null = null;
  try {
    const response = await deps.jobs.sendInTransaction(deps.db, cancelAtProviderJob, async (tx) => {
      const account = await findSupplierAccount(tx, userId, { lock: true });
      if (!account) throw notFound();
      const prior = await findIdempotentRequest(tx, key);
      if (prior) {
        const fresh =
          !expires || now.getTime() - prior.createdAt.getTime() < SUBSCRIBE_REPEAT_WINDOW_HOURS * 3_600_000;
        if (fresh && prior.fingerprint !== fingerprint) {
          throw rejected(422, 'idempotency_key_reused', subscriptionTexts.idempotencyKeyReused);
        }
        if (fresh && prior.response) {
          return { data: { subscriptionIds: [] }, result: prior.response as SubscribeResponse };
        }
        await forgetIdempotentRequest(tx, key);
      }
      const result = await order(deps, tx, account, body, now, {
        onProviderSubscription: (id) => (created = { providerSubscriptionId: id }),
        onCharged: (paid) => (charged = paid),
      });
      // An order answered now makes any earlier order of the same content a new one again (switching back
      // A → B → A within the window must subscribe to A, not replay the first answer).
      await forgetIdempotentRequests(tx, userId, contentKeyPrefix(userId));
      await claimIdempotentRequest(tx, { key, userId, fingerprint });
      await saveIdempotentResponse(tx, key, result.response);
      return { data: { subscriptionIds: result.cancelled }, result: result.response };
    });
    const paid = charged as { payment: PaymentRow; newlyPaid: boolean; invoice: ProviderInvoice } | null;
    if (paid?.newlyPaid) {
      await sendReceipt(deps, paid.payment, { start: paid.invoice.periodStart, end: paid.invoice.periodEnd });
    }
    return response;
  } catch (error) {
    // The provider's subscription was made but the transaction did not commit: it must not charge anyone.
    const orphan = created as { providerSubscriptionId: string } | null;
    const paid = charged as { invoice: ProviderInvoice } | null;
    if (paid && paid.invoice.amountPence > 0) {
      // Paid at once, then the commit failed: refunds are not automated (decision 0044), so say it loudly.
      deps.log.error(
        { err: error, invoiceId: paid.invoice.invoiceId, userId },
        'an order charged at once did not commit: refund the invoice by hand',
      );
    }
    if (orphan) {
      await deps.payments
        .cancelSubscription({
          subscriptionId: orphan.providerSubscriptionId,
          idempotencyKey: `cancel-orphan:${orphan.providerSubscriptionId}`,
        })
        .catch((err: unknown) => deps.log.error({ err }, 'could not cancel an orphan provider subscription'));
      // createSubscription made the refused order's card the customer's default at the provider, which charges
      // renewals with it: the default is Marquee's again (decision 0046).
      await restoreDefaultCard(deps, userId, orphan.providerSubscriptionId).catch((err: unknown) =>
        deps.log.error({ err }, 'could not restore the default card at the provider'),
      );
    }
    throw error;
  }
}

/** Sets the provider's default card of the supplier back to Marquee's default card, after a refused order. */
async function restoreDefaultCard(deps: SubscriptionsDeps, userId: number, orphanId: string) {
  const card = (await findCards(deps.db, userId)).find((c) => c.isDefault === 1);
  const customerId = await findCustomerId(deps.db, userId, deps.payments.kind);
  if (!card || !customerId) return;
  await deps.payments.setDefaultPaymentMethod({
    customerId,
    paymentMethodId: card.stripePaymentMethodId,
    idempotencyKey: `default-restore:${orphanId}`,
  });
}

async function order(
  deps: SubscriptionsDeps,
  tx: Tx,
  account: SupplierAccount,
  body: SubscribeRequest,
  now: Date,
  hooks: {
    onProviderSubscription: (id: string) => void;
    onCharged: (paid: { payment: PaymentRow; newlyPaid: boolean; invoice: ProviderInvoice }) => void;
  },
): Promise<{ response: SubscribeResponse; cancelled: number[] }> {
  const userId = account.id;
  const current = await findCurrentSubscription(tx, userId);
  const plan = await orderablePlan(tx, body.pricing_plan_id);
  const cancelled: number[] = [];
  const cancelCurrent = async () => {
    if (!current) return;
    await cancelSubscriptionRow(tx, current.id, now);
    if (current.stripeSubscriptionId) cancelled.push(current.id);
  };
  const awaiting = account.status !== ProfileStatus.approved;

  if (plan.type === PlanType.free) {
    await cancelCurrent();
    await setSupplierPlan(tx, userId, plan.id);
    return { response: { pricing_plan: presentPlan(plan), subscription: null }, cancelled };
  }
  if (current && current.pricingPlanId === plan.id && current.period === body.period) {
    // Already on it: the same state, whatever asked for it twice.
    return {
      response: {
        pricing_plan: presentPlan(plan),
        subscription: presentSubscription(current, plan.name, awaiting),
      },
      cancelled,
    };
  }
  if (body.payment_method === undefined) {
    throw invalidField('payment_method', subscriptionTexts.cardRequired, 'payment_method_required');
  }
  const card = await findOwnCard(tx, userId, body.payment_method);
  if (!card) throw invalidField('payment_method', subscriptionTexts.paymentFailed, 'payment_failed');
  // A code gives its discount once per supplier (decision 0046): their earlier subscriptions are read here, with
  // their row locked, so two orders of theirs at once cannot both use it.
  const promo = body.promo_code
    ? await usablePromo(tx, body.promo_code, ukToday(now), { supplierId: userId, lock: true })
    : null;
  // The 7 days before the first charge, once per supplier (decision 0046): read before this order's row exists.
  const first = await firstCharge(tx, userId, now);
  // Charged now: an approved supplier whose grace is used. One under review is charged once approved (the charge
  // job and the approve job see to it, from a first payment date of now).
  const chargeNow = first.chargeNow && !awaiting;

  // Promo discounts are percent off the monthly price (spec 9) and a yearly order with a promo is checked as monthly
  // (spec 7.5): it is charged monthly, as the price check showed it (else a 6-month code would make a year free).
  const period: SubscriptionPeriod = promo ? 'month' : body.period;
  await cancelCurrent();
  const price = period === 'year' ? plan.pricePerYear : plan.pricePerMonth;
  const row = await insertSubscription(tx, {
    userId,
    pricingPlanId: plan.id,
    period,
    status: 'incomplete',
    promoCodeId: promo?.id ?? null,
    discount: promo?.discount ?? null,
    discountEndsAt: promo ? endOfUkDay(discountEndsFrom(ukToday(first.at), promo.discountDuration)) : null,
    price,
    firstPaymentAt: first.at,
    nextChargeAt: first.at,
  });

  // The provider's calls, keyed by the new row's id: a retried order reaches the same provider objects.
  const customerId = await customerOf(deps, account, tx);
  const { productId } = await deps.payments.ensureProduct({
    planId: plan.id,
    name: plan.name,
    productId: plan.stripeProductId,
    idempotencyKey: `product:${plan.id}:${plan.stripeProductId ?? 'new'}`,
  });
  if (productId !== plan.stripeProductId) await setPlanProduct(tx, plan.id, productId);
  const providerSub = await deps.payments
    .createSubscription({
      customerId,
      paymentMethodId: card.stripePaymentMethodId,
      price: { productId, period, amountPence: toPence(price) },
      trialDays: limits.firstPaymentDelayDays,
      promo: promo
        ? { code: promo.name, percentOff: Number(promo.discount), durationMonths: promo.discountDuration }
        : null,
      metadata: { subscription_id: String(row.id), user_id: String(userId) },
      idempotencyKey: `subscribe:${operationId(row)}`,
    })
    .catch(providerRefusal);
  hooks.onProviderSubscription(providerSub.subscriptionId);
  // createSubscription made the card the customer's default.
  await markDefaultCard(tx, userId, card.id);
  let saved = (await updateSubscription(tx, row.id, {
    status: providerSub.status,
    stripeSubscriptionId: providerSub.subscriptionId,
  })) as SubscriptionRow;
  const trialEnd = now.getTime() + limits.firstPaymentDelayDays * DAY_MS;
  if (!first.chargeNow && first.at.getTime() !== trialEnd) {
    // Within the supplier's grace: the trial ends with it, on the first order's first payment date.
    await deps.payments
      .extendTrial({
        subscriptionId: providerSub.subscriptionId,
        trialEnd: first.at,
        idempotencyKey: `trial-end:${operationId(row)}`,
      })
      .catch(providerRefusal);
  }
  if (chargeNow) {
    // The grace is used: the first period is charged now, with the charge job's key for a first payment, and the
    // order stands only if it is paid (a decline or a 3-D Secure request refuses it, as a refused card would).
    const invoice = await deps.payments.chargeSubscription({
      subscriptionId: providerSub.subscriptionId,
      idempotencyKey: `charge:${operationId(row)}:first:0`,
    });
    if (invoice.status !== 'paid') throw cardFailed(invoice.failure);
    const recorded = await recordPaidCharge(tx, saved, invoice, {
      name: account.companyName ?? account.name,
      email: account.email,
    });
    hooks.onCharged({ payment: recorded.payment, newlyPaid: recorded.newlyPaid, invoice });
    saved = recorded.subscription;
  }
  // The plan is usable from here: at once within the grace, or with the paid charge.
  await setSupplierPlan(tx, userId, plan.id);
  return {
    response: {
      pricing_plan: presentPlan(plan),
      subscription: presentSubscription(saved, plan.name, awaiting),
    },
    cancelled,
  };
}
