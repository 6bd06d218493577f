import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClockHour4, IconMapPin, IconPhoneCall, IconUser } from '@tabler/icons-react';
import { RequestStatus } from '@marquee/contracts/enums';
import { offerTexts, type OfferNotify, type Quota } from '@marquee/contracts/offers';
import { displayDate, excerpt, pounds, requestRef } from '../../../lib/format';
import { timeLeft } from '../lib/offer-tabs';
import { LeadPipeline } from './lead-pipeline';
import { WonContact } from './won-contact';

function Fact({ icon: Icon, children }: { icon: typeof IconMapPin; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="gray.8" align="flex-start">
      <Icon size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** A description longer than the excerpt opens in place. */
function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const short = excerpt(text);
  return (
    <Text size="sm" c="gray.9" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {open ? text : short}
      {short !== text && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen((v) => !v)}>
            {open ? 'Show less' : 'Show more'}
          </Anchor>
        </>
      )}
    </Text>
  );
}

export interface OfferActions {
  onRespond: (offer: OfferNotify) => void;
  onUpgrade: (offer: OfferNotify) => void;
  onDecline: (offer: OfferNotify, decline: boolean) => void;
  onCalled: (offer: OfferNotify) => void;
  /** The offer whose action is under way (its button spins). */
  busy: { id: number; action: 'respond' | 'decline' | 'called' } | null;
}

/**
 * One request that reached the supplier (spec 2.5, 3 "Offer notification", 4): service, place, dates, the
 * organiser's description, the offers deadline and, unanswered, the time left; the supplier's proposal with
 * its pipeline; and what the supplier may do now (the server's policies): respond, "I'm not interested" (undo
 * from Declined), 'Called'. A free supplier without allowance sees 'Upgrade to respond to this request'.
 */
export function OfferCard({
  offer,
  quota,
  highlighted,
  actions,
}: {
  offer: OfferNotify;
  quota: Quota;
  highlighted?: boolean;
  actions: OfferActions;
}) {
  const rfq = offer.service_request;
  const quote = offer.service_request_quote;
  const service = rfq.service?.product ?? 'Service';
  const headingId = `offer-${offer.id}`;
  const busy = (action: 'respond' | 'decline' | 'called') =>
    actions.busy?.id === offer.id && actions.busy.action === action;
  // Spec 4: without allowance the respond button itself says what to do, before the supplier tries.
  const mayUpgrade =
    !offer.policies.respond && !quota.can_respond && quote === null && !offer.is_ignore && rfq.accepts_quotes;
  const organiser = [rfq.user.name, rfq.user.company_name].filter(Boolean).join(', ');

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="offer-card"
      data-request-id={rfq.id}
      style={highlighted ? { borderColor: 'var(--mantine-color-coral-8)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Box style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" fw={700} c="gray.7" style={{ letterSpacing: '0.04em' }}>
              #{requestRef(rfq.id)}
            </Text>
            {offer.is_new && (
              <Badge color="coral.9" size="sm" radius="sm">
                NEW
              </Badge>
            )}
            {offer.call_requested_at && (
              <Badge
                color="teal.9"
                variant="outline"
                size="sm"
                radius="sm"
                leftSection={<IconPhoneCall size={12} aria-hidden="true" />}
              >
                Call requested {displayDate(offer.call_requested_at)}
              </Badge>
            )}
          </Group>
          <Title order={3} id={headingId} fz={20} c="navy.9" mt={2}>
            {service}
          </Title>
        </Box>
        {rfq.hours_left !== null && quote === null && !offer.is_ignore && (
          <Badge
            variant="light"
            color={rfq.hours_left < 24 ? 'red.9' : 'navy'}
            size="lg"
            radius="sm"
            leftSection={<IconClockHour4 size={14} aria-hidden="true" />}
            style={{ textTransform: 'none' }}
          >
            {timeLeft(rfq.hours_left)}
          </Badge>
        )}
      </Group>

      <Stack gap={4} mt="sm">
        <Fact icon={IconMapPin}>{rfq.location}</Fact>
        <Fact icon={IconCalendarEvent}>
          {displayDate(rfq.date_from)}
          {rfq.date_until !== rfq.date_from ? ` – ${displayDate(rfq.date_until)}` : ''}
        </Fact>
        <Fact icon={IconClockHour4}>
          Offers until {displayDate(rfq.date_offers_until)}
          {!rfq.accepts_quotes && rfq.status === RequestStatus.active ? ' (closed)' : ''}
        </Fact>
        {organiser && <Fact icon={IconUser}>{organiser}</Fact>}
      </Stack>
      <Box mt="sm">
        <Description text={rfq.message} />
      </Box>
      {rfq.note && (
        <Text size="sm" mt="xs" c="gray.8">
          <strong>Note for this service:</strong> {rfq.note}
        </Text>
      )}

      {quote && (
        <Paper bg="gray.0" radius="sm" p="sm" mt="md">
          <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
            <Text size="sm" fw={600} c="navy.9">
              Your proposal
            </Text>
            {quote.price !== null && (
              <Text size="sm" fw={600} c="navy.9">
                {pounds(quote.price)}
              </Text>
            )}
          </Group>
          <Text size="sm" c="gray.8" lineClamp={3} mb="sm" style={{ overflowWrap: 'anywhere' }}>
            {quote.message}
          </Text>
          <LeadPipeline quote={quote} answered={rfq.quotes_count} />
          {quote.refunded_at && (
            <Text size="xs" c="teal.9" mt={6}>
              {offerTexts.leadGivenBack}
            </Text>
          )}
        </Paper>
      )}
      {offer.organiser_contact && <WonContact contact={offer.organiser_contact} service={service} />}
      {!quote && rfq.quotes_count > 0 && (
        <Text size="xs" c="gray.7" mt="sm">
          {rfq.quotes_count === 1
            ? '1 supplier has answered this request'
            : `${rfq.quotes_count} suppliers have answered this request`}
        </Text>
      )}

      {(offer.policies.respond ||
        mayUpgrade ||
        offer.policies.decline ||
        offer.policies.undo_decline ||
        offer.policies.mark_called) && (
        <>
          <Divider my="md" />
          <Group justify="flex-end" gap="xs" wrap="wrap">
            {offer.policies.decline && (
              <Button
                variant="default"
                size="compact-md"
                loading={busy('decline')}
                onClick={() => actions.onDecline(offer, true)}
              >
                {offerTexts.notInterested}
              </Button>
            )}
            {offer.policies.undo_decline && (
              <Button
                variant="default"
                size="compact-md"
                loading={busy('decline')}
                onClick={() => actions.onDecline(offer, false)}
              >
                {offerTexts.undoDecline}
              </Button>
            )}
            {offer.policies.mark_called && (
              <Button
                variant="outline"
                color="teal.9"
                size="compact-md"
                leftSection={<IconPhoneCall size={16} aria-hidden="true" />}
                loading={busy('called')}
                onClick={() => actions.onCalled(offer)}
              >
                {offerTexts.called}
              </Button>
            )}
            {offer.policies.respond && (
              <Button size="compact-md" color="coral.8" onClick={() => actions.onRespond(offer)}>
                {offerTexts.respond}
              </Button>
            )}
            {mayUpgrade && (
              <Button
                size="compact-md"
                color="coral.8"
                loading={busy('respond')}
                onClick={() => actions.onUpgrade(offer)}
              >
                {offerTexts.upgradeToRespond}
              </Button>
            )}
          </Group>
        </>
      )}
    </Paper>
  );
}
