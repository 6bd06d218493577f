import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES_PAGE_DEFAULT } from '@marquee/contracts/chats';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { makeChat, makeMessage } from '../test-data';
import { Conversation } from './conversation';

/** The messages call: the latest page at once; a long poll is held (as the server would) until the test ends. */
const messages =
  (page = [makeMessage(1)]) =>
  (request: MockRequest) =>
    request.query.get('longpolling')
      ? new Promise<Response>(() => undefined)
      : json({ data: page, cancelled: false });

function serveChat() {
  return mockApi({
    'GET /api/chats/7': () => json({ data: makeChat(7) }),
    'GET /api/chats/7/messages': messages(),
  });
}

describe('Conversation: earlier messages', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('loads the page before the oldest shown with Load earlier messages, until there is none', async () => {
    session.setUser(makeUser({ id: 10, role: 1 }));
    const latest = Array.from({ length: MESSAGES_PAGE_DEFAULT }, (_, i) => makeMessage(101 + i));
    const { calls } = mockApi({
      'GET /api/chats/7': () => json({ data: makeChat(7) }),
      'GET /api/chats/7/messages': (request) =>
        request.query.get('before_message_id')
          ? json({ data: [makeMessage(99), makeMessage(100)], cancelled: false })
          : messages(latest)(request),
    });
    const { user } = renderWithProviders(<Conversation chatId={7} listHref="/supplier-dashboard/messages" />);
    expect(await screen.findByText('Message 101')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/chats/7/messages')?.query.get('limit')).toBe(
      String(MESSAGES_PAGE_DEFAULT),
    );
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Message 99')).toBeInTheDocument();
    expect(calls.find((c) => c.query.has('before_message_id'))?.query.get('before_message_id')).toBe('101');
    const shown = screen.getAllByTestId('chat-message').map((m) => m.textContent);
    expect(shown[0]).toContain('Message 99');
    expect(shown.at(-1)).toContain(`Message ${100 + MESSAGES_PAGE_DEFAULT}`);
    // A short page was the first message: nothing earlier to ask for.
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('offers no earlier messages when the first page is not full', async () => {
    session.setUser(makeUser({ id: 10, role: 1 }));
    serveChat();
    renderWithProviders(<Conversation chatId={7} listHref="/supplier-dashboard/messages" />);
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it("names the request in the header and shows a supplier the organiser's own name (issue 21)", async () => {
    session.setUser(makeUser({ id: 20, role: 1 }));
    const chat = makeChat(7, { receiver_chat_user_id: 1 });
    chat.chat_users[0]!.user.company_name = 'Harbour Events Ltd';
    mockApi({
      'GET /api/chats/7': () => json({ data: chat }),
      'GET /api/chats/7/messages': messages(),
    });
    renderWithProviders(<Conversation chatId={7} listHref="/supplier-dashboard/messages" />);
    expect(await screen.findByRole('heading', { name: 'Olivia Organiser' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-request')).toHaveTextContent('Marquee hire · 4-ds');
    expect(screen.getByText('Event 12.06.2027 · Quote £1,250')).toBeInTheDocument();
    expect(screen.getByTestId('chat-quote-status')).toHaveTextContent('Awaiting decision');
  });
});
