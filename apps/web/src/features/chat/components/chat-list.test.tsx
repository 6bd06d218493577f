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
