import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createQuoteResponse,
  notifyListResponse,
  offerTexts,
  quotaExhaustedResponse,
  quotaResponse,
} from '@marquee/contracts/offers';
import { validation } from '@marquee/contracts/messages';
import { outgoingEmails } from '../../db/schema/mail';
import { serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';
import { settings } from '../../db/schema/settings';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createQuote,
  createReview,
  createSupplier,
  daysFromToday,
  lastEmailTo,
  type FactoryUser,
} from '../../../test/factories';
import { giveBackLapsedLeads } from './offers.jobs';
import { NOTIFIES, QUOTES, reached } from './offers.test-helpers';

describe('proposals and the free quota', () => {
  const t = useTestApp();

  const propose = (user: FactoryUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: QUOTES, headers: user.auth, payload: body });
  const check = (user: FactoryUser, body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${QUOTES}/check`, headers: user.auth, payload: body });

  it('answers a request that reached the supplier, once, and tells the organiser', async () => {
    const supplier = await createSupplier(t.db);
    const { request, organiser } = await reached(t.db, supplier, {}, { isIgnore: true });
    const empty = await propose(supplier, { service_request_id: request.id, message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual([validation.responseRequired]);
    const res = await propose(supplier, {
      service_request_id: request.id,
      message: 'We can do it',
      price: '1,250.50',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = createQuoteResponse.parse(res.json());
    expect(body.data).toMatchObject({
      tab: 'live-quotes',
      sub_tab: 'offers-sent',
      is_ignore: false,
      is_new: false,
      service_request_quote: { message: 'We can do it', price: 1250.5, stage: 'sent', viewed_at: null },
    });
    expect(body.quota).toMatchObject({ unlimited: false, allowance: 3, used: 1, remaining: 2, responded: 1 });
    const twice = await propose(supplier, { service_request_id: request.id, message: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(offerTexts.alreadyAnswered);
    await t.app.jobs.runQueued();
    expect((await lastEmailTo(t.db, organiser.email)).template).toBe('rfq_quotes');
  });

  it('refuses requests that did not reach the supplier (404), closed ones and past deadlines (403)', async () => {
    const supplier = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const { request } = await reached(t.db, other);
    expect((await propose(supplier, { service_request_id: request.id, message: 'Hi' })).statusCode).toBe(404);
    expect((await check(supplier, { service_request_id: request.id })).statusCode).toBe(404);
    const finished = await reached(t.db, supplier, { status: 30 });
    const closed = await propose(supplier, { service_request_id: finished.request.id, message: 'Hi' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(offerTexts.notActive);
    const late = await reached(t.db, supplier, { dateOffersUntil: daysFromToday(-1) });
    const tooLate = await propose(supplier, { service_request_id: late.request.id, message: 'Hi' });
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json().message).toBe(offerTexts.offersClosed);
    expect(await t.db.select({ n: count() }).from(serviceRequestQuotes)).toEqual([{ n: 0 }]);
  });

  it('lets a free supplier answer 3 requests, then answers 402 with received and responded', async () => {
    const supplier = await createSupplier(t.db);
    const requests = [];
    for (let i = 0; i < 5; i += 1) requests.push((await reached(t.db, supplier)).request);
    for (const request of requests.slice(0, 3)) {
      expect((await check(supplier)).statusCode).toBe(200);
      expect((await propose(supplier, { service_request_id: request.id, message: 'Yes' })).statusCode).toBe(
        201,
      );
    }
    const fourth = await propose(supplier, { service_request_id: requests[3]!.id, message: 'Yes' });
    expect(fourth.statusCode).toBe(402);
    const body = quotaExhaustedResponse.parse(fourth.json());
    expect(body).toMatchObject({ code: 'quota_exhausted', received: 5, responded: 3 });
    expect(body.quota).toMatchObject({ remaining: 0, can_respond: false });
    const checked = await check(supplier);
    expect(checked.statusCode).toBe(402);
    expect(checked.json()).toMatchObject({ received: 5, responded: 3 });
    const list = notifyListResponse.parse(
      (await t.app.inject({ method: 'GET', url: NOTIFIES, headers: supplier.auth })).json(),
    );
    expect(list.data.every((d) => d.policies.respond === false)).toBe(true);
    expect(list.quota.can_respond).toBe(false);
  });

  it("follows the admin's free_rfq_number", async () => {
    await t.db.update(settings).set({ freeRfqNumber: 1 });
    const supplier = await createSupplier(t.db);
    const a = await reached(t.db, supplier);
    const b = await reached(t.db, supplier);
    expect((await propose(supplier, { service_request_id: a.request.id, message: 'Yes' })).statusCode).toBe(
      201,
    );
    expect((await propose(supplier, { service_request_id: b.request.id, message: 'Yes' })).statusCode).toBe(
      402,
    );
    await t.db.update(settings).set({ freeRfqNumber: 0 });
    expect((await check(await createSupplier(t.db))).statusCode).toBe(402);
  });

  it.each([
    ['a subscriber plan (type 2)', { pricingPlanId: 3 }, true],
    ['no_limits', { noLimits: 1 }, true],
    ['a premium plan (type 1): still limited', { pricingPlanId: 2 }, false],
  ])('answers without limit on %s', async (_label, profile, unlimited) => {
    const supplier = await createSupplier(t.db, { profile });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const { request } = await reached(t.db, supplier);
      statuses.push((await propose(supplier, { service_request_id: request.id, message: 'Yes' })).statusCode);
    }
    expect(statuses).toEqual(unlimited ? [201, 201, 201, 201, 201] : [201, 201, 201, 402, 402]);
    const quota = quotaResponse.safeParse((await check(supplier)).json());
    expect(quota.success).toBe(unlimited);
    if (quota.success) expect(quota.data.quota).toMatchObject({ unlimited: true, remaining: null });
  });

  it('creates exactly one quote from 20 concurrent proposals of a free supplier with one answer left', async () => {
    const supplier = await createSupplier(t.db);
    for (let i = 0; i < 2; i += 1) {
      const { request } = await reached(t.db, supplier);
      expect((await propose(supplier, { service_request_id: request.id, message: 'Yes' })).statusCode).toBe(
        201,
      );
    }
    const requests = [];
    for (let i = 0; i < 20; i += 1) requests.push((await reached(t.db, supplier)).request);
    const answers = await Promise.all(
      requests.map((r) => propose(supplier, { service_request_id: r.id, message: 'All at once' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    const [quotes] = await t.db
      .select({ n: count() })
      .from(serviceRequestQuotes)
      .where(eq(serviceRequestQuotes.userId, supplier.id));
    expect(quotes?.n).toBe(3);
  });
});

describe("the lead's pipeline and the fair lead", () => {
  const t = useTestApp();

  const offerOf = async (supplier: FactoryUser, requestId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${NOTIFIES}?id=${requestId}`,
      headers: supplier.auth,
    });
    return notifyListResponse.parse(res.json()).data[0]!;
  };

  it('shows sent → viewed (with when) → shortlisted → won, and lost as closed', async () => {
    const supplier = await createSupplier(t.db);
    const { request, organiser } = await reached(t.db, supplier);
    const quote = await createQuote(t.db, request.id, supplier.id);
    expect((await offerOf(supplier, request.id)).service_request_quote?.stage).toBe('sent');
    const view = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-request-quotes/${quote.id}`,
      headers: organiser.auth,
      payload: { is_viewed: 1 },
    });
    expect(view.statusCode, view.body).toBe(200);
    const viewed = (await offerOf(supplier, request.id)).service_request_quote;
    expect(viewed?.stage).toBe('viewed');
    expect(Date.now() - Date.parse(viewed?.viewed_at ?? '')).toBeLessThan(60_000);
    await t.db
      .update(serviceRequestQuotes)
      .set({ isShortlisted: 1 })
      .where(eq(serviceRequestQuotes.id, quote.id));
    expect((await offerOf(supplier, request.id)).service_request_quote?.stage).toBe('shortlisted');
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-requests/${request.id}/accept`,
      headers: organiser.auth,
      payload: { service_request_quote_id: quote.id },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(await offerOf(supplier, request.id)).toMatchObject({
      tab: 'accepted',
      service_request_quote: { stage: 'won' },
    });

    const lost = await reached(t.db, supplier);
    await createQuote(t.db, lost.request.id, supplier.id);
    const close = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-requests/${lost.request.id}/close`,
      headers: lost.organiser.auth,
      payload: { reason: 3 },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await offerOf(supplier, lost.request.id)).toMatchObject({
      tab: 'expired',
      sub_tab: 'expired',
      service_request_quote: { stage: 'lost', lost_as: 'closed' },
    });
  });

  it('gives a free answer the organiser never opened back when the request closes, and e-mails once', async () => {
    const supplier = await createSupplier(t.db);
    const answered = [];
    for (let i = 0; i < 3; i += 1) {
      const { request } = await reached(t.db, supplier);
      const res = await t.app.inject({
        method: 'POST',
        url: QUOTES,
        headers: supplier.auth,
        payload: { service_request_id: request.id, message: 'Yes' },
      });
      expect(res.statusCode).toBe(201);
      answered.push(request);
    }
    const next = await reached(t.db, supplier);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${QUOTES}/check`,
      headers: supplier.auth,
      payload: {},
    });
    expect(refused.statusCode).toBe(402);
    // Request 0 closes unopened: given back. Request 1 was opened before it closed: not given back.
    // Request 2's offers deadline passes unopened: given back.
    const closedAt = new Date();
    await t.db
      .update(serviceRequests)
      .set({ status: 30, closedAt })
      .where(eq(serviceRequests.id, answered[0]!.id));
    await t.db
      .update(serviceRequestQuotes)
      .set({ isViewed: 1, viewedAt: new Date(closedAt.getTime() - 60_000) })
      .where(eq(serviceRequestQuotes.serviceRequestId, answered[1]!.id));
    await t.db
      .update(serviceRequests)
      .set({ status: 30, closedAt })
      .where(eq(serviceRequests.id, answered[1]!.id));
    await t.db
      .update(serviceRequests)
      .set({ dateOffersUntil: daysFromToday(-1) })
      .where(eq(serviceRequests.id, answered[2]!.id));

    const now = new Date(Date.now() + 1000);
    const checked = await t.app.inject({
      method: 'POST',
      url: `${QUOTES}/check`,
      headers: supplier.auth,
      payload: {},
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(quotaResponse.parse(checked.json()).quota).toMatchObject({ used: 1, given_back: 2, remaining: 2 });

    expect(await giveBackLapsedLeads(t.app, now)).toEqual({ given_back: 2, mailed: 1 });
    const mail = await lastEmailTo(t.db, supplier.email);
    expect(mail.template).toBe('offers_fair_lead');
    expect(await giveBackLapsedLeads(t.app, now)).toEqual({ given_back: 0, mailed: 0 });
    const mails = await t.db
      .select({ n: count() })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.to, supplier.email));
    expect(mails[0]?.n).toBe(1);
    // Opened after it was given back: it stays given back.
    await t.db
      .update(serviceRequestQuotes)
      .set({ isViewed: 1, viewedAt: new Date() })
      .where(eq(serviceRequestQuotes.serviceRequestId, answered[0]!.id));
    const offer = await offerOf(supplier, answered[0]!.id);
    expect(offer.service_request_quote?.refunded_at).not.toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: QUOTES,
      headers: supplier.auth,
      payload: { service_request_id: next.request.id, message: 'Back in' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('takes nothing from suppliers who answer without limit', async () => {
    const supplier = await createSupplier(t.db, { profile: { noLimits: 1 } });
    const { request } = await reached(t.db, supplier, { status: 30 });
    await createQuote(t.db, request.id, supplier.id);
    expect(await giveBackLapsedLeads(t.app, new Date(Date.now() + 1000))).toEqual({
      given_back: 0,
      mailed: 0,
    });
  });
});

describe('supplier reviews', () => {
  const t = useTestApp();

  it("lists the supplier's own reviews, not anyone else's", async () => {
    const supplier = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    await createReview(t.db, organiser.id, supplier.id, { rate: 4, message: 'Lovely canapés' });
    await createReview(t.db, organiser.id, (await createSupplier(t.db)).id, { message: 'Someone else' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/supplier/service-request-reviews',
      headers: supplier.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { message: string }) => r.message)).toEqual(['Lovely canapés']);
  });
});
