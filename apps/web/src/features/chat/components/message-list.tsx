import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { isFileOnlyText, type ChatMessage } from '@marquee/contracts/chats';
import { describeError } from '../../../lib/api-error';
import { downloadAttachment } from '../api/download-attachment';
import { groupByDay, timeLabel } from '../lib/day-groups';
import { MessageText } from './message-text';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A conversation's messages under dd.MM.yyyy day headings, the caller's own on the right (spec 3, 9). */
export function MessageList({ messages, myUserId }: { messages: readonly ChatMessage[]; myUserId: number }) {
  return (
    <Stack gap="md">
      {groupByDay(messages).map((group) => (
        <Stack key={group.day} gap="xs" role="group" aria-label={group.day}>
          <Divider label={group.day} labelPosition="center" />
          {group.messages.map((message) => {
            const mine = message.user_id === myUserId;
            return (
              <Box
                key={message.id}
                data-testid="chat-message"
                data-mine={mine || undefined}
                style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: 'min(80%, 560px)' }}
                bg={mine ? 'navy.7' : 'gray.1'}
                c={mine ? 'white' : 'gray.9'}
                px="md"
                py="xs"
                bdrs="lg"
              >
                {message.text && !isFileOnlyText(message.text) && (
                  <Text size="sm" lh={1.5} component="div">
                    <MessageText text={message.text} />
                  </Text>
                )}
                {message.chat_attachments.map((file) => (
                  <Group key={file.id} gap={6} wrap="nowrap" mt={4}>
                    <IconPaperclip size={16} aria-hidden="true" />
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      c="inherit"
                      underline="always"
                      onClick={() =>
                        void downloadAttachment(file.id, file.file_name).catch((err: unknown) =>
                          notifications.show({ color: 'red', message: describeError(err) }),
                        )
                      }
                    >
                      {file.file_name}
                    </Anchor>
                    <Text size="xs" c={mine ? 'gray.3' : 'gray.7'}>
                      {formatSize(file.size)}
                    </Text>
                  </Group>
                ))}
                <Text size="xs" ta="right" c={mine ? 'gray.3' : 'gray.7'} mt={2}>
                  <time dateTime={message.created_at}>{timeLabel(message.created_at)}</time>
                </Text>
              </Box>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
