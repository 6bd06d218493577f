import { Badge, Group, Text } from '@mantine/core';
import type { Chat, ChatQuoteStatus } from '@marquee/contracts/chats';
import { chatRequest } from '../lib/chat-summary';

const statusColors: Record<ChatQuoteStatus, string> = {
  open: 'navy',
  selected: 'teal',
  not_selected: 'gray',
  closed: 'gray',
};

/**
 * The request a thread is about (issue 21), in its header and its list row: 'Marquee hire · 4-ds', then the event's
 * dates, the quote's price and a badge saying where the quote stands. Nothing for a chat about no request.
 */
export function ChatRequest({ chat, compact = false }: { chat: Chat; compact?: boolean }) {
  const request = chatRequest(chat);
  if (!request) return null;
  const details = [request.dates, request.price && `Quote ${request.price}`].filter(Boolean).join(' · ');
  return (
    <>
      <Text
        size={compact ? 'xs' : 'sm'}
        c={compact ? 'coral.9' : 'gray.8'}
        truncate
        data-testid="chat-request"
      >
        {[request.service, request.ref].filter(Boolean).join(' · ')}
      </Text>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {details && (
          <Text size="xs" c="gray.7" truncate>
            {compact ? details : `Event ${details}`}
          </Text>
        )}
        <Badge
          size="xs"
          variant="light"
          color={statusColors[request.status]}
          style={{ flexShrink: 0 }}
          data-testid="chat-quote-status"
        >
          {request.statusLabel}
        </Badge>
      </Group>
    </>
  );
}
