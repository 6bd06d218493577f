import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ChatMessage } from '@marquee/contracts/chats';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { getAllMessages } from '../../../features/chat/api/get-all-messages';
import { makeChat, makeMessage } from '../../../features/chat/test-data';
import { OrganiserChats } from './admin-organisers';
import { SupplierChats } from './admin-suppliers';

const organiser = { id: 10, name: 'Olivia Organiser' };
const supplier = { id: 20 };
// An administrator sees no send box and no delete.
const chat = makeChat(5, {
  last_message: { text: 'Here is our floor plan', has_attachment: true },
  policies: { send: false, delete: false },
});

const message = (id: number, userId: number, text: string, files: ChatMessage['chat_attachments'] = []) =>
  makeMessage(id, {
    chat_id: 5,
    chat_user_id: userId === organiser.id ? 1 : 2,
    user_id: userId,
    text,
    chat_attachments: files,
  });

const organiserRow = {
  id: organiser.id,
  name: organiser.name,
  email: 'olivia@weddings.test',
  primary_function: null,
  company_name: null,
  position_in_company: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('admin chat views', () => {
  beforeEach(() => {
    resetSession();
    session.setUser(makeUser({ id: 1, role: 100, name: 'Ada Admin' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets an administrator find an organiser and read their chats and messages, without sending or deleting', async () => {
    const { calls } = mockApi({
      'GET /api/admin/organisers': (r) =>
        json({
          organisers: r.query.get('filter') === 'olivia' || !r.query.get('filter') ? [organiserRow] : [],
          pagination: { total_pages: 1, page: 1, total: 1 },
        }),
      'GET /api/chats': () => json({ data: [chat] }),
      'GET /api/chats/5': () => json({ data: chat }),
      'GET /api/chats/5/messages': () =>
        json({
          data: [
            message(100, organiser.id, 'Is 12 June free?'),
            message(101, supplier.id, 'Here is our floor plan', [
              { id: 9, file_name: 'plan.pdf', size: 2048 },
            ]),
          ],
          cancelled: false,
        }),
    });
    const { user } = renderWithProviders(<OrganiserChats />, { route: '/admin-login/organisers/chats' });

    await user.type(await screen.findByLabelText('Find an organiser by name or id'), 'olivia');
    const found = await screen.findByRole('list', { name: 'Matching organisers' });
    expect(within(found).getByText('#10 · olivia@weddings.test')).toBeInTheDocument();
    await user.click(within(found).getByRole('link', { name: 'Read the chats of Olivia Organiser' }));

    expect(
      await screen.findByRole('heading', { name: 'Conversations of Olivia Organiser' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/chats')?.query.get('user_id')).toBe('10');
    await user.click(await screen.findByRole('link', { name: /Leeds Marquees/ }));

    expect(
      await screen.findByRole('heading', { name: 'Olivia Organiser and Leeds Marquees' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    const bubbles = await screen.findAllByTestId('chat-message');
    expect(bubbles.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Is 12 June free?'),
      expect.stringContaining('Here is our floor plan'),
    ]);
    // Seen from the organiser: their own message on the right, the supplier's on the left.
    expect(bubbles[0]).toHaveAttribute('data-mine', 'true');
    expect(bubbles[1]).not.toHaveAttribute('data-mine');
    expect(within(bubbles[1]!).getByRole('button', { name: 'plan.pdf' })).toBeInTheDocument();
    // Read-only: no message box, no send, no delete; the messages are read once, without a long poll.
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the conversation' })).not.toBeInTheDocument();
    const polls = calls.filter((c) => c.path === '/api/chats/5/messages');
    expect(polls.map((c) => c.query.get('longpolling'))).toEqual([null]);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('reads a long chat page by page back to its first message', async () => {
    // 450 messages: the latest 200, then two pages before them (200 and 50).
    const all = Array.from({ length: 450 }, (_, i) => message(1001 + i, organiser.id, `Message ${i + 1}`));
    const { calls } = mockApi({
      'GET /api/chats/5/messages': (r) => {
        const before = Number(r.query.get('before_message_id') ?? Infinity);
        const older = all.filter((m) => m.id < before);
        return json({ data: older.slice(-Number(r.query.get('limit'))), cancelled: false });
      },
    });
    const messages = await getAllMessages(5);
    expect(messages.map((m) => m.id)).toEqual(all.map((m) => m.id));
    expect(calls.map((c) => c.query.get('before_message_id'))).toEqual([null, '1251', '1051']);
    expect(calls.every((c) => !c.query.has('longpolling') && !c.query.has('last_message_id'))).toBe(true);
  });

  it('offers approved suppliers and says when one has no conversations', async () => {
    const { calls } = mockApi({
      'GET /api/admin/suppliers': () =>
        json({
          suppliers: [
            {
              id: 20,
              name: 'Sam Supplier',
              company_name: 'Leeds Marquees',
              email: 'sam@leeds.test',
            },
          ],
          filters: { pricing_plans: [] },
          pagination: { total_pages: 3, page: 1, total: 120 },
        }),
      'GET /api/chats': () => json({ data: [] }),
    });
    const { user } = renderWithProviders(<SupplierChats />, { route: '/admin-login/suppliers/chats' });
    const found = await screen.findByRole('list', { name: 'Matching suppliers' });
    expect(calls[0]?.query.get('status')).toBe('1');
    expect(within(found).getByText('1 of 120 shown: narrow your search to find others.')).toBeInTheDocument();
    await user.click(within(found).getByRole('link', { name: 'Read the chats of Leeds Marquees' }));
    expect(await screen.findByText('Leeds Marquees has no conversations.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Choose another supplier/ }));
    expect(await screen.findByRole('list', { name: 'Matching suppliers' })).toBeInTheDocument();
  });
});
