import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionTexts, DELETED_ORGANISER_NAME } from '@marquee/contracts/account-deletion';
import { notifyListResponse } from '@marquee/contracts/offers';
import { CloseReason, RequestStatus } from '@marquee/contracts/enums';
import { reviewsResponse, supplierProfileResponse } from '@marquee/contracts/directory';
import { chats } from '../../db/schema/chats';
import { loginAttempts, users } from '../../db/schema/users';
import { serviceRequestCloseReasons, serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createReview,
  createSupplier,
} from '../../../test/factories';
import {
  auditRows,
  chatWithFile,
  fileExists,
  offerIds,
  remove,
  sessionsOf,
  useDataDir,
} from './account-deletion.test-helpers';

/*
 * Deleting an organiser (docs/decisions/0068), by an administrator (DELETE admin/organisers/{id}) or by themselves
 * (DELETE auth/me): one rule, each consequence proven.
 */

const dataDir = useDataDir();
const t = useTestApp({ DATA_DIR: dataDir });

/** An organiser with an active, an accepted and a finished (reviewed) request, two suppliers and a chat. */
async function organiserWithHistory() {
  const organiser = await createOrganiser(t.db, { name: 'Olivia Organiser' });
  const chosen = await createSupplier(t.db);
  const other = await createSupplier(t.db);
  const active = await createRequest(t.db, organiser.id);
  for (const s of [chosen, other]) await createNotify(t.db, active.id, s.id);
  const activeQuote = await createQuote(t.db, active.id, chosen.id);
  const accepted = await createRequest(t.db, organiser.id, { status: RequestStatus.accepted });
  await createNotify(t.db, accepted.id, chosen.id);
  await createQuote(t.db, accepted.id, chosen.id, { isSelected: true });
  const finished = await createReview(t.db, organiser.id, chosen.id, { rate: 4 });
  await createNotify(t.db, finished.request.id, chosen.id);
  // Another organiser's review, so the rating is an average of two.
  await createReview(t.db, (await createOrganiser(t.db)).id, chosen.id, { rate: 2 });
  const chat = await chatWithFile(t.app, t.db, {
    organiserId: organiser.id,
    supplierId: chosen.id,
    quoteId: activeQuote.id,
  });
  await t.db.insert(loginAttempts).values({ email: organiser.email, kind: 'login', succeeded: false });
  return { organiser, chosen, other, active, accepted, finished, chat };
}

const requestRow = async (id: number) =>
  (await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0];

const profileOf = async (supplierId: number) =>
  supplierProfileResponse.parse(
    (await t.app.inject({ method: 'GET', url: `/api/suppliers/${supplierId}` })).json(),
  ).data;

/** Every consequence of the rule for an organiser, whoever deleted them. */
async function expectOrganiserGone(w: Awaited<ReturnType<typeof organiserWithHistory>>) {
  // The account and its sessions.
  expect(await t.db.select().from(users).where(eq(users.id, w.organiser.id))).toEqual([]);
  expect(await sessionsOf(t.app, t.db, w.organiser)).toEqual({ rows: 0, status: 401 });
  expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, w.organiser.email))).toEqual(
    [],
  );

  // Open requests closed ('no longer required'), kept without the person.
  for (const id of [w.active.id, w.accepted.id]) {
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: RequestStatus.finished, userId: null });
    expect(row?.closedAt).not.toBeNull();
    const [reason] = await t.db
      .select()
      .from(serviceRequestCloseReasons)
      .where(eq(serviceRequestCloseReasons.serviceRequestId, id));
    expect(reason?.reason).toBe(CloseReason.noLongerRequired);
  }
  expect(await requestRow(w.finished.request.id)).toMatchObject({
    status: RequestStatus.finished,
    userId: null,
  });

  // No supplier sees them as live any more: the one who never answered finds it expired, not in requests.
  expect(await offerIds(t.app, w.other)).toEqual([]);
  expect(await offerIds(t.app, w.other, 'expired')).toEqual([w.active.id]);
  expect(await offerIds(t.app, w.chosen, 'quoted')).toEqual([]);
  expect(await offerIds(t.app, w.chosen, 'expired')).toEqual([w.active.id]);
  // The supplier keeps their quotes and the record of the jobs they were chosen for, without the person.
  const won = await t.app.inject({
    method: 'GET',
    url: '/api/supplier/service-request-notifies?offer=accepted',
    headers: w.chosen.auth,
  });
  const wonList = notifyListResponse.parse(won.json()).data;
  expect(wonList.map((n) => n.service_request_id).sort()).toEqual(
    [w.accepted.id, w.finished.request.id].sort(),
  );
  for (const n of wonList) {
    expect(n.service_request.user.name).toBe(DELETED_ORGANISER_NAME);
    expect(n.organiser_contact).toBeNull();
  }
  expect(
    await t.db.select().from(serviceRequestQuotes).where(eq(serviceRequestQuotes.userId, w.chosen.id)),
  ).toHaveLength(4);

  // The chat is gone whole; its file leaves storage once the deletion's job ran (after the commit).
  expect(await t.db.select().from(chats).where(eq(chats.organiserId, w.organiser.id))).toEqual([]);
  expect(await t.db.select().from(chats).where(eq(chats.id, w.chat.chat.id))).toEqual([]);
  expect(await fileExists(t.app, w.chat.key)).toBe(true);
  expect(await t.app.jobs.runQueued()).toMatchObject({ failed: 0 });
  expect(await fileExists(t.app, w.chat.key)).toBe(false);

  // The review stays, anonymised; the supplier's rating does not move.
  const reviews = reviewsResponse.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/service-request-reviews?supplier_id=${w.chosen.id}` })
    ).json(),
  ).data;
  expect(reviews.map((r) => [r.rate, r.service_request.user.name])).toContainEqual([
    4,
    DELETED_ORGANISER_NAME,
  ]);
  expect(reviews).toHaveLength(2);
  const anonymous = reviews.find((r) => r.rate === 4);
  expect(anonymous?.service_request.user).toEqual({
    name: DELETED_ORGANISER_NAME,
    position_in_company: null,
    quotes_count: 0,
  });
}

describe('DELETE admin/organisers/{id}', () => {
  it('deletes the organiser by the one rule, with an audit row naming them', async () => {
    const admin = await createAdmin(t.db);
    const w = await organiserWithHistory();
    const before = (await profileOf(w.chosen.id)).rating;
    expect(before).toEqual({ rate: 3, count: 2 });

    const res = await remove(t.app, admin, 'organisers', w.organiser.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountDeletionTexts.organiserDeleted });

    await expectOrganiserGone(w);
    expect((await profileOf(w.chosen.id)).rating).toEqual(before);
    const [audit] = await auditRows(t.db, 'organiser.delete', w.organiser.id);
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'user' });
    expect(audit?.summary).toMatchObject({
      name: 'Olivia Organiser',
      email: w.organiser.email,
      requests_closed: 2,
      files: 1,
    });
  });

  it('answers 404 for an unknown id, a supplier or an administrator, and deletes nothing', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    for (const id of [999_999, supplier.id, admin.id]) {
      expect((await remove(t.app, admin, 'organisers', id)).statusCode).toBe(404);
    }
    expect(await t.db.select().from(users).where(eq(users.id, supplier.id))).toHaveLength(1);
    expect(await sessionsOf(t.app, t.db, admin)).toMatchObject({ status: 200 });
    expect((await remove(t.app, admin, 'organisers', 0)).statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    const organiser = await createOrganiser(t.db);
    const victim = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    for (const caller of [organiser, supplier]) {
      expect((await remove(t.app, caller, 'organisers', victim.id)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/organisers/${victim.id}` })).statusCode,
    ).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });
});

describe('DELETE auth/me (organiser)', () => {
  it('follows the same rule, without an audit row', async () => {
    const w = await organiserWithHistory();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: w.organiser.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    await expectOrganiserGone(w);
    expect(await auditRows(t.db, 'organiser.delete', w.organiser.id)).toEqual([]);
  });
});
