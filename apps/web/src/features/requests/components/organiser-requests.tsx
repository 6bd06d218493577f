import { useEffect, useState } from 'react';
import { Badge, Divider, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequestStatus, type RequestStatusCode } from '@marquee/contracts/enums';
import { notices } from '@marquee/contracts/messages';
import { requestTabs, type RequestTab, type ServiceRequest } from '@marquee/contracts/requests';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { ScreenTabs, resolveTab } from '../../../components/dashboard/screen-tabs';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { displayDate, excerpt } from '../../../lib/format';
import { useRequestCounters } from '../api/get-request-counters';
import { useRequests } from '../api/get-requests';
import { useRequestStatus } from '../api/get-request-status';
import { submittedBriefState, type SubmittedBrief } from '../hooks/use-send-brief';
import { EnquiryModal } from './enquiry-modal';
import { ProposalModal, type ChatBoxSlot } from './proposal-modal';
import { RequestCard } from './request-card';
import { SubmittedAlert, type EmailConfirmationSlot } from './submitted-alert';
import { SupplierModal } from './supplier-modal';

const statusOf: Record<RequestTab, RequestStatusCode> = {
  active: RequestStatus.active,
  accepted: RequestStatus.accepted,
  finished: RequestStatus.finished,
};

/** Requests of one brief next to each other, in the list's order (newest first). */
function groupByEvent(requests: ServiceRequest[]): ServiceRequest[][] {
  const groups = new Map<string, ServiceRequest[]>();
  for (const r of requests) groups.set(r.group_id, [...(groups.get(r.group_id) ?? []), r]);
  return [...groups.values()];
}

/**
 * The services of one brief (issue 12): the event's place, dates and description once, then each service
 * with its own quotes and actions.
 */
function BriefGroup({ requests, openId }: { requests: ServiceRequest[]; openId: number | null }) {
  const first = requests[0]!;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Event brief" data-testid="brief">
      <Group gap="xs" mb={6}>
        <Badge variant="light" color="navy" radius="sm" style={{ textTransform: 'none' }}>
          One event · {requests.length} services
        </Badge>
      </Group>
      <Group gap="lg" wrap="wrap" c="gray.8">
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden="true" />
          <Text size="sm">{first.location}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden="true" />
          <Text size="sm">
            {displayDate(first.date_from)}
            {first.date_until !== first.date_from ? ` – ${displayDate(first.date_until)}` : ''}
          </Text>
        </Group>
      </Group>
      <Text size="sm" mt="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
        {excerpt(first.message)}
      </Text>
      {requests.map((r) => (
        <div key={r.id}>
          <Divider my="md" />
          <RequestCard request={r} inGroup openQuotes={r.id === openId} />
        </div>
      ))}
    </Paper>
  );
}

function TabCount({ total, unread }: { total?: number; unread?: number }) {
  if (total === undefined) return null;
  return (
    <>
      <Text span size="sm" c="gray.7" ml={6}>
        ({total})
      </Text>
      {unread ? (
        <Badge component="span" color="coral.9" size="xs" circle ml={6} aria-label={`${unread} unread`}>
          {unread}
        </Badge>
      ) : null}
    </>
  );
}

/** The request whose quotes the `?rfq=` deep link opens, carried in the navigation state. */
function openQuotesState(state: unknown): number | null {
  const id = (state as { openQuotes?: unknown } | null)?.openQuotes;
  return typeof id === 'number' ? id : null;
}

/**
 * Organiser requests (spec 2.4): tabs active, accepted, finished with their totals and unread counts; the
 * alert after a request was sent; the requests of one brief grouped as one event; `?rfq=` goes to the tab
 * of the request's status; `?request_popup=`, `?proposal_id=` and `?profile_id=` open their modals. The chat box
 * in the last two comes from the chat feature through `chatBox` (app/dashboards/sections/organiser-requests.tsx).
 */
export function OrganiserRequests({
  submenu,
  chatBox,
  confirmEmail,
}: SectionProps & { chatBox?: ChatBoxSlot; confirmEmail?: EmailConfirmationSlot }) {
  const current = resolveTab(
    Object.values(requestTabs).map((v) => ({ value: v, label: v })),
    submenu,
    'active',
  ) as RequestTab;
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitted, setSubmitted] = useState<SubmittedBrief | null>(() =>
    submittedBriefState(location.state),
  );
  const [page, setPage] = useState(1);
  const counters = useRequestCounters();
  const list = useRequests(statusOf[current], page);

  useEffect(() => {
    const next = submittedBriefState(location.state);
    if (next) setSubmitted(next);
  }, [location.state]);
  useEffect(() => setPage(1), [current]);

  // ?rfq={id} (the e-mail's deep link): the tab of the request's status, with that request's quotes open.
  // The list waits for the lookup, so nothing opened on the way is lost when the tab's screen replaces it.
  const rfq = Number(params.get('rfq'));
  const rfqId = Number.isInteger(rfq) && rfq > 0 ? rfq : null;
  const rfqStatus = useRequestStatus(rfqId);
  useEffect(() => {
    if (rfqStatus.data === undefined) return;
    const tab = requestTabs[rfqStatus.data];
    void navigate(paths.organiserDashboard.href('requests', tab), {
      replace: true,
      state: { openQuotes: rfqId },
    });
  }, [rfqStatus.data, rfqId, navigate]);
  const openId = openQuotesState(location.state);
  const awaitingDeepLink = rfqId !== null && !rfqStatus.isError;

  const c = counters.data;
  const tabs = [
    {
      value: 'active',
      label: 'Active',
      extra: <TabCount total={c?.active_count} unread={c?.active_new_count} />,
    },
    {
      value: 'accepted',
      label: 'Accepted',
      extra: <TabCount total={c?.accepted_count} unread={c?.accepted_new_count} />,
    },
    {
      value: 'finished',
      label: 'Finished',
      extra: <TabCount total={c?.finished_count} unread={c?.finished_new_count} />,
    },
  ];
  const requests = list.data?.data.service_requests ?? [];
  const meta = list.data?.meta;
  // Requests still waiting for the e-mail's confirmation, after the alert of their sending was closed or left
  // behind: the same alert without the counts, so the way to confirm (or resend, or correct) stays in sight.
  const waiting: SubmittedBrief | null =
    !submitted && current === 'active' && requests.some((r) => r.is_held)
      ? { isHeld: true, location: '', services: [] }
      : null;

  return (
    <>
      <PageHeader
        eyebrow="Requests"
        title="Your quote requests"
        description="Describe what you need once; suppliers who cover your area reply here with their quotes."
      />
      {submitted && current === 'active' && (
        <SubmittedAlert brief={submitted} onClose={() => setSubmitted(null)} confirmEmail={confirmEmail} />
      )}
      {waiting && <SubmittedAlert brief={waiting} confirmEmail={confirmEmail} />}
      <ScreenTabs
        label="Request status"
        tabs={tabs}
        value={current}
        hrefFor={(t) => paths.organiserDashboard.href('requests', t)}
      />
      {list.isPending || awaitingDeepLink ? (
        <Stack gap="md">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : list.isError ? (
        <ErrorAlert>{describeError(list.error)}</ErrorAlert>
      ) : requests.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text c="gray.8" data-testid="requests-empty">
            {notices.emptyRequests(current)}
          </Text>
        </Paper>
      ) : (
        <Stack gap="md">
          {groupByEvent(requests).map((group) =>
            group.length > 1 ? (
              <BriefGroup key={group[0]!.group_id} requests={group} openId={openId} />
            ) : (
              <RequestCard key={group[0]!.id} request={group[0]!} openQuotes={group[0]!.id === openId} />
            ),
          )}
          {meta && meta.last_page > 1 && (
            <Group justify="center">
              <Pagination total={meta.last_page} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
      <EnquiryModal />
      <ProposalModal chatBox={chatBox} />
      <SupplierModal chatBox={chatBox} />
    </>
  );
}
