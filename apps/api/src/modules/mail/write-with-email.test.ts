import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_ID, ProfileStatus } from '@marquee/contracts/enums';
import { queryRows } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { paymentEvents, subscriptions } from '../../db/schema/billing';
import { serviceRequestReviews } from '../../db/schema/requests';
import { supplierProfiles } from '../../db/schema/suppliers';
import { accessTokens, userTokens } from '../../db/schema/users';
import {
  createAdmin,
  createOrganiser,
  createReview,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';
import { allowEmails, refuseEmails } from '../../../test/refuse-emails';
import { chargeDue } from '../subscriptions/charges.service';
import { cancelAtProviderJob } from '../subscriptions/subscriptions.jobs-defs';
import {
  app,
  cardId,
  clock,
  data,
  emailsTo,
  later,
  paymentsOf,
  planOf,
  SECRET,
  setClock,
  subscribe,
  SUBSCRIBER,
  UNLIMITED,
  useSubscriptionsApp,
} from '../subscriptions/subscriptions.test-kit';

/**
 * The writes answered with an e-mail record it in their own transaction (docs/decisions/0089), beyond the
 * registration's (auth/registration-email.test.ts): the administrators' approve and dismiss of a supplier, a
 * supplier's first reply to a review, an order charged at once and its receipt, a webhook's paid invoice and its
 * receipt, and the charge-due run's move to the free plan. For each, a trigger of the database refuses the e-mail
 * (a real failure to record it): the write is not kept and the answer is an error; without it, the e-mail row is
 * there with its mail.send job. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
useSubscriptionsApp();

const refuseTemplate = (template: string) => refuseEmails(data.db, { template });
afterEach(() => allowEmails(data.db));

/** The e-mails of a template to an address, each with the ids of its mail.send jobs. */
const mailed = async (to: string, template: string) =>
  Promise.all(
    (await emailsTo(to, template)).map(async (e) => ({
      id: e.id,
      jobs: await queryRows<{ id: string }>(
        data.db,
        sql`select id from pgboss.job where name = 'mail.send' and (data->>'emailId')::int = ${e.id}`,
      ),
    })),
  );
const jobsNamed = (name: string) =>
  queryRows<{ data: Record<string, unknown> }>(
    data.db,
    sql`select data from pgboss.job where name = ${name}`,
  );
/** The subscriptions whose cancellation at the provider is queued (an order queues the job even with none). */
const cancelledAtProvider = async () =>
  (await jobsNamed(cancelAtProviderJob.name)).flatMap((j) => j.data.subscriptionIds as number[]);

const expectRefused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBeGreaterThanOrEqual(500);
  expect(res.json()).toMatchObject({ message: expect.any(String) });
};

describe('an administrator’s approve and dismiss of a supplier', () => {
  const reason = 'Your profile does not show any events you have supplied; please add examples.';
  const waiting = () =>
    createSupplier(data.db, {
      profileStatus: ProfileStatus.underReview,
      profile: { onboardingStep: 'submitted', submittedAt: new Date() },
    });
  const post = (admin: FactoryUser, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: admin.auth, ...(payload ? { payload } : {}) });
  const statusOf = async (userId: number) =>
    (
      await data.db
        .select({ status: supplierProfiles.status })
        .from(supplierProfiles)
        .where(eq(supplierProfiles.userId, userId))
    )[0]?.status;
  const auditsOf = (userId: number) => data.db.select().from(auditLog).where(eq(auditLog.targetId, userId));

  it('an approval whose e-mail cannot be recorded is not made; then it is, with its e-mail', async () => {
    const admin = await createAdmin(data.db);
    const supplier = await waiting();
    const url = `/api/admin/suppliers/${supplier.id}/approve`;
    await refuseTemplate('supplier_approved');
    expectRefused(await post(admin, url));
    expect(await statusOf(supplier.id)).toBe(ProfileStatus.underReview);
    expect(await auditsOf(supplier.id)).toEqual([]);
    // Neither the sign-in link of the e-mail nor the job of the approval.
    const links = await data.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, supplier.id), eq(userTokens.purpose, 'login_link')));
    expect(links).toEqual([]);
    expect(await jobsNamed('subscriptions.supplier-reviewed')).toEqual([]);

    await allowEmails(data.db);
    const res = await post(admin, url);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(supplier.id)).toBe(ProfileStatus.approved);
    const emails = await mailed(supplier.email, 'supplier_approved');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.jobs).toHaveLength(1);
  });

  it('a dismissal whose e-mail cannot be recorded is not made and ends no session; then it is', async () => {
    const admin = await createAdmin(data.db);
    const supplier = await waiting();
    const url = `/api/admin/suppliers/${supplier.id}/dismiss`;
    await refuseTemplate('supplier_rejected');
    expectRefused(await post(admin, url, { message: reason }));
    expect(await statusOf(supplier.id)).toBe(ProfileStatus.underReview);
    expect(await auditsOf(supplier.id)).toEqual([]);
    const sessions = () =>
      data.db
        .select({ revokedAt: accessTokens.revokedAt })
        .from(accessTokens)
        .where(eq(accessTokens.userId, supplier.id));
    expect(await sessions()).toEqual([{ revokedAt: null }]);

    await allowEmails(data.db);
    expect((await post(admin, url, { message: reason })).statusCode).toBe(200);
    expect(await statusOf(supplier.id)).toBe(ProfileStatus.rejected);
    expect((await sessions()).every((s) => s.revokedAt !== null)).toBe(true);
    const emails = await mailed(supplier.email, 'supplier_rejected');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.jobs).toHaveLength(1);
  });
});

describe('a supplier’s first reply to a review', () => {
  it('is not kept when its e-mail to the organiser cannot be recorded; then it is, with its e-mail', async () => {
    const supplier = await createSupplier(data.db);
    const organiser = await createOrganiser(data.db);
    const { review } = await createReview(data.db, organiser.id, supplier.id);
    const reply = () =>
      app.inject({
        method: 'PUT',
        url: `/api/supplier/service-request-reviews/${review.id}/reply`,
        headers: supplier.auth,
        payload: { message: 'Thank you!' },
      });
    const replyOf = async () =>
      (
        await data.db
          .select({ reply: serviceRequestReviews.reply, repliedAt: serviceRequestReviews.repliedAt })
          .from(serviceRequestReviews)
          .where(eq(serviceRequestReviews.id, review.id))
      )[0];
    await refuseTemplate('review_reply');
    expectRefused(await reply());
    expect(await replyOf()).toEqual({ reply: null, repliedAt: null });

    await allowEmails(data.db);
    expect((await reply()).statusCode).toBe(200);
    expect((await replyOf())?.reply).toBe('Thank you!');
    const emails = await mailed(organiser.email, 'review_reply');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.jobs).toHaveLength(1);
  });
});

describe('the receipts and the move to the free plan', () => {
  const subscriptionsOf = (userId: number) =>
    data.db
      .select({ id: subscriptions.id, plan: subscriptions.pricingPlanId, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(subscriptions.id);

  it('an order charged at once whose receipt cannot be recorded is refused whole; then it stands, with it', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    expect(
      (await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card }))
        .statusCode,
    ).toBe(200);
    // The supplier's 7 days of grace are over: an upgrade is charged when ordered (decision 0046).
    await data.db
      .update(subscriptions)
      .set({ firstPaymentAt: later(-8) })
      .where(eq(subscriptions.userId, supplier.id));
    const before = await subscriptionsOf(supplier.id);
    const upgrade = { pricing_plan_id: UNLIMITED, period: 'month', payment_method: card };
    await refuseTemplate('payment_receipt');
    expectRefused(await subscribe(supplier, upgrade));
    expect(await planOf(supplier.id)).toBe(SUBSCRIBER);
    expect(await subscriptionsOf(supplier.id)).toEqual(before);
    expect(await paymentsOf(supplier.id)).toEqual([]);
    expect(await cancelledAtProvider()).toEqual([]);

    await allowEmails(data.db);
    const res = await subscribe(supplier, upgrade);
    expect(res.statusCode).toBe(200);
    expect(await planOf(supplier.id)).toBe(UNLIMITED);
    expect((await paymentsOf(supplier.id)).map((p) => p.status)).toEqual(['succeeded']);
    const emails = await mailed(supplier.email, 'payment_receipt');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.jobs).toHaveLength(1);
    // The replaced subscription's cancellation at the provider is queued in the same transaction.
    expect(await cancelledAtProvider()).toEqual([before[0]!.id]);
  });

  it('a paid invoice delivered by webhook whose receipt cannot be recorded is not applied (5xx), then is once', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier);
    await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card });
    const [row] = await data.db.select().from(subscriptions).where(eq(subscriptions.userId, supplier.id));
    const payload = JSON.stringify({
      id: 'evt_paid_receipt',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_receipt_1',
          object: 'invoice',
          subscription: row!.stripeSubscriptionId,
          customer: 'cus_x',
          amount_paid: 2500,
          amount_due: 2500,
          payment_intent: 'pi_receipt_1',
        },
      },
    });
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
        },
        payload,
      });
    await refuseTemplate('payment_receipt');
    expectRefused(await deliver());
    expect(await paymentsOf(supplier.id)).toEqual([]);
    // The event is not recorded as applied: the provider's next delivery applies it.
    expect(await data.db.select().from(paymentEvents)).toEqual([]);

    await allowEmails(data.db);
    const applied = await deliver();
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ duplicate: false });
    expect((await paymentsOf(supplier.id)).map((p) => p.status)).toEqual(['succeeded']);
    const emails = await mailed(supplier.email, 'payment_receipt');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.jobs).toHaveLength(1);
  });

  it('the move to the free plan whose e-mail cannot be recorded is not made: the next run makes it, with it', async () => {
    const supplier = await createSupplier(data.db);
    const card = await cardId(supplier, '4000 0000 0000 0341');
    await subscribe(supplier, { pricing_plan_id: SUBSCRIBER, period: 'month', payment_method: card });
    const start = 7.01;
    for (const day of [start, start + 1, start + 3]) {
      setClock(later(day));
      expect(await chargeDue(app, clock), `day ${day}`).toEqual({ failed: 1 });
    }
    const failedPayments = (await paymentsOf(supplier.id)).length;
    setClock(later(start + 7));
    await refuseTemplate('moved_to_free_plan');
    expect(await chargeDue(app, clock)).toEqual({ error: 1 });
    expect(await planOf(supplier.id)).toBe(SUBSCRIBER);
    expect((await subscriptionsOf(supplier.id)).map((s) => s.status)).toEqual(['past_due']);
    expect(await paymentsOf(supplier.id)).toHaveLength(failedPayments);
    expect(await cancelledAtProvider()).toEqual([]);

    await allowEmails(data.db);
    expect(await chargeDue(app, clock)).toEqual({ moved_to_free: 1 });
    expect(await planOf(supplier.id)).toBe(DEFAULT_PLAN_ID);
    expect((await subscriptionsOf(supplier.id)).map((s) => s.status)).toEqual(['canceled']);
    const emails = await mailed(supplier.email, 'moved_to_free_plan');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.jobs).toHaveLength(1);
    const [sub] = await subscriptionsOf(supplier.id);
    expect(await cancelledAtProvider()).toEqual([sub!.id]);
  });
});
