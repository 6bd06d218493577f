import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FILE_ONLY_MARKER,
  chatListResponse,
  chatTexts,
  messagesResponse,
  sendMessageResponse,
} from '@marquee/contracts/chats';
import { queryRows } from '../../db/client';
import { buildApp } from '../../app';
import { openTestDatabase, resetDatabase, testConfig, useTestApp } from '../../../test/harness';
import { createSupplier, lastEmailTo, linkParams, type FactoryUser } from '../../../test/factories';
import { exe, pdf, txt } from '../../../test/file-fixtures';
import { openChat, parties, poll, send, storedChatFiles, useChatsDataDir } from './chats.test-helpers';

const dataDir = useChatsDataDir();

describe('chats: attachments, deletion, reminders, closing', () => {
  const t = useTestApp({ DATA_DIR: dataDir, CHAT_LONG_POLL_SECONDS: '1' });

  async function chatBetween() {
    const p = await parties(t.db);
    const { chat } = await openChat(t.app, p.organiser, p.quote.id, p.supplier.id);
    return { ...p, chat: chat! };
  }

  it('attachments: checked by content, 10 MB at most, nothing kept when refused, downloaded by participants only', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    const before = storedChatFiles(dataDir).length;

    const big = Buffer.concat([txt(), Buffer.alloc(10 * 1024 * 1024, 'a')]);
    const tooLarge = await send(t.app, organiser, chat.id, [
      ['attachments', { filename: 'big.txt', data: big }],
    ]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message).toBe('Maximum file size 10 MB');

    const wrong = await send(t.app, organiser, chat.id, [
      ['attachments', { filename: 'plan.pdf', data: exe() }],
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(chatTexts.wrongType);

    const two = await send(t.app, organiser, chat.id, [
      ['attachments', { filename: 'a.pdf', data: pdf() }],
      ['attachments', { filename: 'b.pdf', data: pdf() }],
    ]);
    expect(two.statusCode).toBe(422);
    expect(storedChatFiles(dataDir).length).toBe(before);
    expect(await queryRows(t.db, sql`select id from messages`)).toHaveLength(0);

    const ok = await send(t.app, organiser, chat.id, [
      ['attachments', { filename: '../Floor plan.pdf', data: pdf() }],
    ]);
    expect(ok.statusCode).toBe(201);
    const { message } = sendMessageResponse.parse(ok.json());
    expect(message.text).toBe('');
    expect(message.chat_attachments[0]).toMatchObject({ file_name: 'Floor plan.pdf' });
    const [stored] = await queryRows<{ text: string }>(t.db, sql`select text from messages`);
    expect(stored?.text).toBe(FILE_ONLY_MARKER);

    // A file-only last message is not shown as text.
    const list = chatListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/chats', headers: supplier.auth })).json(),
    ).data;
    expect(list[0]!.last_message).toEqual({ text: null, has_attachment: true });

    const url = `/api/chats/attachments/${message.chat_attachments[0]!.id}`;
    const download = await t.app.inject({ method: 'GET', url, headers: supplier.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Floor plan.pdf"/);
    expect(download.rawPayload.equals(pdf())).toBe(true);
    const stranger = await createSupplier(t.db);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Not public under /files/uploads either.
    const [row] = await queryRows<{ path: string }>(t.db, sql`select path from chat_attachments`);
    expect((await t.app.inject({ method: 'GET', url: `/files/${row!.path}` })).statusCode).toBe(404);
  });

  it('a participant deletes the chat from their list; the other keeps it; a new message brings it back', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    await send(t.app, organiser, chat.id, [['text', 'Hi']]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/${chat.id}`,
      headers: supplier.auth,
    });
    expect(del.statusCode).toBe(204);
    const listOf = async (u: FactoryUser) =>
      chatListResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/chats', headers: u.auth })).json(),
      ).data;
    expect(await listOf(supplier)).toHaveLength(0);
    expect(await listOf(organiser)).toHaveLength(1);
    await send(t.app, organiser, chat.id, [['text', 'Still there?']]);
    expect(await listOf(supplier)).toHaveLength(1);
  });

  it('a message unread for 10 minutes e-mails the recipient once, with a deep link to the chat', async () => {
    const { organiser, supplier, chat } = await chatBetween();
    await send(t.app, organiser, chat.id, [['text', 'One']]);
    await send(t.app, organiser, chat.id, [['text', 'Two']]);
    // Not due before 10 minutes.
    await t.app.jobs.runQueued();
    const none = await queryRows(t.db, sql`select id from outgoing_emails where template = 'chat_unread'`);
    expect(none).toHaveLength(0);
    const [due] = await queryRows<{ minutes: number }>(
      t.db,
      sql`select round(extract(epoch from min(start_after) - now()) / 60)::int as minutes
          from pgboss.job where name = 'chats.unread-mail'`,
    );
    expect(due?.minutes).toBe(10);
    // The test clock: the jobs are due now.
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'chats.unread-mail'`);
    await t.app.jobs.runQueued();
    const mails = await queryRows(t.db, sql`select id from outgoing_emails where template = 'chat_unread'`);
    expect(mails).toHaveLength(1);
    const email = await lastEmailTo(t.db, supplier.email);
    const link = email.links?.[0] ?? '';
    expect(new URL(link).searchParams.get('to')).toBe('chat');
    expect(new URL(link).searchParams.get('id')).toBe(String(chat.id));
    expect(linkParams(link).email).toBe(supplier.email);

    // Read, then unread again later: one more e-mail for the new stretch.
    await poll(t.app, supplier, chat.id, '');
    await send(t.app, organiser, chat.id, [['text', 'Three']]);
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'chats.unread-mail'`);
    await t.app.jobs.runQueued();
    expect(
      await queryRows(t.db, sql`select id from outgoing_emails where template = 'chat_unread'`),
    ).toHaveLength(2);
  });

  it('answers parked polls at once when the app closes', async () => {
    const other = await buildApp({
      config: t.config,
      database: { ...t.app.database, close: async () => undefined },
    });
    await other.ready();
    const { supplier, chat } = await chatBetween();
    const parked = other.inject({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?longpolling=1`,
      headers: supplier.auth,
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await other.close();
    expect((await parked).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(800);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('chats on two servers sharing one PostgreSQL', () => {
  it('a message sent to one app wakes a poll parked on the other', async () => {
    const database = await openTestDatabase();
    await resetDatabase(database.db);
    const config = testConfig({ DATA_DIR: dataDir, CHAT_LONG_POLL_SECONDS: '5' });
    const a = await buildApp({ config, database });
    const second = await openTestDatabaseSameAs(database);
    const b = await buildApp({ config, database: second });
    try {
      await a.ready();
      await b.ready();
      const p = await parties(database.db);
      const { chat } = await openChat(a, p.organiser, p.quote.id, p.supplier.id);
      const started = Date.now();
      const parked = poll(b, p.supplier, chat!.id, 'longpolling=1');
      await new Promise((r) => setTimeout(r, 200));
      await send(a, p.organiser, chat!.id, [['text', 'Across servers']]);
      const res = messagesResponse.parse((await parked).json());
      expect(res.data.map((m) => m.text)).toEqual(['Across servers']);
      expect(Date.now() - started).toBeLessThan(2000);

      // B's listener connection is killed: it reconnects within about a second and delivers again.
      const killed = await queryRows<{ ok: boolean }>(
        database.db,
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      // Only B listens: a process starts listening with its first parked poll.
      expect(killed.length).toBe(1);
      await new Promise((r) => setTimeout(r, 2500));
      const again = poll(b, p.supplier, chat!.id, `longpolling=1&last_message_id=${res.data[0]!.id}`);
      await new Promise((r) => setTimeout(r, 200));
      const sentAt = Date.now();
      await send(a, p.organiser, chat!.id, [['text', 'After the reconnect']]);
      const after = messagesResponse.parse((await again).json());
      expect(after.data.map((m) => m.text)).toEqual(['After the reconnect']);
      expect(Date.now() - sentAt).toBeLessThan(2000);
    } finally {
      await b.close();
      await a.close();
      await second.close();
      await database.dispose();
    }
  });
});

/** A second pool on the same PostgreSQL database: what a second server process opens. */
async function openTestDatabaseSameAs(database: Awaited<ReturnType<typeof openTestDatabase>>) {
  const { openDatabase } = await import('../../db/client');
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return openDatabase({ databaseUrl: pool.options.connectionString });
}
