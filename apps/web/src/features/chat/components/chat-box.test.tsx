import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { makeChat, makeMessage } from '../test-data';
import { ChatBox } from './chat-box';

/** The latest page at once; a long poll is held until the test ends, as the server would. */
const messagesOf = (chatId: number) => (request: MockRequest) =>
  request.query.get('longpolling')
    ? new Promise<Response>(() => undefined)
    : json({
        data: [makeMessage(1, { chat_id: chatId, text: `Hello from chat ${chatId}` })],
        cancelled: false,
      });

const beside = { receiverId: 20, quote: { id: 3, requestId: 4 } };

describe('ChatBox: the chat beside a proposal and on a profile (spec 2.4)', () => {
  beforeEach(() => {
    resetSession();
    session.setUser(makeUser({ id: 10, role: 2 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the existing chat about the proposal's quote, embedded: no delete and no second Select Supplier", async () => {
    const { calls } = mockApi({
      'GET /api/chats': () => json({ data: [makeChat(8, { service_request_quotes: [] }), makeChat(7)] }),
      'GET /api/chats/7': () => json({ data: makeChat(7) }),
      'GET /api/chats/7/messages': messagesOf(7),
    });
    renderWithProviders(<ChatBox subject={beside} name="Leeds Marquees" />);
    expect(await screen.findByText('Hello from chat 7')).toBeInTheDocument();
    const lookup = calls.find((c) => c.path === '/api/chats')!;
    expect(Object.fromEntries(lookup.query)).toEqual({ receiver_id: '20', service_request_id: '4' });
    expect(screen.queryByRole('button', { name: 'Delete the conversation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select Supplier' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All conversations' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('on a profile without a quote, the chat about no quote', async () => {
    mockApi({
      'GET /api/chats': () => json({ data: [makeChat(7), makeChat(8, { service_request_quotes: [] })] }),
      'GET /api/chats/8': () => json({ data: makeChat(8, { service_request_quotes: [] }) }),
      'GET /api/chats/8/messages': messagesOf(8),
    });
    renderWithProviders(<ChatBox subject={{ receiverId: 20 }} name="Leeds Marquees" />);
    expect(await screen.findByText('Hello from chat 8')).toBeInTheDocument();
  });

  it('opens the chat about the quote with the first message, then shows the conversation', async () => {
    const { calls } = mockApi({
      'GET /api/chats': () => json({ data: [] }),
      'POST /api/chats': () => json({ data: makeChat(9) }, 201),
      'GET /api/chats/9': () => json({ data: makeChat(9) }),
      'GET /api/chats/9/messages': messagesOf(9),
    });
    const sent = fakeXhr([
      { status: 201, body: { result: true, message: makeMessage(1, { chat_id: 9, text: 'Hi there' }) } },
    ]);
    const { user } = renderWithProviders(<ChatBox subject={beside} name="Leeds Marquees" />);
    const box = await screen.findByRole('heading', { name: 'Chat with Leeds Marquees' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const panel = box.closest('div')!.parentElement!;
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Hi there');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello from chat 9')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      service_request_quote_id: 3,
      receiver_id: 20,
    });
    expect(sent.urls[0]).toContain('chats/9/send-message');
    expect(sent[0]!.get('text')).toBe('Hi there');
  });
});
