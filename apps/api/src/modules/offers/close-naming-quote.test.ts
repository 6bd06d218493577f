import { describe, expect, it } from 'vitest';
import { chatListResponse } from '@marquee/contracts/chats';
import { notifyListResponse } from '@marquee/contracts/offers';
import { requestResponse } from '@marquee/contracts/requests';
import { useTestApp } from '../../../test/harness';
import { createNotify, createQuote, createSupplier, type FactoryUser } from '../../../test/factories';
import { NOTIFIES, reached } from './offers.test-helpers';

/*
 * Issue 21 leftover (docs/decisions/0072): an organiser closes an open request as 'Fulfilled through Marquee'
 * naming a supplier's quote without having pressed Select Supplier first. Naming the quote is selecting it: the
 * named supplier has won (Accepted, with the organiser's contact) and may be reviewed; the others were not selected.
 * Nobody is told 'Closed' about a request that went to one of them.
 */
describe('closing a request as fulfilled through Marquee, naming a quote', () => {
  const t = useTestApp();

  const offerOf = async (supplier: FactoryUser, requestId: number) => {
    const res = await t.app.inject({ url: `${NOTIFIES}?id=${requestId}`, headers: supplier.auth });
    expect(res.statusCode, res.body).toBe(200);
    return notifyListResponse.parse(res.json()).data[0]!;
  };
  const chatStatus = async (who: FactoryUser, quoteId: number) => {
    const res = await t.app.inject({ url: '/api/chats', headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    const chat = chatListResponse
      .parse(res.json())
      .data.find((c) => c.service_request_quotes[0]?.id === quoteId);
    return chat?.service_request_quotes[0]?.status;
  };

  it('selects the named supplier: won for them, not selected for the others, reviewable', async () => {
    const named = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const { request, organiser } = await reached(t.db, named);
    const theirs = await createQuote(t.db, request.id, named.id);
    await createNotify(t.db, request.id, other.id);
    const others = await createQuote(t.db, request.id, other.id);
    for (const [quote, supplier] of [
      [theirs, named],
      [others, other],
    ] as const) {
      const chat = await t.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: organiser.auth,
        payload: { service_request_quote_id: quote.id, receiver_id: supplier.id },
      });
      expect(chat.statusCode, chat.body).toBe(201);
    }

    const close = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-requests/${request.id}/close`,
      headers: organiser.auth,
      payload: { reason: 1, service_request_quote_id: theirs.id },
    });
    expect(close.statusCode, close.body).toBe(200);
    // The organiser: finished, the named supplier selected, a review possible.
    expect(requestResponse.parse(close.json()).data).toMatchObject({
      status: 30,
      service_request_accept: { service_request_quote_id: theirs.id, user: { id: named.id } },
      service_request_close_reason: { reason: 1, service_request_quote_id: theirs.id },
      policies: { review: true },
    });

    // The named supplier: a won job in Accepted, with the organiser's contact; never 'Closed'.
    const won = await offerOf(named, request.id);
    expect(won.service_request_quote).toMatchObject({ stage: 'won', lost_as: null });
    expect(won.organiser_contact).toMatchObject({ email: organiser.email });
    expect(await chatStatus(named, theirs.id)).toBe('selected');
    expect(await chatStatus(organiser, theirs.id)).toBe('selected');

    // The other supplier: not selected, in the offers and in the chat alike.
    const lost = await offerOf(other, request.id);
    expect(lost.service_request_quote).toMatchObject({ stage: 'lost', lost_as: 'not_selected' });
    expect(lost.organiser_contact).toBeNull();
    expect(await chatStatus(other, others.id)).toBe('not_selected');

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/organiser/service-request-reviews',
      headers: organiser.auth,
      payload: { service_request_id: request.id, rate: 5, message: 'Lovely marquee, great crew.' },
    });
    expect(review.statusCode, review.body).toBe(201);
  });

  it("tells every supplier 'Closed' when no quote is named (the organiser did not say whose)", async () => {
    const supplier = await createSupplier(t.db);
    const { request, organiser } = await reached(t.db, supplier);
    const quote = await createQuote(t.db, request.id, supplier.id);
    const close = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-requests/${request.id}/close`,
      headers: organiser.auth,
      payload: { reason: 1 },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(requestResponse.parse(close.json()).data.service_request_accept).toBeNull();
    expect((await offerOf(supplier, request.id)).service_request_quote).toMatchObject({
      id: quote.id,
      stage: 'lost',
      lost_as: 'closed',
    });
  });
});
