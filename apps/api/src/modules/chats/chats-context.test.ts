import { describe, expect, it } from 'vitest';
import { chatListResponse, chatResponse } from '@marquee/contracts/chats';
import { RequestStatus } from '@marquee/contracts/enums';
import { useTestApp } from '../../../test/harness';
import {
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
} from '../../../test/factories';
import { openChat, useChatsDataDir } from './chats.test-helpers';

const dataDir = useChatsDataDir();

/*
 * Issue 21 "Context where decisions are made": a chat names the request it is about (its id, service, event dates,
 * the quote's price and where the quote stands), and says which participant is the supplier, so that an organiser
 * with several requests for one service tells the threads apart and a supplier sees the organiser by name.
 */
describe('chats: the request a chat is about', () => {
  const t = useTestApp({ DATA_DIR: dataDir });

  const listOf = async (auth: Record<string, string>) =>
    chatListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/chats', headers: auth })).json())
      .data;

  it('lists and opens each chat with its request, event dates, quote price and status', async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    const service = await createService(t.db, undefined, { product: 'Chat Context Marquee Hire' });
    const june = await createRequest(t.db, organiser.id, {
      serviceId: service.id,
      dateFrom: '2027-06-12',
      dateUntil: '2027-06-12',
    });
    const july = await createRequest(t.db, organiser.id, {
      serviceId: service.id,
      dateFrom: '2027-07-03',
      dateUntil: '2027-07-04',
    });
    const priced = await createQuote(t.db, june.id, supplier.id, { price: '1250.50' });
    const unpriced = await createQuote(t.db, july.id, supplier.id);
    const a = (await openChat(t.app, organiser, priced.id, supplier.id)).chat!;
    const b = (await openChat(t.app, organiser, unpriced.id, supplier.id)).chat!;

    const byId = new Map((await listOf(organiser.auth)).map((c) => [c.id, c]));
    expect(byId.get(a.id)!.service_request_quotes).toEqual([
      {
        id: priced.id,
        price: 1250.5,
        status: 'open',
        service_request: expect.objectContaining({
          id: june.id,
          date_from: '2027-06-12',
          date_until: '2027-06-12',
          service: { product: 'Chat Context Marquee Hire' },
        }),
      },
    ]);
    expect(byId.get(b.id)!.service_request_quotes[0]).toMatchObject({
      price: null,
      status: 'open',
      service_request: { id: july.id, date_from: '2027-07-03', date_until: '2027-07-04' },
    });
    // The detail answers the same.
    const one = chatResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/chats/${a.id}`, headers: supplier.auth })).json(),
    ).data;
    expect(one.service_request_quotes[0]).toMatchObject({ price: 1250.5, status: 'open' });
    // Each participant is on its side: the supplier's list shows the organiser as the organiser.
    const seen = (await listOf(supplier.auth))[0]!;
    const other = seen.chat_users.find((u) => u.id === seen.receiver_chat_user_id)!;
    expect([other.user_id, other.side]).toEqual([organiser.id, 'organiser']);
    expect(seen.chat_users.find((u) => u.user_id === supplier.id)?.side).toBe('supplier');
  });

  it('says where the quote stands: selected, not selected, closed', async () => {
    const organiser = await createOrganiser(t.db);
    const winner = await createSupplier(t.db);
    const loser = await createSupplier(t.db);
    const rejectedSupplier = await createSupplier(t.db);
    const accepted = await createRequest(t.db, organiser.id, { status: RequestStatus.accepted });
    const won = await createQuote(t.db, accepted.id, winner.id, { isSelected: true });
    const lost = await createQuote(t.db, accepted.id, loser.id);
    const active = await createRequest(t.db, organiser.id);
    const rejected = await createQuote(t.db, active.id, rejectedSupplier.id, { rejected: true });
    const finished = await createRequest(t.db, organiser.id, { status: RequestStatus.finished });
    const closed = await createQuote(t.db, finished.id, loser.id);

    const status = async (quoteId: number, supplierId: number) =>
      (await openChat(t.app, organiser, quoteId, supplierId)).chat!.service_request_quotes[0]?.status;
    expect(await status(won.id, winner.id)).toBe('selected');
    expect(await status(lost.id, loser.id)).toBe('not_selected');
    expect(await status(rejected.id, rejectedSupplier.id)).toBe('not_selected');
    expect(await status(closed.id, loser.id)).toBe('closed');
  });
});
