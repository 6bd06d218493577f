import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { offerTexts } from '@marquee/contracts/offers';
import { cheapestAnsweringPlan } from '@marquee/contracts/plan-allowance';
import { performanceTexts, type SupplierPerformanceResponse } from '@marquee/contracts/supplier-performance';
import { usePricePlans } from '../../../lib/api/get-price-plans';
import { count, plural, pounds } from '../../../lib/format';
import { upgradeHref } from '../../../lib/upgrade-path';
import { changeOf } from '../lib/performance-change';
import { FigureCard } from './figure-card';

/**
 * What the plan returned: for a paid plan, its cost over the period against the requests won; for a supplier with
 * the free allowance, how much of it is used and the plan that answers every request (the upgrade path of
 * docs/decisions/0060). A premium supplier has both.
 */
export function PlanReturn({ data, against }: { data: SupplierPerformanceResponse; against: string }) {
  const { current, previous, plan, allowance } = data;
  const plans = usePricePlans();
  const answering = plans.data ? cheapestAnsweringPlan(plans.data.pricing_plans) : null;
  return (
    <Stack gap="md">
      <Title order={2} fz={20} c="navy.9">
        Return on your plan{plan.name ? ` (${plan.name})` : ''}
      </Title>
      {plan.paid && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <FigureCard
            label="Plan cost in the period"
            value={current.plan_cost === null ? 'None' : pounds(current.plan_cost)}
            change={changeOf(current.plan_cost, previous.plan_cost, { lowerIsBetter: true })}
            against={against}
            hint="Your paid charges, shared over the days they cover"
          />
          <FigureCard
            label="Cost per win"
            value={current.cost_per_win === null ? 'No wins yet' : pounds(current.cost_per_win)}
            change={changeOf(current.cost_per_win, previous.cost_per_win, { lowerIsBetter: true })}
            against={against}
            hint={`${plural(current.won, 'request')} won in the period`}
          />
        </SimpleGrid>
      )}
      {allowance && (
        <Paper withBorder radius="lg" p="lg" role="group" aria-labelledby="performance-allowance">
          <Stack gap="sm">
            <Text id="performance-allowance" fw={700} c="navy.9">
              Free responses
            </Text>
            <Text c="gray.9">
              You have used {count(allowance.used)} of {count(allowance.allowance)} free responses;{' '}
              {count(allowance.remaining)} left.
              {allowance.given_back > 0 &&
                ` ${plural(allowance.given_back, 'response')} given back because the organiser never opened ${allowance.given_back === 1 ? 'it' : 'them'}.`}
            </Text>
            <Text size="sm" c="gray.8">
              {performanceTexts.upgradeOffer}
              {answering && ` ${answering.name}: ${pounds(answering.price_per_month)} a month.`}
            </Text>
            <div>
              <Button component={Link} to={upgradeHref({ planId: answering?.id })} color="coral.8">
                {offerTexts.upgrade}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
