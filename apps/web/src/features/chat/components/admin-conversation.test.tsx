import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { makeChat, makeMessage } from '../test-data';
import { AdminConversation } from './admin-conversation';

describe('AdminConversation: the request in the header (issue 21)', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('names the request as the participants’ headers do: service · ref, dates, price and status', async () => {
    session.setUser(makeUser({ id: 1, role: 100 }));
    const chat = makeChat(7);
    chat.service_request_quotes[0]!.status = 'selected';
    chat.service_request_quotes[0]!.service_request.date_until = '2027-06-13';
    mockApi({
      'GET /api/chats/7': () => json({ data: chat }),
      'GET /api/chats/7/messages': () => json({ data: [makeMessage(1)], cancelled: false }),
    });
    renderWithProviders(<AdminConversation chatId={7} viewpointUserId={20} />);
    expect(await screen.findByRole('heading', { name: 'Leeds Marquees and Olivia Organiser' })).toBeVisible();
    expect(screen.getByTestId('chat-request')).toHaveTextContent('Marquee hire · 4-ds');
    expect(screen.getByText('Event 12.06.2027 – 13.06.2027 · Quote £1,250')).toBeInTheDocument();
    expect(screen.getByTestId('chat-quote-status')).toHaveTextContent('Selected');
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
  });

  it('shows no request line for a chat started from the directory', async () => {
    session.setUser(makeUser({ id: 1, role: 100 }));
    mockApi({
      'GET /api/chats/8': () => json({ data: makeChat(8, { service_request_quotes: [] }) }),
      'GET /api/chats/8/messages': () => json({ data: [], cancelled: false }),
    });
    renderWithProviders(<AdminConversation chatId={8} viewpointUserId={10} />);
    expect(await screen.findByRole('heading', { name: 'Olivia Organiser and Leeds Marquees' })).toBeVisible();
    expect(screen.queryByTestId('chat-request')).toBeNull();
    expect(await screen.findByText('No messages in this conversation.')).toBeInTheDocument();
  });
});
