import { describe, expect, it } from 'vitest';
import {
  chatListResponse,
  chatResponse,
  chatTexts,
  messagesResponse,
  sendMessageResponse,
} from '@marquee/contracts/chats';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createNotify, createOrganiser, createSupplier } from '../../../test/factories';
import { pdf } from '../../../test/file-fixtures';
import { openChat, parties, poll, send, useChatsDataDir } from './chats.test-helpers';

const dataDir = useChatsDataDir();

describe('chats', () => {
  const t = useTestApp({ DATA_DIR: dataDir, CHAT_LONG_POLL_SECONDS: '1' });

  async function chatBetween() {
    const p = await parties(t.db);
    const { chat } = await openChat(t.app, p.organiser, p.quote.id, p.supplier.id);
    return { ...p, chat: chat! };
  }

  it('opens one chat per quote and pair, for its two parties only', async () => {
    const p = await parties(t.db);
    const first = await openChat(t.app, p.organiser, p.quote.id, p.supplier.id);
    expect(first.res.statusCode).toBe(201);
    const again = await openChat(t.app, p.supplier, p.quote.id, p.organiser.id);
    expect(again.res.statusCode).toBe(200);
    expect(again.chat!.id).toBe(first.chat!.id);
    expect(first.chat!.chat_users.map((u) => u.user_id).sort()).toEqual(
      [p.organiser.id, p.supplier.id].sort(),
    );
    expect(first.chat!.service_request_quotes[0]?.service_request.id).toBe(p.request.id);

    const stranger = await createSupplier(t.db);
    expect((await openChat(t.app, stranger, p.quote.id, p.organiser.id)).res.statusCode).toBe(404);
    expect((await openChat(t.app, p.organiser, p.quote.id, stranger.id)).res.statusCode).toBe(422);

    // Lookup by request and receiver (the chat box beside a proposal).
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/chats?receiver_id=${p.supplier.id}&service_request_id=${p.request.id}`,
      headers: p.organiser.auth,
    });
    expect(chatListResponse.parse(lookup.json()).data.map((c) => c.id)).toEqual([first.chat!.id]);
  });

  it('an organiser opens a chat with an approved supplier from the directory, about no quote', async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: organiser.auth,
      payload: { receiver_id: supplier.id },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: organiser.auth,
      payload: { service_request_quote_id: null, receiver_id: supplier.id },
    });
    expect(again.statusCode).toBe(200);
    expect(chatResponse.parse(again.json()).data).toMatchObject({
      id: chatResponse.parse(first.json()).data.id,
      service_request_quotes: [],
    });
    const asSupplier = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: supplier.auth,
      payload: { receiver_id: organiser.id },
    });
    expect(asSupplier.statusCode).toBe(403);
    const notASupplier = await createOrganiser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: organiser.auth,
      payload: { receiver_id: notASupplier.id },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('sends and receives messages, with unread counts until the chat is opened', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    const sent = await send(t.app, organiser, chat.id, [['text', 'Hello\nIs 12 June free?']]);
    expect(sent.statusCode).toBe(201);
    const { message } = sendMessageResponse.parse(sent.json());
    expect(message.text).toBe('Hello\nIs 12 June free?');
    await send(t.app, organiser, chat.id, [['text', 'And the 13th?']]);

    const list = chatListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/chats', headers: supplier.auth })).json(),
    ).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ unread_messages_count: 2, last_message: { text: 'And the 13th?' } });
    expect(list[0]!.policies).toEqual({ send: true, delete: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: supplier.auth });
    expect(me.json().user.unread_messages_count).toBe(2);
    // The supplier's offer card for the request counts them too.
    const requestId = chat.service_request_quotes[0]!.service_request.id;
    await createNotify(t.db, requestId, supplier.id);
    const offers = await t.app.inject({
      method: 'GET',
      url: `/api/supplier/service-request-notifies?id=${requestId}`,
      headers: supplier.auth,
    });
    expect(offers.json().data[0].unread_messages_count).toBe(2);

    // The organiser's quote card counts the supplier's answer.
    await send(t.app, supplier, chat.id, [['text', 'Yes, both days']]);
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/organiser/service-request-quotes?service_request_id=${chat.service_request_quotes[0]!.service_request.id}`,
      headers: organiser.auth,
    });
    expect(cards.json().data.quotes[0].unread_messages_count).toBe(1);

    const read = messagesResponse.parse((await poll(t.app, supplier, chat.id, '')).json());
    expect(read.data.map((m) => m.text)).toEqual([
      'Hello\nIs 12 June free?',
      'And the 13th?',
      'Yes, both days',
    ]);
    expect(read.data[0]!.user_id).toBe(organiser.id);
    const after = chatResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/chats/${chat.id}`, headers: supplier.auth })).json(),
    ).data;
    expect(after.unread_messages_count).toBe(0);
    const meAfter = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: supplier.auth });
    expect(meAfter.json().user.unread_messages_count).toBe(0);

    // Newer than the last known id only.
    const newer = messagesResponse.parse(
      (await poll(t.app, organiser, chat.id, `last_message_id=${message.id}`)).json(),
    );
    expect(newer.data.map((m) => m.text)).toEqual(['And the 13th?', 'Yes, both days']);

    // An empty message is refused.
    expect((await send(t.app, organiser, chat.id, [['text', '  ']])).json().message).toBe(
      chatTexts.messageEmpty,
    );
  });

  it('pages back through earlier messages (before_message_id), oldest first, without marking anything read', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    for (const n of [1, 2, 3, 4, 5]) await send(t.app, organiser, chat.id, [['text', `Message ${n}`]]);
    const texts = async (query: string) =>
      messagesResponse.parse((await poll(t.app, supplier, chat.id, query)).json()).data.map((m) => m.text);
    const ids = messagesResponse
      .parse((await poll(t.app, organiser, chat.id, 'limit=5')).json())
      .data.map((m) => m.id);
    expect(await texts(`before_message_id=${ids[3]}&limit=2`)).toEqual(['Message 2', 'Message 3']);
    expect(await texts(`before_message_id=${ids[1]}&limit=2`)).toEqual(['Message 1']);
    expect(await texts(`before_message_id=${ids[0]}`)).toEqual([]);
    // Without last_message_id the latest `limit` messages, oldest first; after one, the next `limit` (read by the
    // sender, whose reading leaves the supplier's unread count alone).
    const own = async (query: string) =>
      messagesResponse.parse((await poll(t.app, organiser, chat.id, query)).json()).data.map((m) => m.text);
    expect(await own('limit=2')).toEqual(['Message 4', 'Message 5']);
    expect(await own(`last_message_id=${ids[1]}&limit=2`)).toEqual(['Message 3', 'Message 4']);
    // Reading back is not reading the news: the supplier still has all five unread.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: supplier.auth });
    expect(me.json().user.unread_messages_count).toBe(5);

    for (const query of [
      `before_message_id=${ids[3]}&longpolling=1`,
      `before_message_id=9&last_message_id=2`,
    ]) {
      const refused = await poll(t.app, supplier, chat.id, query);
      expect([refused.statusCode, refused.json().message]).toEqual([422, chatTexts.pageOneWay]);
    }
  });

  it('administrators read but do not send; strangers get 404', async () => {
    const { organiser, chat } = await chatBetween();
    await send(t.app, organiser, chat.id, [['text', 'Hi']]);
    const admin = await createAdmin(t.db);
    expect((await poll(t.app, admin, chat.id, '')).statusCode).toBe(200);
    // The admin chat views: a user's chats, read-only, the other participant seen from that user.
    const view = chatListResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/chats?user_id=${organiser.id}`, headers: admin.auth })
      ).json(),
    ).data;
    expect(view.map((c) => c.id)).toEqual([chat.id]);
    const receiver = view[0]!.chat_users.find((u) => u.id === view[0]!.receiver_chat_user_id);
    expect(receiver?.user_id).not.toBe(organiser.id);
    expect(view[0]!.policies).toEqual({ send: false, delete: false });
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/chats?user_id=${admin.id + 1000}`,
      headers: organiser.auth,
    });
    expect(peek.statusCode).toBe(403);
    expect((await send(t.app, admin, chat.id, [['text', 'x']])).statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/${chat.id}`,
      headers: admin.auth,
    });
    expect(remove.statusCode).toBe(403);
    const stranger = await createOrganiser(t.db);
    expect((await poll(t.app, stranger, chat.id, '')).statusCode).toBe(404);
    expect((await send(t.app, stranger, chat.id, [['text', 'x']])).statusCode).toBe(404);
  });

  it('administrators read a chat, its messages and its files, whatever the user removed, and change nothing', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    await send(t.app, supplier, chat.id, [
      ['text', 'Our floor plan'],
      ['attachments', { filename: 'Floor plan.pdf', data: pdf() }],
    ]);
    const admin = await createAdmin(t.db);
    const one = await t.app.inject({ method: 'GET', url: `/api/chats/${chat.id}`, headers: admin.auth });
    expect(one.statusCode).toBe(200);
    expect(chatResponse.parse(one.json()).data.policies).toEqual({ send: false, delete: false });
    const read = messagesResponse.parse((await poll(t.app, admin, chat.id, '')).json()).data;
    expect(read.map((m) => m.text)).toEqual(['Our floor plan']);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/chats/attachments/${read[0]!.chat_attachments[0]!.id}`,
      headers: admin.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf())).toBe(true);
    // The administrator's reading is not the organiser's: their unread count stays.
    const mine = chatListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/chats', headers: organiser.auth })).json(),
    ).data;
    expect(mine[0]!.unread_messages_count).toBe(1);
    // A chat the organiser removed from their list stays in the administrator's view of it.
    await t.app.inject({ method: 'DELETE', url: `/api/chats/${chat.id}`, headers: organiser.auth });
    const view = chatListResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/chats?user_id=${organiser.id}`, headers: admin.auth })
      ).json(),
    ).data;
    expect(view.map((c) => c.id)).toEqual([chat.id]);
  });

  it('a long poll answers as soon as a message arrives', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    const started = Date.now();
    const parked = poll(t.app, supplier, chat.id, 'last_message_id=0&longpolling=1');
    await new Promise((r) => setTimeout(r, 150));
    await send(t.app, organiser, chat.id, [['text', 'Wake up']]);
    const res = messagesResponse.parse((await parked).json());
    expect(res.data.map((m) => m.text)).toEqual(['Wake up']);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('a long poll with nothing new answers empty when its time is up; one with news answers at once', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    const started = Date.now();
    const res = messagesResponse.parse((await poll(t.app, supplier, chat.id, 'longpolling=1')).json());
    expect(res).toEqual({ data: [], cancelled: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    await send(t.app, organiser, chat.id, [['text', 'Already here']]);
    const quick = Date.now();
    const now = messagesResponse.parse(
      (await poll(t.app, supplier, chat.id, 'last_message_id=0&longpolling=1')).json(),
    );
    expect(now.data).toHaveLength(1);
    expect(Date.now() - quick).toBeLessThan(500);
  });

  it('a new cancellable poll of the same session answers the previous one', async () => {
    const { supplier, chat } = await chatBetween();
    const first = poll(t.app, supplier, chat.id, 'longpolling=1&cancellable=1');
    await new Promise((r) => setTimeout(r, 100));
    const second = poll(t.app, supplier, chat.id, 'longpolling=1&cancellable=1');
    const started = Date.now();
    expect(messagesResponse.parse((await first).json())).toEqual({ data: [], cancelled: true });
    expect(Date.now() - started).toBeLessThan(500);
    expect(messagesResponse.parse((await second).json()).cancelled).toBe(false);
  });
});
