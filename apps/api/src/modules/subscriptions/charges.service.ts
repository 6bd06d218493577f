import { DEFAULT_PLAN_ID, ProfileStatus, type SubscriptionPeriod } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { ukToday } from '@marquee/contracts/requests';
import {
  IDEMPOTENCY_RETENTION_DAYS,
  RENEWAL_RETRY_DAYS,
  WEBHOOK_EVENT_RETENTION_DAYS,
  receiptNumber,
  vatBreakdown,
} from '@marquee/contracts/subscriptions';
import { toPence } from '@marquee/contracts/billing';
import type { DbOrTx, Tx } from '../../db/client';
import { findPlan } from '../billing/billing.service';
import type { QueueInTransaction } from '../jobs/jobs.service';
import type { OutgoingMessage } from '../mail/mail.service';
import type { PaymentEvent, ProviderInvoice } from '../payments/providers/provider';
import {
  movedToFreePlanEmail,
  paymentFailedEmail,
  receiptEmail,
  type ReceiptDetails,
} from './subscriptions-emails';
import {
  cancelSubscriptionRow,
  claimEvent,
  findCards,
  findCurrentSubscription,
  findDueSubscriptions,
  findSubscription,
  findSubscriptionByProviderId,
  findSubscriptionsOfRejected,
  findSupplierAccount,
  purgeOldKeys,
  setSupplierPlan,
  updateSubscription,
  upsertPayment,
  type PaymentRow,
  type SubscriptionRow,
} from './subscriptions.repository';
import { cancelAtProviderJob } from './subscriptions.jobs-defs';
import { operationId, type SubscriptionsDeps } from './subscriptions.deps';

/*
 * Charges (docs/decisions/0044): the first payment 7 days after ordering and only once the supplier is approved,
 * renewals at each period's end, a failed charge retried on day 1, 3 and 7 after its first failure with an e-mail
 * each time, then the move to the free plan. The charge-due job drives them all from subscriptions.next_charge_at;
 * every provider call carries a key made of the subscription's id, the period and the attempt, so a job that runs
 * twice charges once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const paymentsLink = (deps: Pick<SubscriptionsDeps, 'config'>) =>
  new URL('/supplier-dashboard/payments', deps.config.APP_URL).toString();

/** Records an invoice as a payment; answers it and whether this call made it paid (the receipt goes once). */
async function recordInvoice(
  db: DbOrTx,
  sub: SubscriptionRow,
  invoice: { invoiceId: string; amountPence: number; paymentIntentId: string | null; paidAt: Date | null },
  paid: boolean,
  billing: { name: string | null; email: string | null },
) {
  const card = (await findCards(db, sub.userId)).find((c) => c.isDefault === 1);
  return upsertPayment(db, {
    userId: sub.userId,
    subscriptionId: sub.id,
    pricingPlanId: sub.pricingPlanId,
    paymentMethodId: card?.id ?? null,
    promoCodeId: sub.promoCodeId,
    period: sub.period,
    amount: (invoice.amountPence / 100).toFixed(2),
    status: paid ? 'succeeded' : 'failed',
    billingName: billing.name,
    billingEmail: billing.email,
    stripePaymentIntentId: invoice.paymentIntentId,
    stripeInvoiceId: invoice.invoiceId,
    paidAt: paid ? (invoice.paidAt ?? new Date()) : null,
  });
}

/**
 * A paid invoice of the subscription: the payment recorded and the subscription active until the invoice's period
 * ends, when the next charge is due. The charge job and an order charged at once (decision 0046) both use it.
 */
export async function recordPaidCharge(
  db: DbOrTx,
  sub: SubscriptionRow,
  invoice: ProviderInvoice,
  billing: { name: string | null; email: string | null },
) {
  const recorded = await recordInvoice(db, sub, invoice, true, billing);
  const updated = await updateSubscription(db, sub.id, {
    status: 'active',
    currentPeriodStart: invoice.periodStart,
    currentPeriodEnd: invoice.periodEnd,
    nextChargeAt: invoice.periodEnd,
    failedAttempts: 0,
    dunningStartedAt: null,
  });
  return { ...recorded, subscription: updated as SubscriptionRow };
}

/** What a payment's receipt says; null when the payment, its supplier or its plan is gone. */
export async function receiptDetails(
  deps: { db: DbOrTx; config: SubscriptionsDeps['config'] },
  payment: PaymentRow,
  period: { start: Date | null; end: Date | null },
): Promise<(ReceiptDetails & { email: string; userId: number }) | null> {
  if (!payment.userId) return null;
  const account = await findSupplierAccount(deps.db, payment.userId);
  const plan = await findPlan(deps.db, payment.pricingPlanId);
  if (!account || !plan) return null;
  const card = (await findCards(deps.db, account.id)).find((c) => c.id === payment.paymentMethodId);
  const figures = vatBreakdown(toPence(payment.amount));
  return {
    receiptNumber: receiptNumber(payment.id),
    // The billing name captured at charge time, so a later rename does not change a receipt.
    companyName: payment.billingName ?? account.companyName ?? account.name,
    name: account.name,
    planName: plan.name,
    period: payment.period as SubscriptionPeriod,
    periodStart: period.start ? ukToday(period.start) : null,
    periodEnd: period.end ? ukToday(period.end) : null,
    net: figures.net,
    vat: figures.vat,
    gross: figures.gross,
    paidOn: ukToday(payment.paidAt ?? payment.createdAt),
    card: card ? `${card.brand} •••• ${card.lastFour}` : null,
    link: paymentsLink(deps),
    email: account.email,
    userId: account.id,
  };
}

/** The receipt e-mail of a just-paid payment, for the transaction that paid it (0089); null: no recipient. */
export async function receiptMessage(
  deps: { db: DbOrTx; config: SubscriptionsDeps['config'] },
  payment: PaymentRow,
  period: { start: Date | null; end: Date | null },
): Promise<OutgoingMessage | null> {
  const details = await receiptDetails(deps, payment, period);
  return details && { ...receiptEmail(details), to: details.email, userId: details.userId };
}

/**
 * Cancels a subscription for good: the row (once), the supplier back on the free plan when it was theirs, and the
 * provider's subscription through the cancel-at-provider job queued in the same transaction (retried until the
 * provider answers; its key names the row, so a second cancellation is the first one's answer). Nothing of the
 * supplier's is deleted.
 */
export async function cancelForGood(deps: SubscriptionsDeps, sub: SubscriptionRow, now: Date) {
  return deps.jobs.queueInTransaction(deps.db, [cancelAtProviderJob], (tx, queue) =>
    cancelForGoodIn(tx, queue, sub, now),
  );
}

/** cancelForGood's rows and job, in the caller's transaction (whose kinds of job include cancel-at-provider). */
async function cancelForGoodIn(tx: Tx, queue: QueueInTransaction, sub: SubscriptionRow, now: Date) {
  const row = await cancelSubscriptionRow(tx, sub.id, now);
  const account = await findSupplierAccount(tx, sub.userId, { lock: true });
  if (row && account?.pricingPlanId === sub.pricingPlanId)
    await setSupplierPlan(tx, sub.userId, DEFAULT_PLAN_ID);
  await queue(cancelAtProviderJob, { subscriptionIds: row?.stripeSubscriptionId ? [row.id] : [] });
  return row;
}

/** The cancel-at-provider job: the provider side of subscriptions whose rows a change of plan cancelled. */
export async function cancelAtProvider(deps: SubscriptionsDeps, subscriptionIds: number[]) {
  for (const id of subscriptionIds) {
    const sub = await findSubscription(deps.db, id);
    if (!sub?.stripeSubscriptionId) continue;
    await deps.payments.cancelSubscription({
      subscriptionId: sub.stripeSubscriptionId,
      idempotencyKey: `cancel:${operationId(sub)}`,
    });
  }
}

type ChargeOutcome = 'paid' | 'failed' | 'moved_to_free' | 'waiting_for_approval' | 'not_due' | 'cancelled';

/**
 * Charges one subscription if its charge is due at `now`. A supplier under review is not charged: the provider's
 * trial is pushed a week on (Stripe would charge at its end on its own) and the job looks again before then; a
 * rejected supplier's subscription is cancelled.
 */
export async function chargeSubscription(
  deps: SubscriptionsDeps,
  subscriptionId: number,
  now: Date = new Date(),
): Promise<ChargeOutcome> {
  const sub = await findSubscription(deps.db, subscriptionId);
  if (!sub || sub.status === 'canceled' || !sub.stripeSubscriptionId) return 'not_due';
  if (!sub.nextChargeAt || sub.nextChargeAt > now) return 'not_due';
  const account = await findSupplierAccount(deps.db, sub.userId);
  if (!account || account.status === ProfileStatus.rejected) {
    await cancelForGood(deps, sub, now);
    return 'cancelled';
  }
  if (account.status !== ProfileStatus.approved) {
    const trialEnd = new Date(now.getTime() + limits.firstPaymentDelayDays * DAY_MS);
    if (sub.status === 'trialing') {
      await deps.payments.extendTrial({
        subscriptionId: sub.stripeSubscriptionId,
        trialEnd,
        idempotencyKey: `extend:${operationId(sub)}:${sub.nextChargeAt.toISOString()}`,
      });
    }
    await updateSubscription(deps.db, sub.id, { nextChargeAt: new Date(trialEnd.getTime() - DAY_MS) });
    return 'waiting_for_approval';
  }

  const periodMark = sub.currentPeriodEnd?.toISOString() ?? 'first';
  const invoice = await deps.payments.chargeSubscription({
    subscriptionId: sub.stripeSubscriptionId,
    idempotencyKey: `charge:${operationId(sub)}:${periodMark}:${sub.failedAttempts}`,
  });
  // With Stripe, a renewal Stripe has not billed yet answers the last (paid) invoice: look again in an hour.
  if (invoice.status === 'paid' && sub.currentPeriodEnd && invoice.periodEnd <= sub.currentPeriodEnd) {
    await updateSubscription(deps.db, sub.id, { nextChargeAt: new Date(now.getTime() + HOUR_MS) });
    return 'not_due';
  }
  return applyCharge(deps, sub, invoice, account, now);
}

async function applyCharge(
  deps: SubscriptionsDeps,
  sub: SubscriptionRow,
  invoice: ProviderInvoice,
  account: NonNullable<Awaited<ReturnType<typeof findSupplierAccount>>>,
  now: Date,
): Promise<ChargeOutcome> {
  const paid = invoice.status === 'paid';
  const billing = { name: account.companyName ?? account.name, email: account.email };
  const plan = await findPlan(deps.db, sub.pricingPlanId);
  if (paid) {
    // The payment and its receipt commit together: a renewal recorded is never left without its receipt (0089).
    await deps.mailer.sendWith(async (tx) => {
      const { payment, newlyPaid } = await recordPaidCharge(tx, sub, invoice, billing);
      const period = { start: invoice.periodStart, end: invoice.periodEnd };
      const message = newlyPaid
        ? await receiptMessage({ db: tx, config: deps.config }, payment, period)
        : null;
      return { result: null, message };
    });
    return 'paid';
  }

  const failedAttempts = sub.failedAttempts + 1;
  const dunningStartedAt = sub.dunningStartedAt ?? now;
  const retryDays = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  if (retryDays === undefined) {
    // The last failed attempt, the cancellation (with its provider job) and the supplier's e-mail commit together
    // (0089): a run that fails on any of them leaves the charge due, and the next run tries it again.
    await deps.mailer.sendWith(
      async (tx, queue) => {
        await recordInvoice(tx, sub, invoice, false, billing);
        await cancelForGoodIn(tx, queue, sub, now);
        const link = new URL('/supplier-dashboard/subscriptions', deps.config.APP_URL).toString();
        const email = movedToFreePlanEmail({ name: account.name, planName: plan?.name ?? '', link });
        return { result: null, message: { ...email, to: account.email, userId: account.id } };
      },
      [cancelAtProviderJob],
    );
    return 'moved_to_free';
  }
  const retryAt = new Date(dunningStartedAt.getTime() + retryDays * DAY_MS);
  // The failed attempt and its e-mail commit together (0089).
  await deps.mailer.sendWith(async (tx) => {
    await recordInvoice(tx, sub, invoice, false, billing);
    await updateSubscription(tx, sub.id, {
      status: 'past_due',
      failedAttempts,
      dunningStartedAt,
      nextChargeAt: retryAt,
    });
    const message = {
      ...paymentFailedEmail({
        name: account.name,
        planName: plan?.name ?? '',
        amount: invoice.amountPence,
        retryOn: ukToday(retryAt),
        link: paymentsLink(deps),
      }),
      to: account.email,
      userId: account.id,
    };
    return { result: null, message };
  });
  return 'failed';
}

/** The charge-due job: rejected suppliers' subscriptions cancelled, then every due charge, one at a time. */
export async function chargeDue(deps: SubscriptionsDeps, now: Date = new Date()) {
  const outcomes: Record<string, number> = {};
  const count = (o: string) => (outcomes[o] = (outcomes[o] ?? 0) + 1);
  for (const { id } of await findSubscriptionsOfRejected(deps.db, ProfileStatus.rejected)) {
    const sub = await findSubscription(deps.db, id);
    if (sub) await cancelForGood(deps, sub, now);
    count('cancelled');
  }
  const purged = await purgeOldKeys(deps.db, {
    requests: new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS),
    events: new Date(now.getTime() - WEBHOOK_EVENT_RETENTION_DAYS * DAY_MS),
  });
  if (purged.requests + purged.events > 0) deps.log.info(purged, 'old idempotency keys and event ids purged');
  for (const { id } of await findDueSubscriptions(deps.db, now)) {
    try {
      count(await chargeSubscription(deps, id, now));
    } catch (err) {
      // One subscription's trouble (the provider unreachable) does not stop the others; it is due again next run.
      deps.log.error({ err, subscriptionId: id }, 'charge failed');
      count('error');
    }
  }
  return outcomes;
}

/**
 * The supplier-reviewed job (queued by the administrators' approve and dismiss): a rejected supplier's
 * subscription is cancelled and never charged; an approved one is charged now when the 7 days have passed,
 * otherwise on the first payment date.
 */
export async function supplierReviewed(deps: SubscriptionsDeps, userId: number, now: Date = new Date()) {
  const account = await findSupplierAccount(deps.db, userId);
  const sub = await findCurrentSubscription(deps.db, userId);
  if (!account || !sub) return 'nothing';
  if (account.status === ProfileStatus.rejected) {
    await cancelForGood(deps, sub, now);
    return 'cancelled';
  }
  if (account.status !== ProfileStatus.approved || sub.currentPeriodEnd !== null) return 'nothing';
  const firstAt = sub.firstPaymentAt ?? now;
  const dueAt = firstAt > now ? firstAt : now;
  await updateSubscription(deps.db, sub.id, { nextChargeAt: dueAt });
  if (dueAt <= now) return chargeSubscription(deps, sub.id, now);
  return 'scheduled';
}

// ---------------------------------------------------------------------------------------------------------
// Webhooks

/**
 * Applies a verified webhook event once: its id is stored in the same transaction as its effect, so a repeated
 * delivery finds it and changes nothing (5 deliveries, 1 effect). The receipt of an invoice it makes paid is
 * recorded in that transaction too (0089): an event whose receipt cannot be recorded is not applied, and its
 * error answer has the provider deliver it again. Answers whether it was a repeat.
 */
export async function applyWebhookEvent(
  deps: SubscriptionsDeps,
  event: PaymentEvent,
  now: Date = new Date(),
) {
  const first = await deps.mailer.sendWith(async (tx) => {
    const applied = (message: OutgoingMessage | null = null) => ({ result: true, message });
    if (!(await claimEvent(tx, event))) return { result: false, message: null };
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const { invoice } = event;
      // Stripe's £0 invoice that opens a trial is not a payment (decision 0043).
      if (!invoice.subscriptionId || invoice.amountPence === 0) return applied();
      const sub = await findSubscriptionByProviderId(tx, invoice.subscriptionId);
      if (!sub) return applied();
      const account = await findSupplierAccount(tx, sub.userId);
      const paid = event.type === 'invoice.paid';
      const { payment, newlyPaid } = await recordInvoice(
        tx,
        sub,
        { ...invoice, paidAt: paid ? event.created : null },
        paid,
        { name: account?.companyName ?? account?.name ?? null, email: account?.email ?? null },
      );
      if (paid && sub.status !== 'canceled') {
        await updateSubscription(tx, sub.id, { status: 'active', failedAttempts: 0, dunningStartedAt: null });
      }
      return applied(
        newlyPaid
          ? await receiptMessage({ db: tx, config: deps.config }, payment, { start: null, end: null })
          : null,
      );
    }
    if (event.type === 'subscription.deleted' || event.type === 'subscription.updated') {
      const sub = await findSubscriptionByProviderId(tx, event.subscription.subscriptionId);
      if (!sub || sub.status === 'canceled') return applied();
      if (event.type === 'subscription.deleted' || event.subscription.status === 'canceled') {
        await cancelSubscriptionRow(tx, sub.id, now);
        const account = await findSupplierAccount(tx, sub.userId, { lock: true });
        if (account?.pricingPlanId === sub.pricingPlanId)
          await setSupplierPlan(tx, sub.userId, DEFAULT_PLAN_ID);
      } else {
        await updateSubscription(tx, sub.id, { status: event.subscription.status });
      }
    }
    return applied();
  });
  return { duplicate: !first };
}
