import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ChatMessage } from '@marquee/contracts/chats';
import { renderWithProviders } from '../../../test/render';
import { MessageList } from './message-list';

/** A local time as the server would send it (ISO, UTC), so the expected labels hold in any time zone. */
const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();

const message = (
  id: number,
  text: string,
  createdAt: string,
  overrides: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  chat_id: 7,
  chat_user_id: 1,
  user_id: 10,
  text,
  chat_attachments: [],
  created_at: createdAt,
  ...overrides,
});

describe('MessageList', () => {
  it('groups messages under dd.MM.yyyy day headings with HH:mm times', () => {
    renderWithProviders(
      <MessageList
        myUserId={10}
        messages={[
          message(1, 'Morning', at(22, 9, 5)),
          message(2, 'Still there?', at(22, 17, 40), { user_id: 20 }),
          message(3, 'Next day', at(23, 8, 0)),
        ]}
      />,
    );
    const first = screen.getByRole('group', { name: '22.11.2026' });
    const second = screen.getByRole('group', { name: '23.11.2026' });
    expect(within(first).getAllByTestId('chat-message')).toHaveLength(2);
    expect(within(first).getByText('09:05')).toBeInTheDocument();
    expect(within(first).getByText('17:40')).toBeInTheDocument();
    expect(within(second).getByText('Next day')).toBeInTheDocument();
    expect(within(second).getByText('08:00')).toBeInTheDocument();
    // The caller's own messages are marked (drawn on the right), the other side's are not.
    const [mine, theirs] = within(first).getAllByTestId('chat-message');
    expect(mine).toHaveAttribute('data-mine', 'true');
    expect(theirs).not.toHaveAttribute('data-mine');
  });

  it('keeps line breaks, makes links clickable and renders nothing as HTML', () => {
    const text =
      'Line one\nLine two\nSee https://example.com/menu, or www.marquee.events.\n<b>bold</b><img src=x>';
    renderWithProviders(<MessageList myUserId={10} messages={[message(1, text, at(23, 10, 0))]} />);
    const bubble = screen.getByTestId('chat-message');
    const span = bubble.querySelector('span[style*="pre-wrap"]');
    expect(span?.textContent).toBe(text);
    expect(within(bubble).getByRole('link', { name: 'https://example.com/menu' })).toHaveAttribute(
      'href',
      'https://example.com/menu',
    );
    const www = within(bubble).getByRole('link', { name: 'www.marquee.events' });
    expect(www).toHaveAttribute('href', 'https://www.marquee.events');
    expect(www).toHaveAttribute('target', '_blank');
    expect(www.getAttribute('rel')).toContain('noopener');
    expect(bubble.querySelector('b, img')).toBeNull();
    expect(within(bubble).getByText(/<b>bold<\/b><img src=x>/)).toBeInTheDocument();
  });

  it('shows a file-only message as its attachment, without the marker', () => {
    renderWithProviders(
      <MessageList
        myUserId={10}
        messages={[
          message(1, '', at(23, 11, 0), { chat_attachments: [{ id: 5, file_name: 'menu.pdf', size: 2048 }] }),
        ]}
      />,
    );
    const bubble = screen.getByTestId('chat-message');
    expect(within(bubble).getByRole('button', { name: 'menu.pdf' })).toBeInTheDocument();
    expect(within(bubble).getByText('2 KB')).toBeInTheDocument();
    expect(bubble.textContent).not.toContain('[[file]]');
  });
});
