import { Paper, Stack, Text, Title } from '@mantine/core';
import type { OfferNotify } from '@marquee/contracts/offers';
import { displayDate } from '../../../lib/format';

/** 'dd.MM.yyyy', or 'dd.MM.yyyy – dd.MM.yyyy' for an event of several days. */
export function eventDates(rfq: Pick<OfferNotify['service_request'], 'date_from' | 'date_until'>) {
  return rfq.date_until !== rfq.date_from
    ? `${displayDate(rfq.date_from)} – ${displayDate(rfq.date_until)}`
    : displayDate(rfq.date_from);
}

/**
 * The organiser's brief beside the response box of the proposal modal (issue 21: the supplier no longer writes
 * blind): service, dates, place, the organiser's description in full and the note for the service.
 */
export function RequestBrief({ offer }: { offer: OfferNotify }) {
  const rfq = offer.service_request;
  const organiser = [rfq.user.name, rfq.user.company_name].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['Service', rfq.service?.product ?? 'Service'],
    ['When', eventDates(rfq)],
    ['Where', rfq.location],
    ['Offers until', displayDate(rfq.date_offers_until)],
    ...(organiser ? [['Organiser', organiser] as [string, string]] : []),
  ];
  return (
    <Paper component="section" aria-labelledby="request-brief-title" bg="gray.0" radius="sm" p="md">
      <Title order={3} id="request-brief-title" fz={16} c="navy.9" mb="xs">
        The organiser&apos;s brief
      </Title>
      <Stack component="dl" gap={6} m={0}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" fw={700} c="gray.7">
              {term}
            </Text>
            <Text component="dd" size="sm" c="gray.9" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
        <div>
          <Text component="dt" size="xs" fw={700} c="gray.7">
            Description
          </Text>
          <Text
            component="dd"
            size="sm"
            c="gray.9"
            m={0}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {rfq.message}
          </Text>
        </div>
        {rfq.note && (
          <div>
            <Text component="dt" size="xs" fw={700} c="gray.7">
              Note for this service
            </Text>
            <Text component="dd" size="sm" c="gray.9" m={0} style={{ overflowWrap: 'anywhere' }}>
              {rfq.note}
            </Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
