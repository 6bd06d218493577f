import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Chat } from '@marquee/contracts/chats';
import { renderWithProviders } from '../../../test/render';
import { ATTACHMENT_LABEL } from '../lib/chat-summary';
import { ChatList } from './chat-list';

const makeChat = (id: number, overrides: Partial<Chat> = {}): Chat => ({
  id,
  last_message_id: 100 + id,
  chat_users: [
    {
      id: 1,
      user_id: 10,
      user: {
        id: 10,
        name: 'Olivia Organiser',
        phone: null,
        company_name: null,
        profile: { photo_url: null },
      },
    },
    {
      id: 2,
      user_id: 20,
      user: {
        id: 20,
        name: 'Sam Supplier',
        phone: null,
        company_name: 'Leeds Marquees',
        profile: { photo_url: '/photos/leeds.jpg' },
      },
    },
  ],
  receiver_chat_user_id: 2,
  last_message: { text: 'See you\non Friday', has_attachment: false },
  last_message_datetime: new Date(2026, 10, 20, 14, 30).toISOString(),
  unread_messages_count: 0,
  service_request_quotes: [
    {
      id: 3,
      service_request: {
        id: 4,
        status: 1,
        date_offers_until: null,
        service: { product: 'Marquee hire' },
      },
    },
  ],
  policies: { send: true, delete: true },
  ...overrides,
});

describe('ChatList', () => {
  it('shows the other participant, the service, the last message, its time and the unread count', () => {
    renderWithProviders(
      <ChatList
        chats={[
          makeChat(1, { unread_messages_count: 3 }),
          makeChat(2, {
            last_message: { text: null, has_attachment: true },
            service_request_quotes: [],
          }),
        ]}
        activeId={2}
        hrefFor={(id) => `/organiser-dashboard/messages/${id}`}
      />,
    );
    const [first, second] = screen.getAllByTestId('chat-row');
    expect(first).toHaveAttribute('href', '/organiser-dashboard/messages/1');
    expect(within(first!).getByText('Leeds Marquees')).toBeInTheDocument();
    expect(within(first!).getByText('Marquee hire')).toBeInTheDocument();
    expect(within(first!).getByText('See you on Friday')).toBeInTheDocument();
    expect(within(first!).getByText('20.11.2026')).toBeInTheDocument();
    expect(within(first!).getByLabelText('3 unread')).toHaveTextContent('3');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/photos/leeds.jpg');
    // A file-only last message shows the attachment label, not the marker; the open chat is marked current.
    expect(within(second!).getByText(ATTACHMENT_LABEL)).toBeInTheDocument();
    expect(second!.textContent).not.toContain('[[file]]');
    expect(within(second!).queryByLabelText(/unread/)).toBeNull();
    expect(second).toHaveAttribute('aria-current', 'page');
  });
});
