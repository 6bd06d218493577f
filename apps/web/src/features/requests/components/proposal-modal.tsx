import { useEffect, useRef, type ComponentType } from 'react';
import { Anchor, Badge, Box, Button, Grid, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages, IconPhone, IconPhoneCall, IconUserCircle } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequestStatus } from '@marquee/contracts/enums';
import type { OrganiserQuote } from '@marquee/contracts/requests';
import { paths } from '../../../config/paths';
import { SupplierAvatar } from '../../../components/ui/supplier-avatar';
import { RatingStars } from '../../../components/ui/rating-stars';
import { displayDate, pounds, replyTime, requestRef } from '../../../lib/format';
import { displayPhone, phoneHref } from '../../../lib/uk-phone';
import { useQuote } from '../api/get-quote';
import { useUpdateQuoteFlags } from '../api/update-quote-flags';
import { useRequestCall } from '../api/request-call';
import { useAcceptQuote } from '../api/accept-quote';
import { DeclineQuoteButton } from './decline-quote-button';

/** Links to the organiser's chat with this supplier about this quote (the one the chat box shows), on its page. */
export const messagesHref = (quote: Pick<OrganiserQuote, 'id' | 'user'>) =>
  `${paths.organiserDashboard.href('messages')}?${new URLSearchParams({
    profile_id: String(quote.user.id),
    name: quote.user.company_name ?? quote.user.name,
    quote_id: String(quote.id),
  }).toString()}`;

/** The actions shared by the proposal and the supplier's profile (spec 2.4): call, select, decline, message. */
export function QuoteActions({ quote, withProfile }: { quote: OrganiserQuote; withProfile: boolean }) {
  const call = useRequestCall();
  const accept = useAcceptQuote();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const name = quote.user.company_name ?? quote.user.name;
  return (
    <Group gap="sm" wrap="wrap">
      {quote.call_requested_at ? (
        <Badge
          color="teal.9"
          variant="outline"
          size="lg"
          radius="sm"
          leftSection={<IconPhoneCall size={14} />}
        >
          Call requested {displayDate(quote.call_requested_at)}
        </Badge>
      ) : (
        <Button
          variant="outline"
          color="navy"
          leftSection={<IconPhoneCall size={18} aria-hidden="true" />}
          disabled={!quote.policies.request_call}
          loading={call.isPending}
          onClick={() =>
            // The request-a-call confirmation of spec 2.7: the supplier is told to phone the organiser.
            modals.openConfirmModal({
              title: 'Request a call',
              centered: true,
              radius: 'lg',
              children: (
                <Text size="sm">
                  We will ask {name} to call you on the phone number in your account settings.
                </Text>
              ),
              labels: { confirm: 'Request a call', cancel: 'Cancel' },
              onConfirm: () => call.mutate(quote.id),
            })
          }
        >
          Request a call
        </Button>
      )}
      {quote.policies.accept && quote.service_request.status === RequestStatus.active && (
        <Button
          color="coral.8"
          loading={accept.isPending}
          onClick={() =>
            accept.mutateAsync({ id: quote.service_request_id, quoteId: quote.id }).then(
              () => navigate(paths.organiserDashboard.href('requests', 'accepted')),
              () => undefined,
            )
          }
        >
          Select Supplier
        </Button>
      )}
      <DeclineQuoteButton quote={quote} variant="outline" />
      {quote.is_rejected && (
        <Badge color="gray.7" variant="outline" size="lg" radius="sm">
          Not selected
        </Badge>
      )}
      {withProfile && (
        <Button
          variant="subtle"
          color="navy"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          onClick={() =>
            setParams(
              new URLSearchParams({
                profile_id: String(quote.user.id),
                name,
                quote_id: String(quote.id),
                rfq_id: String(quote.service_request_id),
              }),
            )
          }
        >
          View profile
        </Button>
      )}
      <Button
        component={Link}
        to={messagesHref(quote)}
        variant="subtle"
        color="navy"
        leftSection={<IconMessages size={18} aria-hidden="true" />}
      >
        {withProfile ? 'Messages' : 'Send a message'}
      </Button>
    </Group>
  );
}

/**
 * The chat box beside a proposal and in the supplier modal: the chat feature's ChatBox, composed in by
 * app/dashboards/sections/organiser-requests.tsx, so that requests does not import chat.
 */
export type ChatBoxSlot = ComponentType<{
  subject: { receiverId: number; quote?: { id: number; requestId: number } };
  name: string;
}>;

/**
 * `?proposal_id={id}` (spec 2.4): the quote's message, the supplier's phone, the proposal id, Request a call,
 * Select Supplier while none is selected, View profile, the way to the messages and, beside it, the chat box
 * about this quote. Opening it marks the
 * quote viewed (the NEW badge goes).
 */
export function ProposalModal({ chatBox: ChatBox }: { chatBox?: ChatBoxSlot }) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('proposal_id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const quote = useQuote(id);
  const flags = useUpdateQuoteFlags();
  const marked = useRef<number | null>(null);
  const data = quote.data;

  useEffect(() => {
    if (data && !data.is_viewed && data.policies.update && marked.current !== data.id) {
      marked.current = data.id;
      flags.mutate({ id: data.id, is_viewed: true });
    }
  }, [data, flags]);

  const close = () =>
    setParams((p) => {
      p.delete('proposal_id');
      return p;
    });
  const name = data ? (data.user.company_name ?? data.user.name) : 'Proposal';

  return (
    <Modal
      opened={id !== null}
      onClose={close}
      title={`Proposal from ${name}`}
      size="70rem"
      radius="lg"
      centered
    >
      {!data ? (
        <Skeleton height={200} radius="md" />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <SupplierAvatar companyName={name} photoUrl={data.user.profile.photo_url} size={48} />
                <Box style={{ minWidth: 0 }}>
                  <Text fw={700} c="navy.9">
                    {name}
                  </Text>
                  {data.user.rating.count > 0 && (
                    <RatingStars rate={data.user.rating.rate} count={data.user.rating.count} />
                  )}
                  <Text size="sm" c="gray.7">
                    Proposal #{data.id} · request {requestRef(data.service_request_id)} ·{' '}
                    {data.service_request.service?.product}
                  </Text>
                </Box>
              </Group>
              <Group gap="lg" wrap="wrap">
                {data.user.phone && (
                  <Anchor href={phoneHref(data.user.phone)} c="navy.9" fw={600}>
                    <Group gap={6} component="span" wrap="nowrap">
                      <IconPhone size={16} aria-hidden="true" />
                      {displayPhone(data.user.phone)}
                    </Group>
                  </Anchor>
                )}
                {data.price !== null && (
                  <Text fw={600} c="navy.9">
                    Price: {pounds(data.price)}
                  </Text>
                )}
                <Text size="sm" c="gray.7">
                  Replied in {replyTime(data.reply_minutes)}
                  {data.distance_miles !== null ? ` · ${data.distance_miles} miles away` : ''}
                </Text>
              </Group>
              <Paper withBorder radius="md" p="md" bg="gray.0">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {data.message}
                </Text>
              </Paper>
              <QuoteActions quote={data} withProfile />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {ChatBox && (
              <ChatBox
                subject={{
                  receiverId: data.user.id,
                  quote: { id: data.id, requestId: data.service_request_id },
                }}
                name={name}
              />
            )}
          </Grid.Col>
        </Grid>
      )}
    </Modal>
  );
}
