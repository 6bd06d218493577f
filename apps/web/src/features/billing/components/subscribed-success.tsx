import type { MouseEvent } from 'react';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PlanType } from '@marquee/contracts/enums';
import { subscriptionTexts, type SubscribeResponse } from '@marquee/contracts/subscriptions';
import { paths } from '../../../config/paths';
import { showDay, ukToday } from '../lib/plan-prices';
import { PaymentSuccess as Success } from './payment-success';

/**
 * The success of an order: the plan now held, the first payment or the paid-until date, the discount's end, the
 * approval it waits for, and for plan type 2 'Choose your services'.
 */
export function SubscribedSuccess({
  result,
  onDone,
  doneLabel,
  onChooseServices,
}: {
  result: SubscribeResponse;
  onDone: () => void;
  doneLabel?: string;
  onChooseServices: () => void;
}) {
  const sub = result.subscription;
  const plan = result.pricing_plan;
  // Plan type 2 asks for the services to add after payment (spec 4): the next step of this modal. It stays a
  // link to the profile's Services & Location tab, where the same picker is, for a new tab.
  const servicesNext =
    plan.type === PlanType.subscriber ? (
      <Button
        component={Link}
        to={paths.supplierDashboard.href('profile-edit', 'services')}
        onClick={(event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onChooseServices();
        }}
      >
        Choose your services
      </Button>
    ) : undefined;
  return (
    <Success title={`You are now on ${plan.name}`} onDone={onDone} doneLabel={doneLabel} next={servicesNext}>
      {sub?.first_payment_text && (
        <Text fw={700} c="navy.9">
          {sub.first_payment_text}
        </Text>
      )}
      {sub && !sub.first_payment_text && sub.status === 'active' && sub.current_period_end && (
        <Text fw={700} c="navy.9">
          {subscriptionTexts.paidUntil(ukToday(new Date(sub.current_period_end)))}
        </Text>
      )}
      {sub?.discount_ends_on && sub.discount !== null && (
        <Text size="sm" c="gray.8">
          Your {sub.discount}% discount ends on {showDay(sub.discount_ends_on)}.
        </Text>
      )}
      {sub?.awaiting_approval && (
        <Text size="sm" c="gray.8">
          {subscriptionTexts.awaitingApproval}
        </Text>
      )}
      {servicesNext && (
        <Text size="sm" c="gray.8">
          Your plan lets you offer{' '}
          {plan.service_count_max === null ? 'all your services' : `up to ${plan.service_count_max} services`}
          . Add the services you offer so that the matching requests reach you.
        </Text>
      )}
      {!sub && (
        <Text size="sm" c="gray.8">
          Your paid subscription has ended and nothing more will be charged.
        </Text>
      )}
    </Success>
  );
}
