import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconPaperclip, IconSend, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { chatTexts, MESSAGE_TEXT_MAX, type ChatMessage } from '@marquee/contracts/chats';
import { describeError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useChat } from '../api/get-chat';
import { getMessages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { useDeleteChat } from '../api/delete-chat';
import { chatsKey } from '../api/query-keys';
import { chatService, participantName } from '../lib/chat-summary';
import { ChatSelectSupplier } from './chat-select-supplier';
import { MessageList } from './message-list';
import { ParticipantAvatar } from './participant-avatar';

const CHAT_FILE_MAX = 10 * 1024 * 1024;

/** Adds messages that are not yet shown, in id order. */
const merge = (shown: readonly ChatMessage[], more: readonly ChatMessage[]) => {
  const ids = new Set(shown.map((m) => m.id));
  const added = more.filter((m) => !ids.has(m.id));
  return added.length ? [...shown, ...added].sort((a, b) => a.id - b.id) : (shown as ChatMessage[]);
};

/**
 * The messages of one chat, kept current by a long-poll loop (docs/decisions/0041): after the latest page, each
 * answer is followed at once by the next poll, so a message arrives within a second. Leaving the chat aborts the
 * held call; cancellable=1 lets a newer poll of the same session replace an older one.
 */
function useLiveMessages(chatId: number) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setMessages([]);
    setLoaded(false);
    setError(null);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    void (async () => {
      let last = 0;
      let first = true;
      while (!signal.aborted) {
        try {
          const page = await getMessages(
            chatId,
            first ? { limit: 200 } : { lastMessageId: last, longPolling: true },
            signal,
          );
          if (signal.aborted) return;
          if (page.data.length) {
            last = Math.max(last, ...page.data.map((m) => m.id));
            setMessages((shown) => merge(shown, page.data));
          }
          if (first || page.data.length) {
            first = false;
            setLoaded(true);
            setError(null);
            // Reading marks messages read: the list's and the menu's unread counts change.
            void queryClient.invalidateQueries({ queryKey: chatsKey });
          }
          // Replaced by a newer poll of this session (the same chat open in another tab): wait a moment rather
          // than cancel it back at once, so two tabs take turns instead of spinning.
          if (page.cancelled) await pause(1000);
        } catch (err) {
          if (signal.aborted) return;
          setError(describeError(err));
          await pause(3000);
        }
      }
    })();
    return () => controller.abort();
  }, [chatId, queryClient]);

  return { messages, loaded, error, add: (m: ChatMessage) => setMessages((shown) => merge(shown, [m])) };
}

/** The send box: Enter sends, Shift+Enter starts a new line; one attachment with upload progress. */
function SendBox({ chatId, onSent }: { chatId: number; onSent: (m: ChatMessage) => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);

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
      const res = await sendMessage(chatId, body, setProgress);
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
          leftSection={<IconSend size={16} aria-hidden="true" />}
        >
          Send
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One chat: its header (participant, service, Select Supplier for the organiser, delete), its messages by day and
 * the send box. On the messages page it links back to the list; embedded (beside a proposal, on a supplier's
 * profile) it is shorter and has neither the way back nor delete, which belong to the messages page.
 */
export function Conversation({
  chatId,
  listHref,
  embedded = false,
}: {
  chatId: number;
  listHref?: string;
  embedded?: boolean;
}) {
  const { user, roleName } = useSession();
  const chat = useChat(chatId);
  const live = useLiveMessages(chatId);
  const remove = useDeleteChat();
  const navigate = useNavigate();
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [live.messages.length]);

  if (chat.isError) return <Alert color="red">{describeError(chat.error)}</Alert>;
  if (!chat.data) return <Loader aria-label="Loading the conversation" />;
  const data = chat.data;
  const name = participantName(data);
  const service = chatService(data);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this conversation?',
      children: <Text size="sm">It is removed from your list of conversations.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(chatId, { onSuccess: () => listHref && void navigate(listHref) }),
    });

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      style={{ display: 'flex', flexDirection: 'column', minHeight: embedded ? 320 : 480 }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        pb="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {listHref && (
            <ActionIcon
              component={Link}
              to={listHref}
              variant="subtle"
              hiddenFrom="md"
              aria-label="All conversations"
            >
              <IconArrowLeft size={18} aria-hidden="true" />
            </ActionIcon>
          )}
          <ParticipantAvatar chat={data} />
          <Box style={{ minWidth: 0 }}>
            <Text component="h2" fw={600} truncate>
              {name}
            </Text>
            {service && (
              <Text size="sm" c="gray.7" truncate>
                {service}
              </Text>
            )}
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {roleName === 'organiser' && data.policies.send && <ChatSelectSupplier chat={data} />}
          {data.policies.delete && !embedded && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Delete the conversation"
              onClick={confirmDelete}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Box
        py="md"
        style={{ flex: 1, overflowY: 'auto', maxHeight: embedded ? 360 : '60vh' }}
        aria-live="polite"
      >
        {!live.loaded && !live.error && <Loader size="sm" aria-label="Loading messages" />}
        {live.loaded && live.messages.length === 0 && (
          <Text c="gray.7" size="sm" ta="center">
            No messages yet. Say hello.
          </Text>
        )}
        <MessageList messages={live.messages} myUserId={user?.id ?? 0} />
        {live.error && (
          <Text size="sm" c="red.8" mt="sm">
            {live.error}
          </Text>
        )}
        <div ref={bottom} />
      </Box>
      {data.policies.send && <SendBox chatId={chatId} onSent={live.add} />}
    </Paper>
  );
}
