import { discountEndsFrom, toPence } from '@marquee/contracts/billing';
import { PlanType, ProfileStatus, type SubscriptionPeriod } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { ukToday } from '@marquee/contracts/requests';
import {
  SUBSCRIBE_REPEAT_WINDOW_HOURS,
  subscriptionTexts,
  type PaymentsResponse,
  type SubscribeResponse,
} from '@marquee/contracts/subscriptions';
import type { Tx } from '../../db/client';
import { invalidField, notFound, rejected } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { presentPlan } from '../billing/billing.presenter';
import { findPlan, firstCharge, orderablePlan, usablePromo } from '../billing/billing.service';
import type { ProviderInvoice } from '../payments/providers/provider';
import { actorOf, authorize } from '../../lib/policy';
import { receiptDetails, receiptMessage, recordPaidCharge } from './charges.service';
import { receiptPdf } from './receipt-pdf';
import { operationId, type SubscriptionsDeps } from './subscriptions.deps';
import { cancelAtProviderJob } from './subscriptions.jobs-defs';
import { paymentsPolicy } from './subscriptions.policy';
import { presentPayment, presentSubscription } from './subscriptions.presenter';
import {
  claimIdempotentRequest,
  findCards,
  findCurrentSubscription,
  findCustomerId,
  findIdempotentRequest,
  findOwnCard,
  findPayment,
  findPayments,
  findSupplierAccount,
  forgetIdempotentRequest,
  forgetIdempotentRequests,
  insertSubscription,
  markDefaultCard,
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
import { cardFailed, customerOf, providerRefusal, sha, supplierAccount } from './cards.service';

// The saved-card endpoints live in cards.service.ts; the routes read them here with the subscription ones.
export {
  addCard,
  cardFailed,
  createSetupIntent,
  defaultCard,
  listCards,
  removeCard,
  sandboxAuthenticate,
  sandboxConfirm,
  setDefaultCard,
} from './cards.service';

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------
// Subscriptions

/** The plan the supplier is on and their current subscription. */
export async function currentSubscription(
  deps: Pick<SubscriptionsDeps, 'db'>,
  userId: number,
): Promise<SubscribeResponse> {
  const account = await supplierAccount(deps, userId);
  const plan = await findPlan(deps.db, account.pricingPlanId);
  if (!plan) throw new Error(`supplier ${userId} is on plan ${account.pricingPlanId}, which does not exist`);
  const sub = await findCurrentSubscription(deps.db, userId);
  const subPlan = sub && sub.pricingPlanId !== plan.id ? await findPlan(deps.db, sub.pricingPlanId) : plan;
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
 * at once, in the transaction, and the order stands only if that charge is paid; its receipt e-mail is recorded in
 * the transaction too (docs/decisions/0089). The supplier's plan changes with the order. If the provider refuses
 * (or the charge fails), nothing is kept: the promo code stays unused.
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
    const response = await deps.mailer.sendWith(
      async (tx, queue) => {
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
            await queue(cancelAtProviderJob, { subscriptionIds: [] });
            return { result: prior.response as SubscribeResponse, message: null };
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
        await queue(cancelAtProviderJob, { subscriptionIds: result.cancelled });
        // The receipt of a charge paid at once is recorded with the order (0089): no paid order without it.
        const paid = charged as { payment: PaymentRow; newlyPaid: boolean; invoice: ProviderInvoice } | null;
        const message = paid?.newlyPaid
          ? await receiptMessage({ db: tx, config: deps.config }, paid.payment, {
              start: paid.invoice.periodStart,
              end: paid.invoice.periodEnd,
            })
          : null;
        return { result: result.response, message };
      },
      [cancelAtProviderJob],
    );
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
  // The plan's product, recorded before this order's row references the plan: first orders at once then queue on
  // the plan row's lock instead of deadlocking (each row's foreign key share-locks it; decision 0089).
  const { productId } = await deps.payments.ensureProduct({
    planId: plan.id,
    name: plan.name,
    productId: plan.stripeProductId,
    idempotencyKey: `product:${plan.id}:${plan.stripeProductId ?? 'new'}`,
  });
  if (productId !== plan.stripeProductId) await setPlanProduct(tx, plan.id, productId);
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
