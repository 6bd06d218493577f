import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import {
  createRequestResponse,
  organiserCountersResponse,
  quoteListResponse,
  requestListResponse,
  requestResponse,
  requestTexts,
} from '@marquee/contracts/requests';
import { validation } from '@marquee/contracts/messages';
import type { Db } from '../../db/client';
import { serviceRequestNotifies, serviceRequests } from '../../db/schema/requests';
import { outgoingEmails } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  daysFromToday,
  lastEmailTo,
  linkParams,
  offerServices,
  registrationPayload,
} from '../../../test/factories';
import { distanceMiles } from '../directory/reach';
import { onQuoteCreated } from './requests.service';
import { runOffersDeadlines } from './requests.jobs';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

/** An approved supplier of the services based at `at` with radius `nearby` (999 nationwide). */
async function supplierAt(
  db: Db,
  serviceIds: number[],
  at: { latitude: number; longitude: number },
  nearby: number,
  status: 0 | 1 | 2 = ProfileStatus.approved,
) {
  const s = await createSupplier(db, {
    profileStatus: status,
    profile: { ...at, nearby, location: 'Somewhere, UK' },
  });
  await offerServices(db, s.id, serviceIds);
  return s;
}

/**
 * Counts the SQL statements sent to the database while `fn` runs, on both drivers: PGlite's query and the queries of
 * its transactions, or every node-postgres client's query (pool and transaction connections alike).
 */
async function countStatements<T>(db: Db, fn: () => Promise<T>): Promise<{ statements: number; value: T }> {
  let statements = 0;
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const restore: Array<() => void> = [];
  const wrap = (target: Record<string, unknown>) => {
    const original = target.query as (...args: unknown[]) => unknown;
    target.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
    restore.push(() => (target.query = original));
  };
  if (client instanceof pg.Pool) {
    wrap(pg.Client.prototype as unknown as Record<string, unknown>);
  } else {
    wrap(client);
    const transaction = client.transaction as (cb: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
    client.transaction = function (this: unknown, cb: (tx: Record<string, unknown>) => Promise<unknown>) {
      return transaction.call(this, async (tx: unknown) => {
        const t = tx as Record<string, unknown>;
        const original = t.query as (...args: unknown[]) => unknown;
        t.query = (...args: unknown[]) => {
          statements += 1;
          return original.apply(t, args);
        };
        return cb(t);
      });
    };
    restore.push(() => (client.transaction = transaction));
  }
  try {
    const value = await fn();
    return { statements, value };
  } finally {
    restore.forEach((r) => r());
  }
}

const body = (serviceId: number, over: Record<string, unknown> = {}) => ({
  service_id: serviceId,
  location: 'London, UK',
  ...LONDON,
  date_from: daysFromToday(30),
  date_until: daysFromToday(31),
  date_offers_until: daysFromToday(20),
  message: 'A summer party for 80 guests.',
  ...over,
});

describe('requests for quotes: creation and matching', () => {
  const t = useTestApp();
  const create = async (auth: { authorization: string }, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: auth,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return createRequestResponse.parse(res.json()).data;
  };
  const notified = async (requestId: number) =>
    (
      await t.db
        .select()
        .from(serviceRequestNotifies)
        .where(eq(serviceRequestNotifies.serviceRequestId, requestId))
    )
      .map((n) => n.userId)
      .sort((a, b) => a - b);

  it('notifies approved suppliers of the service who reach the place: in radius, at the edge, nationwide; not out of radius, unapproved, rejected or of another service', async () => {
    const service = await createService(t.db);
    const other = await createService(t.db);
    const inRadius = await supplierAt(t.db, [service.id], { latitude: 51.52, longitude: -0.1 }, 10);
    // 25 miles due north of London, radius 25: exactly on the edge.
    const edgeLat = LONDON.latitude + (25 / 3958.8) * (180 / Math.PI);
    expect(distanceMiles(LONDON, { latitude: edgeLat, longitude: LONDON.longitude })).toBeCloseTo(25, 6);
    const atEdge = await supplierAt(
      t.db,
      [service.id],
      { latitude: edgeLat, longitude: LONDON.longitude },
      25,
    );
    const nationwide = await supplierAt(t.db, [service.id], MANCHESTER, 999);
    await supplierAt(t.db, [service.id], MANCHESTER, 100); // ~163 miles away
    await supplierAt(t.db, [service.id], LONDON, 50, ProfileStatus.underReview);
    await supplierAt(t.db, [service.id], LONDON, 50, ProfileStatus.rejected);
    await supplierAt(t.db, [other.id], LONDON, 50);
    const organiser = await createOrganiser(t.db);

    const counter = await t.app.inject({
      url: `/api/counters/suppliers?service_id=${service.id}&latitude=${LONDON.latitude}&longitude=${LONDON.longitude}`,
    });
    const data = await create(organiser.auth, body(service.id));
    const [request] = data.service_requests;
    expect(data.is_held).toBe(false);
    expect(await notified(request!.id)).toEqual(
      [inRadius.id, atEdge.id, nationwide.id].sort((a, b) => a - b),
    );
    expect(request!.suppliers_count).toBe(3);
    // The counter the form shows live uses the same rule.
    expect(counter.json()).toEqual({ count: 3 });

    // The fan-out job e-mails each of them a deep link to the request.
    await t.app.jobs.runQueued();
    const mail = await lastEmailTo(t.db, inRadius.email);
    expect(mail.template).toBe('rfq_notify');
    const link = linkParams(mail.links[0]!);
    expect(link.to).toBe('rfq_notify');
    expect(new URL(mail.links[0]!).searchParams.get('id')).toBe(String(request!.id));
    // A second run mails nobody twice.
    const before = (await t.db.select().from(outgoingEmails)).length;
    await t.app.jobs.runQueued();
    expect((await t.db.select().from(outgoingEmails)).length).toBe(before);
  });

  it('answers in the same number of SQL statements for 2 or 40 matched suppliers (one INSERT … SELECT)', async () => {
    const organiser = await createOrganiser(t.db);
    const measure = async (suppliers: number) => {
      const service = await createService(t.db);
      for (let i = 0; i < suppliers; i++) await supplierAt(t.db, [service.id], LONDON, 25);
      // Warm-up (the job queue's first use creates pg-boss's schema).
      await create(organiser.auth, body(service.id));
      const { statements, value } = await countStatements(t.db, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/organiser/service-requests',
          headers: organiser.auth,
          payload: body(service.id),
        }),
      );
      expect(value.statusCode).toBe(201);
      expect(createRequestResponse.parse(value.json()).data.service_requests[0]!.suppliers_count).toBe(
        suppliers,
      );
      return statements;
    };
    const few = await measure(2);
    const many = await measure(40);
    expect(few).toBeGreaterThan(3);
    expect(many).toBe(few);
  });

  it('creates one request per service of a brief, grouped, each matched on its own, with its note', async () => {
    const venue = await createService(t.db);
    const catering = await createService(t.db);
    const dj = await createService(t.db);
    await supplierAt(t.db, [venue.id, catering.id], LONDON, 25);
    await supplierAt(t.db, [catering.id], LONDON, 25);
    const organiser = await createOrganiser(t.db);
    const { service_id: _, ...rest } = body(venue.id);
    const data = await create(organiser.auth, {
      ...rest,
      services: [
        { service_id: venue.id, note: 'Garden preferred' },
        { service_id: catering.id },
        { service_id: dj.id },
      ],
    });
    expect(data.service_requests.map((r) => [r.service_id, r.suppliers_count, r.note])).toEqual([
      [venue.id, 1, 'Garden preferred'],
      [catering.id, 2, null],
      [dj.id, 0, null],
    ]);
    expect(new Set(data.service_requests.map((r) => r.group_id))).toEqual(new Set([data.group_id]));
    const list = await t.app.inject({
      url: `/api/organiser/service-requests?filters[group_id]=${data.group_id}`,
      headers: organiser.auth,
    });
    expect(requestListResponse.parse(list.json()).data.service_requests).toHaveLength(3);

    const six = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: { ...rest, services: Array.from({ length: 6 }, (_, i) => ({ service_id: i + 1 })) },
    });
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.services).toEqual([requestTexts.tooManyServices]);
  });

  it('validates with the spec 5 texts, and refuses past dates and unknown services', async () => {
    const organiser = await createOrganiser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: { location: '', message: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      service_id: [validation.serviceRequired],
      location: [validation.locationRequired],
      message: [validation.descriptionRequired],
      date_from: [validation.dateServiceRequired],
      date_until: [validation.dateServiceRequired],
      date_offers_until: [validation.offersUntilRequired],
    });
    const service = await createService(t.db);
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: body(service.id, { date_from: daysFromToday(-2) }),
    });
    expect(past.json().errors.date_from).toEqual([requestTexts.datePast]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-requests',
      headers: organiser.auth,
      payload: body(999999),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.service_id).toEqual([requestTexts.unknownService]);
  });

  it('holds the request of an unconfirmed organiser and releases it when the e-mail is confirmed', async () => {
    const service = await createService(t.db);
    const supplier = await supplierAt(t.db, [service.id], LONDON, 25);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/organizer/registration',
      payload: registrationPayload({ receive_updates_and_info: true }),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const { access_token, user } = reg.json() as { access_token: string; user: { email: string } };
    const confirmation = await lastEmailTo(t.db, user.email);
    expect(confirmation.text).toContain(requestTexts.heldNotice);
    const data = await create({ authorization: `Bearer ${access_token}` }, body(service.id));
    expect(data.is_held).toBe(true);
    const id = data.service_requests[0]!.id;
    expect(data.service_requests[0]!.suppliers_count).toBe(1);
    expect(data.service_requests[0]!.accepts_quotes).toBe(false);
    expect(await notified(id)).toEqual([]);

    const { email, token } = linkParams(confirmation.links[0]!);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-token',
      payload: { email, token },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await notified(id)).toEqual([supplier.id]);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row!.isHeld).toBe(0);
    await t.app.jobs.runQueued();
    expect((await lastEmailTo(t.db, supplier.email)).template).toBe('rfq_notify');
  });

  it('releases the held requests when the organiser resets the password through the e-mailed link', async () => {
    const service = await createService(t.db);
    const supplier = await supplierAt(t.db, [service.id], LONDON, 25);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/organizer/registration',
      payload: registrationPayload(),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const { access_token, user } = reg.json() as { access_token: string; user: { email: string } };
    const data = await create({ authorization: `Bearer ${access_token}` }, body(service.id));
    expect(data.is_held).toBe(true);
    const id = data.service_requests[0]!.id;
    expect(await notified(id)).toEqual([]);

    // A password change of a signed-in organiser proves nothing about the mailbox: still held.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${access_token}` },
      payload: {
        password_old: registrationPayload().password,
        password: 'another-pass',
        confirmPassword: 'another-pass',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await notified(id)).toEqual([]);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const { email, token } = linkParams((await lastEmailTo(t.db, user.email)).links[0]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { email, token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.email_verified).toBe(true);
    expect(await notified(id)).toEqual([supplier.id]);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row!.isHeld).toBe(0);
    await t.app.jobs.runQueued();
    expect((await lastEmailTo(t.db, supplier.email)).template).toBe('rfq_notify');

    // A second reset finds nothing held: no supplier is notified twice.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: user.email } });
    const again = linkParams((await lastEmailTo(t.db, user.email)).links[0]!);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: {
        email: again.email,
        token: again.token,
        password: 'third-pass-1',
        confirmPassword: 'third-pass-1',
      },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await notified(id)).toEqual([supplier.id]);
  });
});

describe('requests for quotes: lifecycle', () => {
  const t = useTestApp();
  const call = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    auth: { authorization: string },
    payload?: object,
  ) => t.app.inject({ method, url: `/api/organiser/${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const statusOf = async (id: number, auth: { authorization: string }) =>
    requestResponse.parse((await call('GET', `service-requests/${id}`, auth)).json()).data;

  it('accepts, changes decision (final), accepts another, closes and reviews once; refuses the rest', async () => {
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id);
    const first = await createQuote(t.db, request.id);
    const second = await createQuote(t.db, request.id);
    const a = organiser.auth;

    // Review before finishing.
    const early = await call('POST', 'service-request-reviews', a, {
      service_request_id: request.id,
      rate: 5,
      message: 'x',
    });
    expect([early.statusCode, early.json().message]).toEqual([409, requestTexts.reviewNotAllowed]);
    // Change decision on an active request.
    const noAccept = await call('PATCH', `service-requests/${request.id}/change-decision`, a, {
      service_request_quote_id: first.id,
    });
    expect([noAccept.statusCode, noAccept.json().message]).toEqual([409, requestTexts.notAccepted]);

    const accepted = await call('PATCH', `service-requests/${request.id}/accept`, a, {
      service_request_quote_id: first.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(requestResponse.parse(accepted.json()).data).toMatchObject({
      status: 20,
      service_request_accept: { service_request_quote_id: first.id },
      policies: { change_decision: true, accept: false, update: false, close: true },
    });
    // Extend on an accepted request; accept again.
    const extend = await call('PATCH', `service-requests/${request.id}`, a, {
      date_offers_until: daysFromToday(25),
    });
    expect([extend.statusCode, extend.json().message]).toEqual([409, requestTexts.notActive]);
    const again = await call('PATCH', `service-requests/${request.id}/accept`, a, {
      service_request_quote_id: second.id,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, requestTexts.notActive]);
    // Change decision naming a quote that is not the selected one.
    const wrong = await call('PATCH', `service-requests/${request.id}/change-decision`, a, {
      service_request_quote_id: second.id,
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, requestTexts.quoteNotSelected]);

    const changed = await call('PATCH', `service-requests/${request.id}/change-decision`, a, {
      service_request_quote_id: first.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(requestResponse.parse(changed.json()).data).toMatchObject({
      status: 10,
      service_request_accept: null,
    });
    // Severed: that supplier cannot be selected again.
    const back = await call('PATCH', `service-requests/${request.id}/accept`, a, {
      service_request_quote_id: first.id,
    });
    expect([back.statusCode, back.json().message]).toEqual([409, requestTexts.quoteRejected]);

    // A quote of another request.
    const elsewhere = await createQuote(t.db, (await createRequest(t.db, organiser.id)).id);
    const foreign = await call('PATCH', `service-requests/${request.id}/accept`, a, {
      service_request_quote_id: elsewhere.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.service_request_quote_id).toEqual([requestTexts.quoteNotOfRequest]);

    expect(
      (
        await call('PATCH', `service-requests/${request.id}/accept`, a, {
          service_request_quote_id: second.id,
        })
      ).statusCode,
    ).toBe(200);
    const closed = await call('PATCH', `service-requests/${request.id}/close`, a, { reason: 1 });
    expect(requestResponse.parse(closed.json()).data).toMatchObject({
      status: 30,
      service_request_close_reason: { reason: 1, service_request_quote_id: second.id },
      policies: { review: true, close: false },
    });
    // Accept, close or extend a finished request.
    for (const [url, payload] of [
      [`service-requests/${request.id}/accept`, { service_request_quote_id: second.id }],
      [`service-requests/${request.id}/close`, { reason: 2 }],
      [`service-requests/${request.id}`, { date_offers_until: daysFromToday(25) }],
    ] as const) {
      const res = await call('PATCH', url, a, payload);
      expect([res.statusCode, res.json().message]).toEqual([409, requestTexts.alreadyFinished]);
    }

    const review = await call('POST', 'service-request-reviews', a, {
      service_request_id: request.id,
      rate: 4,
      message: 'Good',
    });
    expect(review.statusCode, review.body).toBe(201);
    const second_review = await call('POST', 'service-request-reviews', a, {
      service_request_id: request.id,
      rate: 5,
      message: 'x',
    });
    expect([second_review.statusCode, second_review.json().message]).toEqual([
      409,
      requestTexts.alreadyReviewed,
    ]);
    const modified = await call('PATCH', `service-request-reviews/${review.json().data.id}`, a, {
      rate: 5,
      message: 'Superb',
    });
    expect(modified.json().data).toMatchObject({ rate: 5, message: 'Superb' });
    expect((await statusOf(request.id, a)).review).toMatchObject({ rate: 5, message: 'Superb' });
    // The public profile shows it.
    const publicReviews = await t.app.inject({
      url: `/api/service-request-reviews?supplier_id=${second.userId}`,
    });
    expect(publicReviews.json().data[0]).toMatchObject({ rate: 5, message: 'Superb' });

    const invalid = await call('POST', 'service-request-reviews', a, { service_request_id: request.id });
    expect(invalid.json().errors).toMatchObject({ rate: [requestTexts.rateRequired] });
  });

  it("closing without a selected supplier is 'Not selected' and cannot be reviewed", async () => {
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id);
    const closed = await call('PATCH', `service-requests/${request.id}/close`, organiser.auth, {});
    expect(requestResponse.parse(closed.json()).data).toMatchObject({
      status: 30,
      service_request_accept: null,
      service_request_close_reason: { reason: 2, service_request_quote_id: null },
      policies: { review: false },
    });
    const review = await call('POST', 'service-request-reviews', organiser.auth, {
      service_request_id: request.id,
      rate: 4,
      message: 'Good',
    });
    expect(review.statusCode).toBe(409);
    const quoteWithOther = await call('PATCH', `service-requests/${request.id}/close`, organiser.auth, {
      reason: 3,
      service_request_quote_id: 1,
    });
    expect(quoteWithOther.statusCode).toBe(422);
  });

  it('extends the deadline, never into the past nor after the event', async () => {
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id);
    const past = await call('PATCH', `service-requests/${request.id}`, organiser.auth, {
      date_offers_until: daysFromToday(-1),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.date_offers_until).toEqual([requestTexts.deadlineInPast]);
    const after = await call('PATCH', `service-requests/${request.id}`, organiser.auth, {
      date_offers_until: daysFromToday(40),
    });
    expect(after.json().errors.date_offers_until).toEqual([requestTexts.deadlineAfterEvent]);
    const ok = await call('PATCH', `service-requests/${request.id}`, organiser.auth, {
      date_offers_until: daysFromToday(25),
    });
    expect(requestResponse.parse(ok.json()).data.date_offers_until).toBe(daysFromToday(25));
  });

  it('lists by status with counters; quotes with flags: shortlist, archive clears it, archived not shortlisted, viewed', async () => {
    const organiser = await createOrganiser(t.db);
    const active = await createRequest(t.db, organiser.id);
    await createRequest(t.db, organiser.id, { status: 20 });
    await createRequest(t.db, organiser.id, { status: 30 });
    const supplier = await createSupplier(t.db, {
      profile: { latitude: 51.6, longitude: -0.1278, nearby: 25, photoPath: '/images/x.png' },
    });
    const quote = await createQuote(t.db, active.id, supplier.id, { price: '1250.50' });
    await createQuote(t.db, active.id, undefined, { isViewed: true });

    const counters = organiserCountersResponse.parse(
      (await call('GET', 'service-requests/counters', organiser.auth)).json(),
    );
    expect(counters).toEqual({
      active_count: 1,
      accepted_count: 1,
      finished_count: 1,
      active_new_count: 1,
      accepted_new_count: 0,
      finished_new_count: 0,
    });
    const list = requestListResponse.parse(
      (await call('GET', 'service-requests?filters[status]=10', organiser.auth)).json(),
    );
    expect(list.data.service_requests.map((r) => r.id)).toEqual([active.id]);
    expect(list.data.service_requests[0]!.service_request_quotes_count).toEqual({ total: 2, not_viewed: 1 });
    expect((await call('GET', `service-requests/${active.id}/status`, organiser.auth)).json()).toEqual({
      result: true,
      status: 10,
    });

    const quotes = quoteListResponse.parse(
      (await call('GET', `service-request-quotes?service_request_id=${active.id}`, organiser.auth)).json(),
    ).data.quotes;
    const mine = quotes.find((q) => q.id === quote.id)!;
    expect(mine).toMatchObject({
      price: 1250.5,
      is_viewed: false,
      distance_miles: Math.round(distanceMiles(LONDON, { latitude: 51.6, longitude: -0.1278 }) * 10) / 10,
    });
    expect(mine.user.profile.photo_url).toBe('/images/x.png');

    const patch = (payload: object) =>
      call('PATCH', `service-request-quotes/${quote.id}`, organiser.auth, payload);
    expect((await patch({ is_shortlisted: 1 })).json().data).toMatchObject({ is_shortlisted: true });
    expect((await patch({ is_archived: true })).json().data).toMatchObject({
      is_shortlisted: false,
      is_archived: true,
    });
    const refused = await patch({ is_shortlisted: 1 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, requestTexts.shortlistArchived]);
    expect((await patch({ is_viewed: 1 })).json().data).toMatchObject({ is_viewed: true });
    const archived = quoteListResponse.parse(
      (
        await call(
          'GET',
          `service-request-quotes?service_request_id=${active.id}&filter=archived`,
          organiser.auth,
        )
      ).json(),
    );
    expect(archived.data.quotes.map((q) => q.id)).toEqual([quote.id]);

    const called = await call('POST', `service-request-quotes/${quote.id}/request-call`, organiser.auth);
    expect(called.json().data.call_requested_at).not.toBeNull();
  });

  it('keeps every request, quote and review to its organiser (404 to another)', async () => {
    const owner = await createOrganiser(t.db);
    const other = await createOrganiser(t.db);
    const request = await createRequest(t.db, owner.id);
    const quote = await createQuote(t.db, request.id);
    expect((await call('GET', `service-requests/${request.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', `service-request-quotes/${quote.id}`, other.auth)).statusCode).toBe(404);
    expect(
      (await call('GET', `service-request-quotes?service_request_id=${request.id}`, other.auth)).statusCode,
    ).toBe(404);
    const list = requestListResponse.parse((await call('GET', 'service-requests', other.auth)).json());
    expect(list.data.service_requests).toEqual([]);
  });

  it("lists one supplier's quotes over the caller's requests only (?supplier_id=, the chat's picker)", async () => {
    const owner = await createOrganiser(t.db);
    const other = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    const first = await createRequest(t.db, owner.id);
    const second = await createRequest(t.db, owner.id, { status: 20 });
    const elsewhere = await createRequest(t.db, other.id);
    const a = await createQuote(t.db, first.id, supplier.id);
    const b = await createQuote(t.db, second.id, supplier.id);
    await createQuote(t.db, first.id);
    await createQuote(t.db, elsewhere.id, supplier.id);
    const ids = async (query: string, auth = owner.auth) =>
      quoteListResponse
        .parse((await call('GET', `service-request-quotes?${query}`, auth)).json())
        .data.quotes.map((q) => q.id)
        .sort((x, y) => x - y);
    expect(await ids(`supplier_id=${supplier.id}`)).toEqual([a.id, b.id]);
    expect(await ids(`supplier_id=${supplier.id}&service_request_id=${first.id}`)).toEqual([a.id]);
    const theirs = quoteListResponse.parse(
      (await call('GET', `service-request-quotes?supplier_id=${supplier.id}`, other.auth)).json(),
    ).data.quotes;
    expect(theirs.map((q) => q.service_request_id)).toEqual([elsewhere.id]);
    expect((await call('GET', 'service-request-quotes', owner.auth)).statusCode).toBe(422);
  });
});

describe('requests for quotes: notifications', () => {
  const t = useTestApp();

  it('e-mails the organiser of new quotes at most once an hour per request (onQuoteCreated)', async () => {
    const organiser = await createOrganiser(t.db);
    const service = await createService(t.db);
    const request = await createRequest(t.db, organiser.id, { serviceId: service.id });
    const count = async () =>
      (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, organiser.email))).length;
    await onQuoteCreated(t.app, (await createQuote(t.db, request.id)).id);
    await t.app.jobs.runQueued();
    const mail = await lastEmailTo(t.db, organiser.email);
    expect(mail.template).toBe('rfq_quotes');
    expect(linkParams(mail.links[0]!).to).toBe('rfq');
    await onQuoteCreated(t.app, (await createQuote(t.db, request.id)).id);
    await onQuoteCreated(t.app, (await createQuote(t.db, request.id)).id);
    await t.app.jobs.runQueued();
    expect(await count()).toBe(1);
  });

  it('reminds suppliers who have not answered 24 hours before offers close (consent and unsubscribe), then closes offers and tells the organiser', async () => {
    const organiser = await createOrganiser(t.db);
    const service = await createService(t.db);
    const today = daysFromToday(0);
    const request = await createRequest(t.db, organiser.id, {
      serviceId: service.id,
      dateOffersUntil: today,
    });
    const consenting = await supplierAt(t.db, [service.id], LONDON, 25);
    const silent = await supplierAt(t.db, [service.id], LONDON, 25);
    const answered = await supplierAt(t.db, [service.id], LONDON, 25);
    await t.db.update(users).set({ receiveUpdatesAndInfo: true }).where(eq(users.id, consenting.id));
    await t.db.update(users).set({ receiveUpdatesAndInfo: true }).where(eq(users.id, answered.id));
    for (const s of [consenting, silent, answered]) {
      await t.db.insert(serviceRequestNotifies).values({ serviceRequestId: request.id, userId: s.id });
    }
    await createQuote(t.db, request.id, answered.id);

    const noon = new Date(`${today}T12:00:00Z`);
    expect(await runOffersDeadlines(t.app, noon)).toEqual({ reminded: 1, closed: 0 });
    const reminder = await lastEmailTo(t.db, consenting.email);
    expect(reminder.template).toBe('rfq_notify_reminder');
    // The link opens the web page, which calls the API with the same query.
    const unsubscribe = new URL(reminder.links.find((l) => l.includes('unsubscribe'))!);
    expect(unsubscribe.pathname).toBe('/email-preferences/unsubscribe');
    const link = Object.fromEntries(unsubscribe.searchParams);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/email-preferences/unsubscribe', payload });
    // Following the link (a mail scanner's GET) changes nothing: only the page's button POSTs.
    const followed = await t.app.inject({ url: `/api${unsubscribe.pathname}${unsubscribe.search}` });
    expect(followed.statusCode).toBe(404);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, consenting.id));
    expect(untouched!.receiveUpdatesAndInfo).toBe(true);
    const refused = await post({ ...link, signature: `${link.signature!.slice(0, -2)}xx` });
    expect(refused.statusCode).toBe(404);
    const res = await post(link);
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, consenting.id));
    expect(after!.receiveUpdatesAndInfo).toBe(false);
    // Once only.
    expect(await runOffersDeadlines(t.app, noon)).toEqual({ reminded: 0, closed: 0 });

    const tomorrow = new Date(noon.getTime() + 86_400_000);
    expect(await runOffersDeadlines(t.app, tomorrow)).toEqual({ reminded: 0, closed: 1 });
    const told = await lastEmailTo(t.db, organiser.email);
    expect(told.template).toBe('rfq_offers_closed');
    expect(told.text).toContain('1 quote arrived');
    const [row] = await t.db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, request.id)));
    expect(row!.offersClosedAt).not.toBeNull();
  });
});
