import { useState } from 'react';
import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Chat } from '@marquee/contracts/chats';
import { RequestStatus } from '@marquee/contracts/enums';
import type { OrganiserQuote } from '@marquee/contracts/requests';
import { paths } from '../../../config/paths';
import { useAcceptQuote } from '../api/accept-quote';
import { supplierQuotesQueryOptions } from '../api/get-quotes';
import { ModalActions } from '../../../components/ui/modal-actions';
import { displayDate, requestRef } from '../../../lib/format';

/** How the picker names a request: its service, its id and when the event is. */
const requestLabel = (quote: OrganiserQuote) =>
  `${quote.service_request.service?.product ?? 'Request'} · ${requestRef(quote.service_request_id)} · ${displayDate(
    quote.service_request.date_from,
  )}`;

/**
 * Select Supplier in the chat (spec 4, "Request lifecycle"): the organiser books the supplier they are talking to
 * through the same accept call as the proposal. The quotes offered are the supplier's quotes on the organiser's
 * requests that the request's policies let them accept (active, not rejected); with several, a picker names each
 * request, the chat's own quote first chosen. Nothing shows when there is none. The chat feature's Conversation
 * shows it in an organiser's chat header, composed in by app/dashboards/sections/organiser-messages.tsx.
 */
export function ChatSelectSupplier({
  chat,
  supplierId,
  supplierName: name,
}: {
  chat: Chat;
  /** The supplier the organiser is talking to (the chat's other participant), and their display name. */
  supplierId: number;
  supplierName: string;
}) {
  const quotes = useQuery({ ...supplierQuotesQueryOptions(supplierId), enabled: supplierId > 0 });
  const own = chat.service_request_quotes[0]?.id;
  // The chat's own request first, and chosen (issue 21); the supplier's other requests after it.
  const choices = (quotes.data ?? [])
    .filter((q) => q.policies.accept && q.service_request.status === RequestStatus.active)
    .sort((a, b) => Number(b.id === own) - Number(a.id === own));
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const accept = useAcceptQuote();
  const navigate = useNavigate();
  if (choices.length === 0) return null;

  const preselected = choices.length === 1 ? choices[0] : choices.find((q) => q.id === own);
  const value = picked ?? (preselected ? String(preselected.id) : null);
  const chosen = choices.find((q) => String(q.id) === value);

  return (
    <>
      <Button
        color="coral.8"
        size="xs"
        leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Select Supplier
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Select Supplier" centered radius="lg">
        <Stack gap="md">
          {choices.length === 1 ? (
            <Text size="sm" c="gray.8">
              Book {name} for {requestLabel(choices[0]!)}? The request moves to Accepted.
            </Text>
          ) : (
            <Radio.Group
              value={value}
              onChange={setPicked}
              label={`Which request are you booking ${name} for?`}
            >
              <Stack gap="xs" mt="xs">
                {choices.map((q) => (
                  <Radio key={q.id} value={String(q.id)} label={requestLabel(q)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <ModalActions
            onCancel={() => setOpened(false)}
            disabled={!chosen}
            loading={accept.isPending}
            onConfirm={() =>
              chosen &&
              accept.mutateAsync({ id: chosen.service_request_id, quoteId: chosen.id }).then(
                () => navigate(paths.organiserDashboard.href('requests', 'accepted')),
                () => undefined,
              )
            }
          >
            Select Supplier
          </ModalActions>
        </Stack>
      </Modal>
    </>
  );
}
