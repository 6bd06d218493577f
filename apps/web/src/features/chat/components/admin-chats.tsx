import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import { limits } from '@marquee/contracts/limits';
import { describeError } from '../../../lib/api-error';
import { useUserChats } from '../api/get-user-chats';
import { AdminConversation } from './admin-conversation';
import { ChatList } from './chat-list';

/** A user an administrator may pick to read their chats. */
export interface ChatUserOption {
  id: number;
  name: string;
  /** A second line that tells namesakes apart (id, contact, e-mail). */
  detail: string;
}

/** The admin list the picker searches, as a hook of the feature that owns it (admin suppliers, organisers). */
export type CandidateSearch = (filter: string | undefined) => {
  options?: readonly ChatUserOption[];
  total?: number;
  isError: boolean;
  error: unknown;
};

const positiveId = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

function CandidatePicker({
  who,
  useCandidates,
  hrefFor,
}: {
  who: 'supplier' | 'organiser';
  useCandidates: CandidateSearch;
  hrefFor: (user: ChatUserOption) => string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, limits.searchInputDelayMs);
  const found = useCandidates(effectiveListSearch(debounced));
  const label = `${who}s`;
  const a = who === 'organiser' ? 'an' : 'a';

  return (
    <Stack gap="md">
      <TextInput
        label={`Find ${a} ${who} by name or id`}
        description={`Pick ${a} ${who} to read their conversations (read only).`}
        placeholder="Name, company, e-mail or id"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        maw={420}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {found.isError ? (
        <Alert color="red">{describeError(found.error)}</Alert>
      ) : !found.options ? (
        <Loader aria-label={`Loading ${label}`} />
      ) : found.options.length === 0 ? (
        <Text c="gray.7">No {label} match your search.</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`Matching ${label}`}
        >
          {found.options.map((option) => (
            <Paper key={option.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={600}>{option.name}</Text>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {option.detail}
                  </Text>
                </Box>
                <Button
                  component={Link}
                  to={hrefFor(option)}
                  variant="light"
                  aria-label={`Read the chats of ${option.name}`}
                >
                  Read chats
                </Button>
              </Group>
            </Paper>
          ))}
          {found.total !== undefined && found.total > found.options.length && (
            <Text component="li" size="sm" c="gray.7">
              {found.options.length} of {found.total} shown: narrow your search to find others.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Admin › Suppliers › Chats and Admin › Organisers › Chats (spec 2.6): pick a user, then read their chats and each
 * chat's messages, read-only. The choice lives in the URL (`?user_id=&name=&chat_id=`), so a view can be shared
 * and the browser's back button works.
 */
export function AdminChats({
  who,
  useCandidates,
}: {
  who: 'supplier' | 'organiser';
  useCandidates: CandidateSearch;
}) {
  const [params] = useSearchParams();
  const userId = positiveId(params.get('user_id'));
  const chatId = positiveId(params.get('chat_id'));
  const name = params.get('name') || `#${userId ?? ''}`;
  const chats = useUserChats(userId);
  const userHref = (user: { id: number; name: string }) =>
    `?${new URLSearchParams({ user_id: String(user.id), name: user.name })}`;

  if (!userId) {
    return (
      <Box mt="md">
        <CandidatePicker who={who} useCandidates={useCandidates} hrefFor={userHref} />
      </Box>
    );
  }

  const chatHref = (id: number) =>
    `?${new URLSearchParams({ user_id: String(userId), name, chat_id: String(id) })}`;

  return (
    <Stack gap="md" mt="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text component="h2" fw={700} size="lg">
          Conversations of {name}
        </Text>
        <Anchor component={Link} to="?" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Choose another {who}
          </Group>
        </Anchor>
      </Group>
      {chats.isError ? (
        <Alert color="red">{describeError(chats.error)}</Alert>
      ) : !chats.data ? (
        <Loader aria-label="Loading conversations" />
      ) : chats.data.length === 0 ? (
        <Text c="gray.7">{name} has no conversations.</Text>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ChatList chats={chats.data} activeId={chatId} hrefFor={chatHref} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {chatId ? (
              <AdminConversation key={chatId} chatId={chatId} viewpointUserId={userId} />
            ) : (
              <Text c="gray.7" ta="center" p="xl">
                Choose a conversation to read it.
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
