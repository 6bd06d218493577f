import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  notifyListResponse,
  notifyResponse,
  offerTexts,
  supplierCounters,
  type OfferFilter,
} from '@marquee/contracts/offers';
import type { Db } from '../../db/client';
import { chatUsers, chats, messages } from '../../db/schema/chats';
import { serviceRequestNotifies } from '../../db/schema/requests';
import { useTestApp } from '../../../test/harness';
import {
  createNotify,
  createQuote,
  createRequest,
  createSupplier,
  daysFromToday,
  type FactoryUser,
} from '../../../test/factories';
import { NOTIFIES, reached } from './offers.test-helpers';

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

  it('counts a request as new until the supplier has opened it, not again when it changes tab', async () => {
    const supplier = await createSupplier(t.db);
    const one = await reached(t.db, supplier);
    await reached(t.db, supplier);
    const counters = await list(supplier, '?offer=quoted&counters=1');
    expect(counters.counters).toMatchObject({ index_count: 2, index_new_count: 2, quoted_count: 0 });
    const first = await list(supplier, '?counters=1');
    expect(first.data.every((d) => d.is_new)).toBe(true);
    expect(first.counters).toMatchObject({ index_count: 2, index_new_count: 0 });
    expect((await list(supplier)).data.some((d) => d.is_new)).toBe(false);
    // The organiser asks for a call after the supplier answered: it moves to Call Requested (its card says so with
    // 'Call requested'), but the supplier has opened it: not NEW (issue 21).
    await createQuote(t.db, one.request.id, supplier.id);
    await t.db
      .update(serviceRequestNotifies)
      .set({ callRequestedAt: new Date() })
      .where(eq(serviceRequestNotifies.id, one.notify.id));
    const called = await list(supplier, '?offer=requested&counters=1');
    expect(called.counters).toMatchObject({ requested_count: 1, requested_new_count: 0 });
    expect(called.data[0]).toMatchObject({ is_new: false, call_requested_at: expect.any(String) });
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
