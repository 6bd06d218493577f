import { useState } from 'react';
import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ukToday } from '@marquee/contracts/requests';
import {
  PERFORMANCE_DEFAULT_DAYS,
  daysInRange,
  performanceTexts,
  type SupplierPerformanceResponse,
} from '@marquee/contracts/supplier-performance';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/api-error';
import { count, displayDate, percent, plural, replyTime } from '../../../lib/format';
import { useSupplierPerformance } from '../api/get-supplier-performance';
import { changeOf, presetPeriod } from '../lib/performance-change';
import { FigureCard } from './figure-card';
import { PeriodPicker } from './period-picker';
import { PlanReturn } from './plan-return';

/** The figures of the period, each with its change on the period before. */
function Figures({ data, against }: { data: SupplierPerformanceResponse; against: string }) {
  const { current: c, previous: p } = data;
  const figures = [
    { label: 'Requests received', value: count(c.received), change: changeOf(c.received, p.received) },
    { label: 'Answered', value: count(c.answered), change: changeOf(c.answered, p.answered) },
    {
      label: 'Answer rate',
      value: c.answer_rate === null ? '–' : percent(c.answer_rate),
      change: changeOf(c.answer_rate, p.answer_rate, { share: true }),
    },
    {
      label: 'Median reply time',
      value: c.median_reply_minutes === null ? '–' : replyTime(c.median_reply_minutes),
      change: changeOf(c.median_reply_minutes, p.median_reply_minutes, { lowerIsBetter: true }),
    },
    {
      label: 'Viewed by the organiser',
      value: count(c.viewed),
      change: changeOf(c.viewed, p.viewed),
    },
    { label: 'Shortlisted', value: count(c.shortlisted), change: changeOf(c.shortlisted, p.shortlisted) },
    { label: 'Won', value: count(c.won), change: changeOf(c.won, p.won) },
  ];
  return (
    // Two a row on a phone: each figure is a short count, percent or time.
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {figures.map((f) => (
        <FigureCard key={f.label} {...f} against={against} />
      ))}
    </SimpleGrid>
  );
}

/** No request reached the supplier in either period: the figures would all be zero. */
function Empty() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={32} stroke={1.6} aria-hidden="true" color="var(--mantine-color-gray-7)" />
        <Text fw={600} c="navy.9">
          {performanceTexts.empty}
        </Text>
        <Text size="sm" c="gray.8">
          Requests matching your services and area appear in{' '}
          <Anchor component={Link} to={paths.supplierDashboard.href('offers')} inherit>
            Offers
          </Anchor>
          ; choose a longer period to see earlier ones.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The supplier's 'Performance' (issue 24; docs/decisions/0078): what the requests of a period became, against the
 * period of the same length before it, and what the plan returned.
 */
export function SupplierPerformance() {
  const [period, setPeriod] = useState(() => presetPeriod(PERFORMANCE_DEFAULT_DAYS, ukToday()));
  const performance = useSupplierPerformance(period);
  const data = performance.data;
  const days = daysInRange(period.from, period.to);
  const against = `the previous ${plural(days, 'day')}`;
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Performance"
        title={performanceTexts.title}
        description="What the requests you received became, compared with the period before, and what your plan returned."
      />
      <PeriodPicker onChange={setPeriod} />
      <Text size="sm" c="gray.8" aria-live="polite" data-testid="performance-period">
        {displayDate(period.from)} to {displayDate(period.to)}
        {data
          ? ` · compared with ${displayDate(data.previous.date_from)} to ${displayDate(data.previous.date_to)}`
          : ''}
        {performance.isFetching && data ? ' · updating…' : ''}
      </Text>
      {performance.error ? (
        <ErrorAlert>{describeError(performance.error)}</ErrorAlert>
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label="Loading performance" />
        </Center>
      ) : (
        <>
          {data.current.received === 0 && data.previous.received === 0 ? (
            <Empty />
          ) : (
            <Figures data={data} against={against} />
          )}
          <PlanReturn data={data} against={against} />
        </>
      )}
    </Stack>
  );
}
