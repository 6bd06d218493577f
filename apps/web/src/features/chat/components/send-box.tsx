import { useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { chatTexts, MESSAGE_TEXT_MAX, type ChatMessage } from '@marquee/contracts/chats';
import { describeError } from '../../../lib/api-error';
import { useViewOnly } from '../../../lib/view-only';
import { sendMessage } from '../api/send-message';
import { chatsKey } from '../api/query-keys';

const CHAT_FILE_MAX = 10 * 1024 * 1024;

/**
 * The send box: Enter sends, Shift+Enter starts a new line; one attachment with upload progress.
 */
export function SendBox({
  chatId,
  onSent,
}: {
  /** The chat, or how to open it on the first message (a chat box with no conversation yet). */
  chatId: number | (() => Promise<number>);
  onSent: (m: ChatMessage) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const viewOnly = useViewOnly(); // Send is off while viewing as another user (docs/decisions/0071)

  const pick = (picked: File | null) => {
    if (picked && picked.size > CHAT_FILE_MAX) {
      setError(chatTexts.fileTooLarge);
      resetFile.current?.();
      return;
    }
    setError(null);
    setFile(picked);
  };

  const send = async () => {
    if (progress !== null) return;
    if (!text.trim() && !file) {
      setError(chatTexts.messageEmpty);
      return;
    }
    const body = new FormData();
    body.append('text', text);
    if (file) body.append('attachments', file);
    setError(null);
    setProgress(0);
    try {
      const id = typeof chatId === 'number' ? chatId : await chatId();
      const res = await sendMessage(id, body, setProgress);
      onSent(res.message);
      setText('');
      setFile(null);
      resetFile.current?.();
      void queryClient.invalidateQueries({ queryKey: chatsKey });
    } catch (err) {
      setError(describeError(err));
    } finally {
      setProgress(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="xs">
      {file && (
        <Group gap={6} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden="true" />
          <Text size="sm" truncate>
            {file.name}
          </Text>
          <CloseButton size="sm" aria-label="Remove the attachment" onClick={() => pick(null)} />
        </Group>
      )}
      {progress !== null && file && (
        <Progress value={Math.round(progress * 100)} aria-label="Upload progress" size="sm" color="coral.8" />
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={pick} resetRef={resetFile}>
          {(props) => (
            <ActionIcon {...props} variant="default" size="lg" aria-label="Attach a file">
              <IconPaperclip size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button
          color="coral.8"
          onClick={() => void send()}
          loading={progress !== null}
          {...viewOnly}
          leftSection={<IconSend size={16} aria-hidden="true" />}
        >
          Send
        </Button>
      </Group>
    </Stack>
  );
}
