import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Chat } from '@marquee/contracts/chats';
import { lastMessageExcerpt, lastMessageTime, participantName } from '../lib/chat-summary';
import { ChatRequest } from './chat-request';
import { ParticipantAvatar } from './participant-avatar';

/**
 * The caller's chats, newest first: photo, name, the request it is about (service, id, event date, quote price and
 * status), last message excerpt, time and unread count.
 */
export function ChatList({
  chats,
  activeId,
  hrefFor,
}: {
  chats: readonly Chat[];
  activeId?: number;
  hrefFor: (chatId: number) => string;
}) {
  return (
    <Stack gap={4} component="nav" aria-label="Conversations">
      {chats.map((chat) => {
        const name = participantName(chat);
        const active = chat.id === activeId;
        return (
          <UnstyledButton
            key={chat.id}
            component={Link}
            to={hrefFor(chat.id)}
            aria-current={active ? 'page' : undefined}
            data-testid="chat-row"
            p="sm"
            bdrs="md"
            bg={active ? 'navy.0' : undefined}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ParticipantAvatar chat={chat} />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm" truncate>
                    {name}
                  </Text>
                  <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                    {lastMessageTime(chat.last_message_datetime)}
                  </Text>
                </Group>
                <ChatRequest chat={chat} compact />
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" c="gray.7" truncate>
                    {lastMessageExcerpt(chat)}
                  </Text>
                  {chat.unread_messages_count > 0 && (
                    <Badge
                      color="coral.8"
                      size="sm"
                      circle
                      aria-label={`${chat.unread_messages_count} unread`}
                    >
                      {chat.unread_messages_count}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
