import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { ActionIcon, Alert, Box, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { MESSAGES_PAGE_DEFAULT, type Chat, type ChatMessage } from '@marquee/contracts/chats';
import { describeError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useChat } from '../api/get-chat';
import { getMessages } from '../api/get-messages';
import { useDeleteChat } from '../api/delete-chat';
import { chatsKey } from '../api/query-keys';
import { otherParticipant, participantName } from '../lib/chat-summary';
import { ChatRequest } from './chat-request';
import { MessageList } from './message-list';
import { SendBox } from './send-box';
import { ParticipantAvatar } from './participant-avatar';

/** Adds messages that are not yet shown, in id order. */
const merge = (shown: readonly ChatMessage[], more: readonly ChatMessage[]) => {
  const ids = new Set(shown.map((m) => m.id));
  const added = more.filter((m) => !ids.has(m.id));
  return added.length ? [...shown, ...added].sort((a, b) => a.id - b.id) : (shown as ChatMessage[]);
};

/**
 * The messages of one chat, kept current by a long-poll loop (docs/decisions/0041): after the latest page, each
 * answer is followed at once by the next poll, so a message arrives within a second. Leaving the chat aborts the
 * held call; cancellable=1 lets a newer poll of the same session replace an older one. Older messages come a page
 * at a time (before_message_id) when asked for.
 */
function useLiveMessages(chatId: number) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setMessages([]);
    setLoaded(false);
    setError(null);
    setHasEarlier(false);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    void (async () => {
      let last = 0;
      let first = true;
      while (!signal.aborted) {
        try {
          const page = await getMessages(
            chatId,
            first ? { limit: MESSAGES_PAGE_DEFAULT } : { lastMessageId: last, longPolling: true },
            signal,
          );
          if (signal.aborted) return;
          if (page.data.length) {
            last = Math.max(last, ...page.data.map((m) => m.id));
            setMessages((shown) => merge(shown, page.data));
          }
          if (first) setHasEarlier(page.data.length === MESSAGES_PAGE_DEFAULT);
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

  const loadEarlier = async () => {
    const oldest = messages[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await getMessages(chatId, { beforeMessageId: oldest.id, limit: MESSAGES_PAGE_DEFAULT });
      setMessages((shown) => merge(shown, page.data));
      setHasEarlier(page.data.length === MESSAGES_PAGE_DEFAULT);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setLoadingEarlier(false);
    }
  };

  return {
    messages,
    loaded,
    error,
    hasEarlier,
    loadingEarlier,
    loadEarlier,
    add: (m: ChatMessage) => setMessages((shown) => merge(shown, [m])),
  };
}

/**
 * Keeps the message box where the reader expects it: at the bottom when a newer message arrives (or the chat
 * opens), and on the same message when earlier ones are added above. Only the box scrolls, never the page or the
 * modal around an embedded chat.
 */
function useMessageScroll(messages: readonly ChatMessage[]) {
  const box = useRef<HTMLDivElement>(null);
  const edges = useRef({ first: 0, last: 0, height: 0 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const before = edges.current;
    if (last !== before.last) el.scrollTop = el.scrollHeight;
    else if (first !== before.first) el.scrollTop += el.scrollHeight - before.height;
    edges.current = { first, last, height: el.scrollHeight };
  }, [messages]);
  return box;
}

/**
 * Select Supplier in an organiser's chat header (spec 4): the requests feature's ChatSelectSupplier, composed in by
 * app/dashboards/sections/organiser-messages.tsx, so that chat does not import requests.
 */
export type SelectSupplierSlot = ComponentType<{ chat: Chat; supplierId: number; supplierName: string }>;

/**
 * One chat: its header (participant, the request it is about, Select Supplier for the organiser, delete), its messages by day and
 * the send box. On the messages page it links back to the list; embedded (beside a proposal, on a supplier's
 * profile) it is shorter and has neither the way back nor delete, which belong to the messages page.
 */
export function Conversation({
  chatId,
  listHref,
  embedded = false,
  selectSupplier: SelectSupplier,
}: {
  chatId: number;
  listHref?: string;
  embedded?: boolean;
  /** The organiser's Select Supplier, from the requests feature; app/ composes it in (see SelectSupplierSlot). */
  selectSupplier?: SelectSupplierSlot;
}) {
  const { user, roleName } = useSession();
  const chat = useChat(chatId);
  const live = useLiveMessages(chatId);
  const remove = useDeleteChat();
  const navigate = useNavigate();
  const box = useMessageScroll(live.messages);

  if (chat.isError) return <Alert color="red">{describeError(chat.error)}</Alert>;
  if (!chat.data) return <Loader aria-label="Loading the conversation" />;
  const data = chat.data;
  const name = participantName(data);

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
      {/* On a phone the actions move under the name rather than squeezing it to a letter. */}
      <Group
        justify="space-between"
        wrap="wrap"
        gap="xs"
        pb="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
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
            <ChatRequest chat={data} />
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          {/* Beside a proposal, the proposal's own Select Supplier is the one shown. */}
          {roleName === 'organiser' && data.policies.send && !embedded && SelectSupplier && (
            <SelectSupplier
              chat={data}
              supplierId={otherParticipant(data)?.user_id ?? 0}
              supplierName={name}
            />
          )}
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
        ref={box}
        py="md"
        style={{ flex: 1, overflowY: 'auto', maxHeight: embedded ? 360 : '60vh' }}
        aria-live="polite"
      >
        {!live.loaded && !live.error && <Loader size="sm" aria-label="Loading messages" />}
        {live.hasEarlier && (
          <Group justify="center" mb="sm">
            <Button
              variant="subtle"
              color="navy"
              size="xs"
              loading={live.loadingEarlier}
              onClick={() => void live.loadEarlier()}
            >
              Load earlier messages
            </Button>
          </Group>
        )}
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
      </Box>
      {data.policies.send && <SendBox chatId={chatId} onSent={live.add} />}
    </Paper>
  );
}
