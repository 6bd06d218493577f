import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createQuoteResponse,
  notifyListResponse,
  notifyResponse,
  offerTexts,
  quotaExhaustedResponse,
  quotaResponse,
  supplierCounters,
  type OfferFilter,
} from '@marquee/contracts/offers';
import { validation } from '@marquee/contracts/messages';
import type { Db } from '../../db/client';
import { chatUsers, chats, messages } from '../../db/schema/chats';
import { outgoingEmails } from '../../db/schema/mail';
import { serviceRequestNotifies, serviceRequestQuotes, serviceRequests } from '../../db/schema/requests';
import { settings } from '../../db/schema/settings';
import { useTestApp } from '../../../test/harness';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createReview,
  createSupplier,
  daysFromToday,
  lastEmailTo,
  type FactoryUser,
  type RequestOptions,
} from '../../../test/factories';
import { giveBackLapsedLeads } from './offers.jobs';

const NOTIFIES = '/api/supplier/service-request-notifies';
const QUOTES = '/api/supplier/service-request-quotes';

/** A request of a new organiser that reached the supplier (what matching does). */
async function reached(db: Db, supplier: FactoryUser, opts: RequestOptions = {}, notify = {}) {
  const organiser = await createOrganiser(db);
  const request = await createRequest(db, organiser.id, opts);
  const row = await createNotify(db, request.id, supplier.id, notify);
  return { organiser, request, notify: row };
}

/** A chat about the quote with one message: the supplier's Discussing sub-tab. */
async function chatAbout(db: Db, quoteId: number, organiserId: number, supplierId: number) {
  const [chat] = await db
    .insert(chats)
    .values({ serviceRequestQuoteId: quoteId, organiserId, supplierId })
    .returning();
  const [member] = await db.insert(chatUsers).values({ chatId: chat!.id, userId: organiserId }).returning();
  await db.insert(chatUsers).values({ chatId: chat!.id, userId: supplierId });
  const [message] = await db
    .insert(messages)
    .values({ chatId: chat!.id, chatUserId: member!.id, text: 'Hi' })
    .returning();
  await db.update(chats).set({ lastMessageId: message!.id }).where(eq(chats.id, chat!.id));
}

describe('supplier offers: tabs, filters and counters', () => {
  const t = useTestApp();

  const list = async (supplier: FactoryUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${NOTIFIES}${query}`, headers: supplier.auth });
    expect(res.statusCode, res.body).toBe(200);
    return notifyListResponse.parse(res.json());
  };

  it('puts each request in the tab of spec 4, lists every offer filter and counts them', async () => {
    const supplier = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const fresh = await reached(t.db, supplier);
    const lapsed = await reached(t.db, supplier, { dateOffersUntil: daysFromToday(-1) });
    const declined = await reached(t.db, supplier, {}, { isIgnore: true });
    const quoted = await reached(t.db, supplier);
    await createQuote(t.db, quoted.request.id, supplier.id);
    const called = await reached(t.db, supplier, {}, { callRequestedAt: new Date() });
    await createQuote(t.db, called.request.id, supplier.id);
    const chatting = await reached(t.db, supplier);
    const chatQuote = await createQuote(t.db, chatting.request.id, supplier.id);
    await chatAbout(t.db, chatQuote.id, chatting.organiser.id, supplier.id);
    const won = await reached(t.db, supplier, { status: 20 });
    await createQuote(t.db, won.request.id, supplier.id, { isSelected: true });
    const lost = await reached(t.db, supplier, { status: 20 });
    await createQuote(t.db, lost.request.id, supplier.id);
    await createQuote(t.db, lost.request.id, other.id, { isSelected: true, message: 'Pick me, not them' });
    const closed = await reached(t.db, supplier, { status: 30 });
    const rejected = await reached(t.db, supplier);
    await createQuote(t.db, rejected.request.id, supplier.id, { rejected: true });
    // A request that reached only the other supplier is never shown.
    const elsewhere = await createRequest(t.db, fresh.organiser.id);
    await createNotify(t.db, elsewhere.id, other.id);

    const expected: Record<OfferFilter | 'index', number[]> = {
      index: [fresh.request.id],
      quoted: [quoted.request.id],
      requested: [called.request.id],
      discussing: [chatting.request.id],
      accepted: [won.request.id],
      declined: [rejected.request.id, declined.request.id],
      expired: [closed.request.id, lost.request.id, lapsed.request.id],
    };
    for (const [offer, ids] of Object.entries(expected)) {
      const page = await list(supplier, offer === 'index' ? '' : `?offer=${offer}`);
      expect(
        page.data.map((d) => d.service_request_id),
        offer,
      ).toEqual(ids);
      expect(page.meta.total).toBe(ids.length);
      for (const d of page.data) expect(d.offer).toBe(offer === 'index' ? null : offer);
    }
    const tabs = await list(supplier, `?id=${chatting.request.id}`);
    expect(tabs.data[0]).toMatchObject({ tab: 'live-quotes', sub_tab: 'discussing', offer: 'discussing' });
    expect((await list(supplier, `?id=${won.request.id}`)).data[0]).toMatchObject({
      tab: 'accepted',
      sub_tab: null,
    });
    expect((await list(supplier, `?id=${declined.request.id}`)).data[0]).toMatchObject({
      tab: 'expired',
      sub_tab: 'declined',
    });
    expect((await list(supplier, `?id=${elsewhere.id}`)).data).toEqual([]);

    // Search by request id (with the '-ds' suffix) within a tab.
    const search = await list(supplier, `?offer=expired&filters[id]=${lost.request.id}-ds`);
    expect(search.data.map((d) => d.service_request_id)).toEqual([lost.request.id]);
    expect((await list(supplier, `?offer=quoted&filters[id]=${lost.request.id}`)).data).toEqual([]);

    const counters = supplierCounters.parse(
      (await t.app.inject({ method: 'GET', url: `${NOTIFIES}/counters`, headers: supplier.auth })).json(),
    );
    expect(counters).toMatchObject({
      index_count: 1,
      quoted_count: 1,
      requested_count: 1,
      discussing_count: 1,
      accepted_count: 1,
      declined_count: 2,
      expired_count: 3,
    });
    // Every tab was opened above: nothing is new any more.
    expect(Object.entries(counters).filter(([k, v]) => k.endsWith('_new_count') && v !== 0)).toEqual([]);
    // Another supplier's lost quote and the organiser's e-mail are never in the supplier's answers.
    const all = JSON.stringify(await list(supplier, '?offer=expired'));
    expect(all).not.toContain('Pick me, not them');
    expect(all).not.toContain(lost.organiser.email);
    expect((await list(supplier, `?id=${lost.request.id}`)).data[0]?.service_request.quotes_count).toBe(2);
  });

  it('counts a request as new in its tab until the supplier has seen it there', async () => {
    const supplier = await createSupplier(t.db);
    const one = await reached(t.db, supplier);
    await reached(t.db, supplier);
    const counters = await list(supplier, '?offer=quoted&counters=1');
    expect(counters.counters).toMatchObject({ index_count: 2, index_new_count: 2, quoted_count: 0 });
    const first = await list(supplier, '?counters=1');
    expect(first.data.every((d) => d.is_new)).toBe(true);
    expect(first.counters).toMatchObject({ index_count: 2, index_new_count: 0 });
    expect((await list(supplier)).data.some((d) => d.is_new)).toBe(false);
    // The organiser asks for a call after the supplier answered: new again, in Call Requested.
    await createQuote(t.db, one.request.id, supplier.id);
    await t.db
      .update(serviceRequestNotifies)
      .set({ callRequestedAt: new Date() })
      .where(eq(serviceRequestNotifies.id, one.notify.id));
    expect((await list(supplier, '?offer=quoted&counters=1')).counters).toMatchObject({
      requested_count: 1,
      requested_new_count: 1,
    });
  });

  it('shows the time left before offers close for unanswered requests', async () => {
    const supplier = await createSupplier(t.db);
    await reached(t.db, supplier, { dateOffersUntil: daysFromToday(2) });
    const [offer] = (await list(supplier)).data;
    expect(offer?.service_request.hours_left).toBeGreaterThan(24);
    expect(offer?.service_request.hours_left).toBeLessThanOrEqual(72);
    expect(offer?.policies).toMatchObject({ read: true, respond: true, decline: true, mark_called: false });
  });

  it('refuses unknown offer filters and malformed request ids with 422', async () => {
    const supplier = await createSupplier(t.db);
    const bad = await t.app.inject({ method: 'GET', url: `${NOTIFIES}?offer=nope`, headers: supplier.auth });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.offer).toEqual([offerTexts.offerInvalid]);
    const id = await t.app.inject({
      method: 'GET',
      url: `${NOTIFIES}?filters[id]=abc`,
      headers: supplier.auth,
    });
    expect(id.statusCode).toBe(422);
  });
});

describe('decline, undo and mark called', () => {
  const t = useTestApp();

  it("declines ('I'm not interested'), moves it to Declined, and undoes it back to requests", async () => {
    const supplier = await createSupplier(t.db);
    const { notify } = await reached(t.db, supplier);
    const patch = (body: Record<string, unknown>, user = supplier) =>
      t.app.inject({ method: 'PATCH', url: `${NOTIFIES}/${notify.id}`, headers: user.auth, payload: body });
    const declined = await patch({ is_ignore: 1 });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(notifyResponse.parse(declined.json()).data).toMatchObject({
      is_ignore: true,
      tab: 'expired',
      sub_tab: 'declined',
      policies: { undo_decline: true, decline: false },
    });
    const undone = notifyResponse.parse((await patch({ is_ignore: false })).json()).data;
    expect(undone).toMatchObject({ is_ignore: false, tab: 'requests', offer: null });
    // Another supplier cannot touch it: 404 as for an id that does not exist.
    expect((await patch({ is_ignore: true }, await createSupplier(t.db))).statusCode).toBe(404);
    expect((await patch({})).statusCode).toBe(422);
  });

  it('refuses to decline a request the supplier answered', async () => {
    const supplier = await createSupplier(t.db);
    const { notify, request } = await reached(t.db, supplier);
    await createQuote(t.db, request.id, supplier.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${NOTIFIES}/${notify.id}`,
      headers: supplier.auth,
      payload: { is_ignore: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'answeredCannotDecline',
      message: offerTexts.answeredCannotDecline,
    });
  });

  it('marks a requested call as made: call_requested_at cleared, back to Offers sent', async () => {
    const supplier = await createSupplier(t.db);
    const { notify, request } = await reached(t.db, supplier, {}, { callRequestedAt: new Date() });
    await createQuote(t.db, request.id, supplier.id);
    const call = (user = supplier) =>
      t.app.inject({ method: 'POST', url: `${NOTIFIES}/${notify.id}/mark-called`, headers: user.auth });
    expect((await call(await createSupplier(t.db))).statusCode).toBe(404);
    const res = await call();
    expect(res.statusCode, res.body).toBe(200);
    expect(notifyResponse.parse(res.json()).data).toMatchObject({
      call_requested_at: null,
      offer: 'quoted',
      sub_tab: 'offers-sent',
    });
    const [row] = await t.db
      .select()
      .from(serviceRequestNotifies)
      .where(eq(serviceRequestNotifies.id, notify.id));
    expect(row?.callRequestedAt).toBeNull();
    const again = await call();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(offerTexts.noCallRequested);
  });
});

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

  it('shows sent → viewed (with when) → shortlisted → won, and lost with the close reason', async () => {
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
      service_request_quote: { stage: 'lost', lost_reason: 3 },
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
