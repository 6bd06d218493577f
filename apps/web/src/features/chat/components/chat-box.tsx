import { useState } from 'react';
import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../../lib/api-error';
import { createChat } from '../api/create-chat';
import { useFoundChat, type ChatSubject } from '../api/find-chat';
import { chatsKey } from '../api/query-keys';
import { Conversation } from './conversation';
import { SendBox } from './send-box';

/**
 * The chat box beside a proposal and on a supplier's profile (spec 2.4): the same conversation as the messages
 * page, embedded. Beside a proposal it is the chat about that quote; on a profile, the one about no quote. Until
 * there is one, it is a send box: the first message opens the chat (POST chats answers the existing one or a new
 * one), so looking at a proposal leaves no empty conversation in either list.
 */
export function ChatBox({ subject, name }: { subject: ChatSubject; name: string }) {
  const found = useFoundChat(subject);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<number | null>(null);
  const chatId = opened ?? found.data?.id ?? null;

  if (found.isError) return <Alert color="red">{describeError(found.error)}</Alert>;
  if (found.isPending) return <Skeleton height={160} radius="lg" />;
  if (chatId !== null) return <Conversation chatId={chatId} embedded />;

  const open = async () => {
    const res = await createChat({
      service_request_quote_id: subject.quote?.id ?? null,
      receiver_id: subject.receiverId,
    });
    return res.data.id;
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Text component="h3" fw={600}>
          Chat with {name}
        </Text>
        <Text size="sm" c="gray.7">
          No messages yet. Say hello.
        </Text>
        <SendBox
          chatId={open}
          onSent={(message) => {
            setOpened(message.chat_id);
            void queryClient.invalidateQueries({ queryKey: chatsKey });
          }}
        />
      </Stack>
    </Paper>
  );
}
