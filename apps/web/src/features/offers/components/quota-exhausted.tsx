import { useId } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { offerTexts, type Quota } from '@marquee/contracts/offers';
import { cheapestAnsweringPlan } from '@marquee/contracts/plan-allowance';
import { usePricePlans } from '../../../lib/api/get-price-plans';
import { pounds } from '../../../lib/format';
import { upgradeHref } from '../../../lib/upgrade-path';
import { QuotaFigures } from './quota-figures';

/** The plan that lifts the 402 (the cheapest that answers every request), or null while unknown or none is sold. */
export function useAnsweringPlan() {
  const plans = usePricePlans();
  return plans.data ? cheapestAnsweringPlan(plans.data.pricing_plans) : null;
}

/**
 * The 402 of spec 8 inside the proposal modal, whose title is the thank-you (`offerTexts.quotaTitle`): the
 * supplier's figures (the same as the free-tier banner's), the cheapest plan that answers every request with its
 * price, and Upgrade, which opens that plan's payment and comes back to `requestId` once paid.
 */
export function QuotaExhausted({ quota, requestId }: { quota: Quota; requestId: number }) {
  const plan = useAnsweringPlan();
  const planLine = useId();
  return (
    <Stack gap="md" data-testid="quota-exhausted">
      <Text size="sm" c="gray.8">
        {offerTexts.quotaMessage}
      </Text>
      <QuotaFigures quota={quota} />
      {plan && (
        <Text size="sm" c="gray.9" id={planLine} data-testid="answering-plan">
          <Text span fw={700} c="navy.9">
            {plan.name}
          </Text>{' '}
          answers every request, for {pounds(plan.price_per_month)} a month. After paying you come back to
          this request to send your proposal.
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          component={Link}
          to={upgradeHref({ planId: plan?.id, requestId })}
          color="coral.8"
          aria-describedby={plan ? planLine : undefined}
        >
          {offerTexts.upgrade}
        </Button>
      </Group>
    </Stack>
  );
}
