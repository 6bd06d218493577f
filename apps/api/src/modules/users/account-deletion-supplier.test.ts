import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionTexts } from '@marquee/contracts/account-deletion';
import { CloseReason, RequestStatus } from '@marquee/contracts/enums';
import { setupIntentResponse, sandboxConfirmResponse } from '@marquee/contracts/subscriptions';
import { subscriptions } from '../../db/schema/billing';
import { chats } from '../../db/schema/chats';
import { supplierDocuments, supplierImages, supplierProfiles, userServices } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import {
  serviceRequestCloseReasons,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../../db/schema/requests';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createReview,
  createService,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';
import { LONDON, at, supplier as listedSupplier } from '../directory/directory.test-helpers';
import {
  auditRows,
  chatWithFile,
  fileExists,
  offerIds,
  remove,
  sessionsOf,
  storedFile,
  useDataDir,
} from './account-deletion.test-helpers';

/* Deleting a supplier (docs/decisions/0068): DELETE admin/suppliers/{id}, each consequence proven. */

const dataDir = useDataDir();
const t = useTestApp({ DATA_DIR: dataDir });

/** A listed supplier with stored profile files, quotes in every state, a review and a chat with a file. */
async function supplierWithHistory() {
  const service = await createService(t.db);
  const s = await listedSupplier(t.db, 'Gone Marquees', { ...LONDON, nearby: 25 }, [service.id], {
    user: { companyName: 'Gone Marquees' },
  });
  const photo = await storedFile(t.app, `uploads/suppliers/${s.id}/photo/p.png`);
  const cover = await storedFile(t.app, `uploads/suppliers/${s.id}/cover/c.png`);
  const image = await storedFile(t.app, `uploads/suppliers/${s.id}/showcase_images/i.png`);
  const document = await storedFile(t.app, `uploads/suppliers/${s.id}/documents/d.pdf`);
  await t.db
    .update(supplierProfiles)
    .set({ photoPath: photo, coverPath: cover })
    .where(eq(supplierProfiles.userId, s.id));
  await t.db.insert(supplierImages).values({ userId: s.id, path: image });
  await t.db.insert(supplierDocuments).values({ userId: s.id, path: document, fileName: 'Insurance.pdf' });

  const organiser = await createOrganiser(t.db);
  const rival = await createSupplier(t.db);
  const active = await createRequest(t.db, organiser.id, { serviceId: service.id });
  await createNotify(t.db, active.id, s.id);
  await createNotify(t.db, active.id, rival.id);
  const quote = await createQuote(t.db, active.id, s.id);
  await createQuote(t.db, active.id, rival.id);
  const accepted = await createRequest(t.db, organiser.id, { status: RequestStatus.accepted });
  await createQuote(t.db, accepted.id, s.id, { isSelected: true });
  await createQuote(t.db, accepted.id, rival.id);
  await createNotify(t.db, accepted.id, rival.id);
  const finished = await createReview(t.db, organiser.id, s.id);
  const [chosen] = await t.db
    .select()
    .from(serviceRequestQuotes)
    .where(eq(serviceRequestQuotes.serviceRequestId, finished.request.id));
  await t.db.insert(serviceRequestCloseReasons).values({
    serviceRequestId: finished.request.id,
    reason: CloseReason.fulfilledThroughMarquee,
    serviceRequestQuoteId: chosen!.id,
  });
  const chat = await chatWithFile(t.app, t.db, {
    organiserId: organiser.id,
    supplierId: s.id,
    quoteId: quote.id,
  });
  return {
    supplier: s,
    service,
    organiser,
    rival,
    active,
    accepted,
    finished,
    chat,
    files: [photo, cover, image, document, chat.key],
  };
}

const directoryIds = async (serviceId: number) =>
  (await t.app.inject({ url: `/api/suppliers?service_id=${serviceId}&${at(LONDON)}` }))
    .json()
    .data.map((e: { id: number }) => e.id);
const reaching = async (serviceId: number) =>
  (await t.app.inject({ url: `/api/counters/suppliers?service_id=${serviceId}&${at(LONDON)}` })).json().count;
const requestRow = async (id: number) =>
  (await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0];

/** A card saved in the sandbox's own form and a monthly Subscriber plan (type 2). */
async function subscribe(s: FactoryUser) {
  const intent = setupIntentResponse.parse(
    (await t.app.inject({ method: 'GET', url: '/api/create-setup-intent', headers: s.auth })).json(),
  );
  const card = sandboxConfirmResponse.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment-methods/sandbox-confirm',
        headers: s.auth,
        payload: {
          setup_intent_id: intent.setup_intent_id,
          number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: 2034,
          cvc: '123',
        },
      })
    ).json(),
  );
  if (card.status !== 'succeeded') throw new Error('card not saved');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    headers: s.auth,
    payload: { pricing_plan_id: 3, period: 'month', payment_method: card.payment_method.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, s.id));
  if (!row?.stripeSubscriptionId) throw new Error('no provider subscription');
  return row.stripeSubscriptionId;
}

describe('DELETE admin/suppliers/{id}', () => {
  it('deletes the supplier by the one rule, with an audit row naming them', async () => {
    const admin = await createAdmin(t.db);
    const w = await supplierWithHistory();
    const providerId = await subscribe(w.supplier);
    expect(await directoryIds(w.service.id)).toEqual([w.supplier.id]);
    expect(await reaching(w.service.id)).toBe(1);
    expect(await offerIds(t.app, w.rival, 'quoted')).toEqual([w.active.id]);
    expect(await offerIds(t.app, w.rival, 'expired')).toEqual([w.accepted.id]);

    const res = await remove(t.app, admin, 'suppliers', w.supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountDeletionTexts.supplierDeleted });

    // The account, its sessions, profile and services: gone from the directory and from matching.
    expect(await t.db.select().from(users).where(eq(users.id, w.supplier.id))).toEqual([]);
    expect(await sessionsOf(t.app, t.db, w.supplier)).toEqual({ rows: 0, status: 401 });
    expect(await t.db.select().from(userServices).where(eq(userServices.userId, w.supplier.id))).toEqual([]);
    expect(await directoryIds(w.service.id)).toEqual([]);
    expect(await reaching(w.service.id)).toBe(0);
    expect((await t.app.inject({ url: `/api/suppliers/${w.supplier.id}` })).statusCode).toBe(404);

    // Their quotes go; the organiser's requests stay with the others' quotes; one accepted for them reopens.
    expect(
      await t.db.select().from(serviceRequestQuotes).where(eq(serviceRequestQuotes.userId, w.supplier.id)),
    ).toEqual([]);
    expect(await requestRow(w.active.id)).toMatchObject({
      status: RequestStatus.active,
      userId: w.organiser.id,
    });
    expect(await requestRow(w.accepted.id)).toMatchObject({ status: RequestStatus.active, acceptedAt: null });
    expect(await offerIds(t.app, w.rival, 'quoted')).toEqual(
      expect.arrayContaining([w.active.id, w.accepted.id]),
    );
    const opened = await t.app.inject({
      url: `/api/organiser/service-requests/${w.accepted.id}`,
      headers: w.organiser.auth,
    });
    expect(opened.json().data).toMatchObject({ status: RequestStatus.active });
    // The finished job stays finished with its reason; only the link to their quote and the review about them go.
    expect(await requestRow(w.finished.request.id)).toMatchObject({ status: RequestStatus.finished });
    const [reason] = await t.db
      .select()
      .from(serviceRequestCloseReasons)
      .where(eq(serviceRequestCloseReasons.serviceRequestId, w.finished.request.id));
    expect(reason).toMatchObject({
      reason: CloseReason.fulfilledThroughMarquee,
      serviceRequestQuoteId: null,
    });
    expect(
      await t.db
        .select()
        .from(serviceRequestReviews)
        .where(eq(serviceRequestReviews.supplierId, w.supplier.id)),
    ).toEqual([]);

    // Chats go whole; files and the paid subscription go once the deletion's job ran, after the commit.
    expect(await t.db.select().from(chats).where(eq(chats.supplierId, w.supplier.id))).toEqual([]);
    for (const key of w.files) expect(await fileExists(t.app, key)).toBe(true);
    expect((await t.app.payments.getSubscription({ subscriptionId: providerId })).status).toBe('trialing');
    expect(await t.app.jobs.runQueued()).toMatchObject({ failed: 0 });
    for (const key of w.files) expect(await fileExists(t.app, key)).toBe(false);
    const cancelled = await t.app.payments.getSubscription({ subscriptionId: providerId });
    expect(cancelled.status).toBe('canceled');

    const [audit] = await auditRows(t.db, 'supplier.delete', w.supplier.id);
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'user' });
    expect(audit?.summary).toMatchObject({
      name: expect.any(String),
      email: w.supplier.email,
      company_name: 'Gone Marquees',
      requests_reopened: 1,
      files: 5,
      provider_subscriptions: 1,
    });
  });

  it('answers 404 for an unknown id, an organiser or an administrator, and deletes nothing', async () => {
    const admin = await createAdmin(t.db);
    const organiser = await createOrganiser(t.db);
    for (const id of [999_999, organiser.id, admin.id]) {
      expect((await remove(t.app, admin, 'suppliers', id)).statusCode).toBe(404);
    }
    expect(await sessionsOf(t.app, t.db, organiser)).toMatchObject({ rows: 1, status: 200 });
    expect(await t.app.jobs.runQueued()).toMatchObject({ completed: 0 });
  });

  it('deletes a supplier still in the registration wizard (no profile yet)', async () => {
    const admin = await createAdmin(t.db);
    const early = await createSupplier(t.db, { profileStatus: null });
    expect((await remove(t.app, admin, 'suppliers', early.id)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, early.id))).toEqual([]);
  });

  it('is for administrators only', async () => {
    const victim = await createSupplier(t.db);
    for (const caller of [await createOrganiser(t.db), await createSupplier(t.db), victim]) {
      expect((await remove(t.app, caller, 'suppliers', victim.id)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });
});
