import { Alert, Badge, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { describeError } from '../../../lib/api-error';
import { useAllMessages } from '../api/get-all-messages';
import { useChat } from '../api/get-chat';
import { chatRequest, chatService } from '../lib/chat-summary';
import { ChatRequest } from './chat-request';
import { MessageList } from './message-list';

/** A participant's display name: the company for a supplier, else the person's name. */
const nameOf = (user: { name: string; company_name: string | null } | undefined) =>
  user?.company_name || user?.name || 'Unknown user';

/**
 * One chat as an administrator reads it (spec 2.6 suppliers/chats, organisers/chats): both participants, the
 * request it is about (service · ref, the event's dates, the quote's price and status, as in the participants'
 * own headers) and every message with its files, seen from the user being looked at; no send box, no delete.
 */
export function AdminConversation({ chatId, viewpointUserId }: { chatId: number; viewpointUserId: number }) {
  const chat = useChat(chatId);
  const messages = useAllMessages(chatId);

  if (chat.isError) return <Alert color="red">{describeError(chat.error)}</Alert>;
  if (!chat.data) return <Loader aria-label="Loading the conversation" />;
  const viewpoint = chat.data.chat_users.find((u) => u.user_id === viewpointUserId);
  const other = chat.data.chat_users.find((u) => u.user_id !== viewpointUserId);
  const service = chatService(chat.data);

  return (
    <Paper withBorder radius="lg" p="md">
      <Group
        justify="space-between"
        wrap="wrap"
        gap="xs"
        pb="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Box style={{ minWidth: 0 }}>
          <Text component="h2" fw={600}>
            {nameOf(viewpoint?.user)} and {nameOf(other?.user)}
          </Text>
          {/* The request the chat is about, as the organiser's and the supplier's headers show it (issue 21). */}
          {chatRequest(chat.data) ? (
            <ChatRequest chat={chat.data} />
          ) : (
            service && (
              <Text size="sm" c="gray.7">
                {service}
              </Text>
            )
          )}
        </Box>
        <Badge variant="light" color="gray" leftSection={<IconEye size={14} aria-hidden="true" />}>
          Read only
        </Badge>
      </Group>
      <Stack py="md" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        {messages.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {describeError(messages.error)}
          </Text>
        ) : !messages.data ? (
          <Loader size="sm" aria-label="Loading messages" />
        ) : messages.data.length === 0 ? (
          <Text c="gray.7" size="sm" ta="center">
            No messages in this conversation.
          </Text>
        ) : (
          <MessageList messages={messages.data} myUserId={viewpointUserId} />
        )}
      </Stack>
    </Paper>
  );
}
