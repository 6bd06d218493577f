import { and, desc, eq, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { CurrentSubscriptionStatus } from '@marquee/contracts/enums';
import type { DbOrTx } from '../../db/client';
import {
  idempotentRequests,
  paymentCustomers,
  paymentEvents,
  paymentMethods,
  payments,
  pricingPlans,
  subscriptions,
} from '../../db/schema/billing';
import { supplierProfiles } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type CardRow = typeof paymentMethods.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const current = inArray(subscriptions.status, [...CurrentSubscriptionStatus]);

// ---------------------------------------------------------------------------------------------------------
// Suppliers and plans

/** The supplier's billing details: name, e-mail, company, review status and plan. `lock` serialises their orders. */
export async function findSupplierAccount(db: DbOrTx, userId: number, { lock = false } = {}) {
  const query = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyName: users.companyName,
      status: supplierProfiles.status,
      pricingPlanId: supplierProfiles.pricingPlanId,
    })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .where(eq(supplierProfiles.userId, userId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: supplierProfiles }) : await query;
  return row ?? null;
}
export type SupplierAccount = NonNullable<Awaited<ReturnType<typeof findSupplierAccount>>>;

/** Keeps supplier_profiles.pricing_plan_id (what the offers quota and the directory read) in step. */
export async function setSupplierPlan(db: DbOrTx, userId: number, planId: number) {
  await db.update(supplierProfiles).set({ pricingPlanId: planId }).where(eq(supplierProfiles.userId, userId));
}

/** Records the card provider's product of a plan, made when the first supplier subscribes (decision 0042). */
export async function setPlanProduct(db: DbOrTx, planId: number, productId: string) {
  await db
    .update(pricingPlans)
    .set({ stripeProductId: productId })
    .where(
      and(eq(pricingPlans.id, planId), sql`${pricingPlans.stripeProductId} is distinct from ${productId}`),
    );
}

// ---------------------------------------------------------------------------------------------------------
// Provider customers

export async function findCustomerId(db: DbOrTx, userId: number, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function saveCustomerId(db: DbOrTx, userId: number, provider: string, customerId: string) {
  await db
    .insert(paymentCustomers)
    .values({ userId, provider, customerId })
    .onConflictDoUpdate({
      target: [paymentCustomers.userId, paymentCustomers.provider],
      set: { customerId },
    });
}

// ---------------------------------------------------------------------------------------------------------
// Saved cards

export async function findCards(db: DbOrTx, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** A card of this user; null for a card that does not exist or is someone else's. */
export async function findOwnCard(db: DbOrTx, userId: number, id: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findCardByProviderId(db: DbOrTx, providerId: string): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.stripePaymentMethodId, providerId))
    .limit(1);
  return row ?? null;
}

/** Saves a card once (by the provider's id); answers the row, new or existing. */
export async function insertCard(
  db: DbOrTx,
  card: Omit<typeof paymentMethods.$inferInsert, 'id' | 'isDefault'>,
): Promise<CardRow> {
  const [row] = await db.insert(paymentMethods).values(card).onConflictDoNothing().returning();
  return row ?? (await findCardByProviderId(db, card.stripePaymentMethodId))!;
}

/** Makes the card the user's only default (the partial unique index allows one). */
export async function markDefaultCard(db: DbOrTx, userId: number, id: number) {
  await db
    .update(paymentMethods)
    .set({ isDefault: 0 })
    .where(
      and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id), eq(paymentMethods.isDefault, 1)),
    );
  await db
    .update(paymentMethods)
    .set({ isDefault: 1 })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
}

export async function deleteCard(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Subscriptions

export async function findCurrentSubscription(db: DbOrTx, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), current))
    .limit(1);
  return row ?? null;
}

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function findSubscriptionByProviderId(
  db: DbOrTx,
  providerId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, providerId))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(
  db: DbOrTx,
  values: Omit<NewSubscription, 'id'>,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

export async function updateSubscription(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<NewSubscription, 'id' | 'userId'>>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row ?? null;
}

/** Cancels a current subscription; null when it was not current any more (cancelled twice: one effect). */
export async function cancelSubscriptionRow(
  db: DbOrTx,
  id: number,
  at: Date,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: at, nextChargeAt: null, updatedAt: at })
    .where(and(eq(subscriptions.id, id), current))
    .returning();
  return row ?? null;
}

/** Current subscriptions whose next charge is due at `now`. */
export async function findDueSubscriptions(db: DbOrTx, now: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(current, isNotNull(subscriptions.nextChargeAt), lte(subscriptions.nextChargeAt, now)))
    .orderBy(subscriptions.nextChargeAt);
}

/** Current subscriptions of suppliers the administrators rejected (missed by the review job). */
export async function findSubscriptionsOfRejected(db: DbOrTx, rejectedStatus: number) {
  return db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, subscriptions.userId))
    .where(and(current, eq(supplierProfiles.status, rejectedStatus)));
}

// ---------------------------------------------------------------------------------------------------------
// Payments

export async function findPayments(db: DbOrTx, userId: number) {
  return db
    .select({
      payment: payments,
      planName: pricingPlans.name,
      cardBrand: paymentMethods.brand,
      cardLastFour: paymentMethods.lastFour,
    })
    .from(payments)
    .innerJoin(pricingPlans, eq(pricingPlans.id, payments.pricingPlanId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
export type PaymentView = Awaited<ReturnType<typeof findPayments>>[number];

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findPaymentByInvoice(db: DbOrTx, invoiceId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.stripeInvoiceId, invoiceId)).limit(1);
  return row ?? null;
}

/**
 * Records a provider invoice as one payment (created, or updated when it was seen before). `newlyPaid` is true
 * only for the one call that turned it succeeded, so the receipt goes once however often the invoice arrives
 * (a charge job and its webhook, or a webhook delivered again).
 */
export async function upsertPayment(
  db: DbOrTx,
  values: Omit<typeof payments.$inferInsert, 'id'> & { stripeInvoiceId: string },
): Promise<{ payment: PaymentRow; newlyPaid: boolean }> {
  const before = await findPaymentByInvoice(db, values.stripeInvoiceId);
  if (!before) {
    const [inserted] = await db.insert(payments).values(values).onConflictDoNothing().returning();
    if (inserted) return { payment: inserted, newlyPaid: inserted.status === 'succeeded' };
    return upsertPayment(db, values);
  }
  if (before.status === 'succeeded') return { payment: before, newlyPaid: false };
  const [updated] = await db
    .update(payments)
    .set({
      status: values.status,
      amount: values.amount,
      paidAt: values.paidAt ?? null,
      stripePaymentIntentId: values.stripePaymentIntentId ?? before.stripePaymentIntentId,
    })
    .where(and(eq(payments.id, before.id), ne(payments.status, 'succeeded')))
    .returning();
  if (!updated) return { payment: before, newlyPaid: false };
  return { payment: updated, newlyPaid: updated.status === 'succeeded' };
}

// ---------------------------------------------------------------------------------------------------------
// Webhook events and idempotent requests

/** Stores an event id once: true the first time, false for a repeated delivery. */
export async function claimEvent(db: DbOrTx, event: { id: string; type: string; created: Date }) {
  const rows = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, createdAt: event.created })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findIdempotentRequest(db: DbOrTx, key: string) {
  const [row] = await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key)).limit(1);
  return row ?? null;
}

/** Claims a key; false when it exists already. */
export async function claimIdempotentRequest(
  db: DbOrTx,
  row: { key: string; userId: number; fingerprint: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotentRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return rows.length > 0;
}

export async function saveIdempotentResponse(db: DbOrTx, key: string, response: unknown) {
  await db.update(idempotentRequests).set({ response }).where(eq(idempotentRequests.key, key));
}

/** Forgets keys of a user that start with `prefix` (a new order makes earlier content keys no repeat any more). */
export async function forgetIdempotentRequests(db: DbOrTx, userId: number, prefix: string) {
  await db
    .delete(idempotentRequests)
    .where(
      and(eq(idempotentRequests.userId, userId), sql`starts_with(${idempotentRequests.key}, ${prefix})`),
    );
}

export async function forgetIdempotentRequest(db: DbOrTx, key: string) {
  await db.delete(idempotentRequests).where(eq(idempotentRequests.key, key));
}

/**
 * Forgets idempotent requests and webhook event ids older than their retention: a repeat after that long is not a
 * repeat any more (Stripe keeps its own keys 24 hours and retries a webhook for 3 days).
 */
export async function purgeOldKeys(db: DbOrTx, before: { requests: Date; events: Date }) {
  const requests = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before.requests))
    .returning({ key: idempotentRequests.key });
  const events = await db
    .delete(paymentEvents)
    .where(lt(paymentEvents.receivedAt, before.events))
    .returning({ id: paymentEvents.id });
  return { requests: requests.length, events: events.length };
}
