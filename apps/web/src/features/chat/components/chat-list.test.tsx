import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ATTACHMENT_LABEL } from '../lib/chat-summary';
import { makeChat } from '../test-data';
import { ChatList } from './chat-list';

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
    expect(within(first!).getByTestId('chat-request')).toHaveTextContent('Marquee hire · 4-ds');
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

  it('tells apart threads about requests for the same service: id, event dates, quote price and status', () => {
    const base = makeChat(1);
    const quote = base.service_request_quotes[0]!;
    renderWithProviders(
      <ChatList
        chats={[
          base,
          makeChat(2, {
            service_request_quotes: [
              {
                ...quote,
                id: 5,
                price: null,
                status: 'not_selected',
                service_request: {
                  ...quote.service_request,
                  id: 9,
                  date_from: '2027-07-03',
                  date_until: '2027-07-04',
                },
              },
            ],
          }),
        ]}
        hrefFor={(id) => `/organiser-dashboard/messages/${id}`}
      />,
    );
    const [first, second] = screen.getAllByTestId('chat-row');
    expect(within(first!).getByTestId('chat-request')).toHaveTextContent('Marquee hire · 4-ds');
    expect(within(first!).getByText('12.06.2027 · Quote £1,250')).toBeInTheDocument();
    expect(within(first!).getByTestId('chat-quote-status')).toHaveTextContent('Awaiting decision');
    expect(within(second!).getByTestId('chat-request')).toHaveTextContent('Marquee hire · 9-ds');
    expect(within(second!).getByText('03.07.2027 – 04.07.2027')).toBeInTheDocument();
    expect(within(second!).getByTestId('chat-quote-status')).toHaveTextContent('Not selected');
  });

  it("shows a supplier the organiser's own name, not their company", () => {
    const chat = makeChat(1, { receiver_chat_user_id: 1 });
    chat.chat_users[0]!.user.company_name = 'Harbour Events Ltd';
    renderWithProviders(<ChatList chats={[chat]} hrefFor={(id) => `/supplier-dashboard/messages/${id}`} />);
    const row = screen.getByTestId('chat-row');
    expect(within(row).getByText('Olivia Organiser')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('Harbour Events Ltd');
    // The avatar's initials are the person's: OO, not HE.
    expect(row).toHaveTextContent('OO');
  });
});
