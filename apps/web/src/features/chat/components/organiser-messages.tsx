import { useEffect, useRef } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/api-error';
import { PageHeader } from '../../../components/ui/page-header';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { useCreateChat } from '../api/create-chat';
import { chatsKey } from '../api/query-keys';
import { sendPendingMessage } from '../api/send-pending-message';
import { ChatScreen } from './chat-screen';
import type { SelectSupplierSlot } from './conversation';

/**
 * Organiser messages (spec 2.4): /organiser-dashboard/messages/{chatId}. From a supplier profile,
 * ?profile_id={supplier user id}&name= opens (or creates) the chat with that supplier and moves to it; from a
 * proposal, &quote_id= makes it the chat about that quote. A message the organiser typed on the profile as a guest
 * (lib/pending-message.ts) is sent then (issue 21). The open chat's Select Supplier comes from the requests
 * feature through `selectSupplier` (app/dashboards/sections/organiser-messages.tsx).
 */
export function OrganiserMessages({
  submenu,
  selectSupplier,
}: SectionProps & { selectSupplier?: SelectSupplierSlot }) {
  const basePath = paths.organiserDashboard.href('messages');
  const [params] = useSearchParams();
  const profileId = Number(params.get('profile_id'));
  const quoteId = Number(params.get('quote_id'));
  const opening = !submenu && Number.isInteger(profileId) && profileId > 0;
  const create = useCreateChat();
  const navigate = useNavigate();
  const started = useRef(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!opening || started.current) return;
    started.current = true;
    create.mutate(
      {
        receiver_id: profileId,
        ...(Number.isInteger(quoteId) && quoteId > 0 && { service_request_quote_id: quoteId }),
      },
      {
        // A message typed as a guest on the supplier's profile is sent first, so the chat opens with it.
        onSuccess: (res) =>
          void sendPendingMessage({ supplierId: profileId, chatId: res.data.id }).finally(() => {
            void queryClient.invalidateQueries({ queryKey: chatsKey });
            void navigate(`${basePath}/${res.data.id}`, { replace: true });
          }),
      },
    );
  }, [opening, profileId, quoteId, create, navigate, basePath, queryClient]);

  return (
    <>
      <PageHeader
        eyebrow="Messages"
        title="Conversations"
        description="Chat with the suppliers who have quoted for your requests."
      />
      {opening ? (
        create.isError ? (
          <Alert color="red">{describeError(create.error)}</Alert>
        ) : (
          <Loader aria-label={`Opening the chat with ${params.get('name') ?? 'the supplier'}`} />
        )
      ) : (
        <ChatScreen
          basePath={basePath}
          submenu={submenu}
          selectSupplier={selectSupplier}
          empty={
            <Stack align="center" gap="md" py="xl">
              <IconMessages size={32} stroke={1.6} aria-hidden="true" />
              <Text ta="center" c="gray.8">
                Your conversations with suppliers will be shown here.
              </Text>
            </Stack>
          }
        />
      )}
    </>
  );
}
