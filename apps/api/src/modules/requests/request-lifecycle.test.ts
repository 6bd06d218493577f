import { describe, expect, it } from 'vitest';
import {
  organiserCountersResponse,
  quoteListResponse,
  requestListResponse,
  requestResponse,
  requestTexts,
} from '@marquee/contracts/requests';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
  daysFromToday,
} from '../../../test/factories';
import { distanceMiles } from '../directory/reach';
import { LONDON } from './requests.test-helpers';

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
