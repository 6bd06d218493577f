import type { ReactNode } from 'react';
import { Alert, Box, Grid, Loader, Text } from '@mantine/core';
import { describeError } from '../../../lib/api-error';
import { useChats } from '../api/get-chats';
import { ChatList } from './chat-list';
import { Conversation, type SelectSupplierSlot } from './conversation';

/**
 * The messages section of a dashboard (spec 2.4, 2.5): the chat list beside the open chat on wide screens; on a
 * phone the list, or the chat with a way back to it.
 */
export function ChatScreen({
  basePath,
  submenu,
  empty,
  selectSupplier,
}: {
  /** `/organiser-dashboard/messages`; a chat lives at `{basePath}/{chatId}`. */
  basePath: string;
  submenu?: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The organiser's Select Supplier in the open chat's header. */
  selectSupplier?: SelectSupplierSlot;
}) {
  const chats = useChats();
  const chatId = submenu && /^[0-9]+$/.test(submenu) ? Number(submenu) : undefined;
  const hrefFor = (id: number) => `${basePath}/${id}`;

  if (chats.isError) return <Alert color="red">{describeError(chats.error)}</Alert>;
  if (!chats.data) return <Loader aria-label="Loading conversations" />;
  if (chats.data.length === 0 && !chatId) return <>{empty}</>;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }} display={chatId ? { base: 'none', md: 'block' } : undefined}>
        <ChatList chats={chats.data} activeId={chatId} hrefFor={hrefFor} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} display={chatId ? undefined : { base: 'none', md: 'block' }}>
        {chatId ? (
          <Conversation key={chatId} chatId={chatId} listHref={basePath} selectSupplier={selectSupplier} />
        ) : (
          <Box p="xl">
            <Text c="gray.7" ta="center">
              Choose a conversation to read it.
            </Text>
          </Box>
        )}
      </Grid.Col>
    </Grid>
  );
}
