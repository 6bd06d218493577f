import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconChevronUp,
  IconClockHour4,
  IconMapPin,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { RequestStatus } from '@marquee/contracts/enums';
import { requestTexts, type ServiceRequest } from '@marquee/contracts/requests';
import { paths } from '../../../config/paths';
import { Stars } from '../../../components/ui/rating-stars';
import { displayDate, excerpt, requestRef } from '../../../lib/format';
import { useChangeDecision } from '../api/change-decision';
import { CloseRequestModal } from './close-request-modal';
import { ExtendDeadlineModal } from './extend-deadline-modal';
import { QuotesPanel } from './quotes-panel';
import { ReviewModal } from './review-modal';
import { SelectSupplierModal } from './select-supplier-modal';

type Dialog = 'extend' | 'close' | 'review' | 'select' | null;

function Fact({ icon: Icon, children }: { icon: typeof IconMapPin; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="gray.8">
      <Icon size={16} aria-hidden="true" style={{ flex: 'none' }} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * One request for quotes (spec 2.4): id with '-ds', service, place, dates, the message cut at 215
 * characters, the quotes count with NEW, and what the organiser may do now (the server's policies).
 * `inGroup` leaves out what the brief's frame already shows (place, dates, message).
 */
export function RequestCard({
  request,
  inGroup = false,
  openQuotes = false,
}: {
  request: ServiceRequest;
  inGroup?: boolean;
  /** Opened from the e-mail's deep link: the quotes shown and the card scrolled into view. */
  openQuotes?: boolean;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showQuotes, setShowQuotes] = useState(openQuotes);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (openQuotes) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [openQuotes]);
  const navigate = useNavigate();
  const changeDecision = useChangeDecision();
  const service = request.service?.product ?? 'Service';
  const quotes = request.service_request_quotes_count;
  const accepted = request.service_request_accept;
  const tabHref = (tab: 'active' | 'accepted' | 'finished') => paths.organiserDashboard.href('requests', tab);

  const confirmChange = () =>
    accepted &&
    modals.openConfirmModal({
      title: 'Change decision',
      centered: true,
      radius: 'lg',
      children: (
        <Text size="sm">
          {accepted.user.company_name ?? 'This supplier'} will no longer be selected for this request, and you
          cannot choose them again for it. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Change decision', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        changeDecision.mutateAsync({ id: request.id, quoteId: accepted.service_request_quote_id }).then(
          () => navigate(tabHref('active')),
          () => undefined,
        ),
    });

  return (
    <Paper
      withBorder={!inGroup}
      radius="md"
      p={inGroup ? 0 : 'lg'}
      component="article"
      ref={cardRef}
      aria-labelledby={`request-${request.id}`}
      data-testid="request-card"
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Box style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" fw={700} c="gray.7" style={{ letterSpacing: '0.04em' }}>
              #{requestRef(request.id)}
            </Text>
            {quotes.not_viewed > 0 && (
              <Badge color="coral.9" size="sm" radius="sm">
                NEW
              </Badge>
            )}
            {request.is_held && (
              <Badge color="navy" variant="outline" size="sm" radius="sm">
                Waiting for e-mail confirmation
              </Badge>
            )}
            {request.status === RequestStatus.active && !request.accepts_quotes && !request.is_held && (
              <Badge color="gray.7" variant="outline" size="sm" radius="sm">
                Offers closed
              </Badge>
            )}
          </Group>
          <Title order={3} id={`request-${request.id}`} fz={inGroup ? 17 : 20} c="navy.9" mt={2}>
            {service}
          </Title>
        </Box>
        <Badge
          variant={quotes.total > 0 ? 'light' : 'outline'}
          color={quotes.total > 0 ? 'navy' : 'gray.7'}
          size="lg"
          radius="sm"
          style={{ textTransform: 'none' }}
        >
          {quotes.total === 1 ? '1 quote' : `${quotes.total} quotes`}
          {quotes.not_viewed > 0 ? ` · ${quotes.not_viewed} new` : ''}
        </Badge>
      </Group>

      {!inGroup && (
        <Stack gap={4} mt="sm">
          <Fact icon={IconMapPin}>{request.location}</Fact>
          <Fact icon={IconCalendarEvent}>
            {displayDate(request.date_from)}
            {request.date_until !== request.date_from ? ` – ${displayDate(request.date_until)}` : ''}
          </Fact>
          <Fact icon={IconClockHour4}>Offers until {displayDate(request.date_offers_until)}</Fact>
        </Stack>
      )}
      {inGroup && (
        <Text size="sm" c="gray.8" mt={4}>
          Offers until {displayDate(request.date_offers_until)}
        </Text>
      )}
      {request.note && (
        <Text size="sm" mt="xs" c="gray.8">
          <strong>Note:</strong> {excerpt(request.note)}
        </Text>
      )}
      {!inGroup && (
        <Text size="sm" mt="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
          {excerpt(request.message)}
        </Text>
      )}

      {accepted && (
        <Text size="sm" mt="sm" c="teal.9" fw={600}>
          Selected supplier: {accepted.user.company_name ?? 'Supplier'}
        </Text>
      )}
      {request.review && (
        <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
          <Stars value={request.review.rate} label={`Your rating: ${request.review.rate} of 5`} />
          <Text size="sm" c="gray.8" lineClamp={2}>
            {request.review.message}
          </Text>
        </Group>
      )}

      <Divider my="md" />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          color="navy"
          size="compact-md"
          onClick={() => setShowQuotes((v) => !v)}
          aria-expanded={showQuotes}
          rightSection={showQuotes ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        >
          {showQuotes ? 'Hide quotes' : 'View quotes'}
        </Button>
        <Group gap="xs" wrap="wrap">
          {request.policies.accept && quotes.total > 0 && (
            <Button size="compact-md" color="coral.8" onClick={() => setDialog('select')}>
              Select Supplier
            </Button>
          )}
          {request.policies.update && (
            <Button size="compact-md" variant="default" onClick={() => setDialog('extend')}>
              Extend deadline
            </Button>
          )}
          {request.policies.change_decision && (
            <Button size="compact-md" variant="default" onClick={confirmChange}>
              Change decision
            </Button>
          )}
          {request.policies.close && (
            <Button size="compact-md" variant="default" onClick={() => setDialog('close')}>
              Close request
            </Button>
          )}
          {request.policies.review && (
            <Button size="compact-md" color="coral.8" onClick={() => setDialog('review')}>
              Write review
            </Button>
          )}
          {request.review?.policies.update && (
            <Button size="compact-md" variant="default" onClick={() => setDialog('review')}>
              Modify review
            </Button>
          )}
          {request.status === RequestStatus.finished && !accepted && (
            <Badge color="gray.7" variant="outline" size="lg" radius="sm" style={{ textTransform: 'none' }}>
              {requestTexts.notSelected}
            </Badge>
          )}
        </Group>
      </Group>

      {showQuotes && <QuotesPanel request={request} />}

      {dialog === 'extend' && (
        <ExtendDeadlineModal request={request} opened onClose={() => setDialog(null)} />
      )}
      {dialog === 'close' && (
        <CloseRequestModal
          request={request}
          opened
          onClose={() => setDialog(null)}
          onClosed={() => void navigate(tabHref('finished'))}
        />
      )}
      {dialog === 'review' && <ReviewModal request={request} opened onClose={() => setDialog(null)} />}
      {dialog === 'select' && (
        <SelectSupplierModal
          request={request}
          opened
          onClose={() => setDialog(null)}
          onSelected={() => void navigate(tabHref('accepted'))}
        />
      )}
    </Paper>
  );
}
