import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowUpRight, IconCheck, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PricePlan } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { answersEveryRequest, cheapestAnsweringPlan } from '@marquee/contracts/plan-allowance';
import { subscriptionTexts, type Subscription } from '@marquee/contracts/subscriptions';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { pounds, requestRef } from '../../../lib/format';
import { answerRequestHref, upgradeHref, upgradeTarget } from '../../../lib/upgrade-path';
import { useCurrentSubscription } from '../../../lib/api/get-current-subscription';
import { usePricePlans } from '../../../lib/api/get-price-plans';
import {
  isFree,
  perMonth,
  periodLabel,
  periodPriceText,
  planChange,
  planChangeLabel,
  showDay,
} from '../lib/plan-prices';
import { PaymentModal, type PlanOrder } from './payment-modal';
import { PeriodToggle } from './period-toggle';

/** The subscription's state as a badge: trial until the first charge, then active or past due. */
function stateOf(sub: Subscription): { label: string; color: string } {
  if (sub.status === 'past_due') return { label: 'Past due', color: 'red.9' };
  if (sub.status === 'active') return { label: 'Active', color: 'teal.9' };
  if (sub.status === 'incomplete') return { label: 'Incomplete', color: 'coral.9' };
  if (sub.status === 'canceled') return { label: 'Cancelled', color: 'gray.7' };
  return { label: 'Trial', color: 'navy' };
}

/** What the Trial badge means (shown beside it: a badge alone says nothing about money). */
export const trialExplained =
  'Trial: your plan works in full now and nothing is charged before the first payment.';

function CurrentPlan({ plan, sub }: { plan: PricePlan; sub: Subscription | null }) {
  const state = sub ? stateOf(sub) : null;
  return (
    <Paper withBorder radius="lg" p="lg" aria-labelledby="current-plan-title">
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: '0.06em' }}>
          Your plan
        </Text>
        <Group gap="sm" align="center">
          <Title order={2} fz={22} c="navy.9" id="current-plan-title">
            {plan.name}
          </Title>
          {state && (
            <Badge color={state.color} variant="outline">
              {state.label}
            </Badge>
          )}
        </Group>
        {sub ? (
          <>
            {sub.status === 'trialing' && (
              <Text size="sm" c="gray.8">
                {trialExplained}
              </Text>
            )}
            <Text size="sm" c="gray.8">
              {periodLabel(sub.period)} · {periodPriceText(sub.price, sub.period)}
              {sub.discount !== null && sub.discount_ends_on
                ? ` · ${sub.discount}% off until ${showDay(sub.discount_ends_on)}`
                : ''}
            </Text>
            {sub.first_payment_text && (
              <Text fw={700} c="navy.9">
                {sub.first_payment_text}
              </Text>
            )}
            {sub.awaiting_approval && (
              <Text size="sm" c="gray.8">
                {subscriptionTexts.awaitingApproval}
              </Text>
            )}
            {sub.status === 'past_due' && (
              <Text size="sm" c="red.8">
                Your last payment failed{sub.failed_attempts > 1 ? ` ${sub.failed_attempts} times` : ''}. We
                will try again
                {sub.next_charge_at ? ` on ${showDay(sub.next_charge_at)}` : ''}; please check your{' '}
                <Anchor component={Link} to={paths.supplierDashboard.href('payments')} inherit>
                  payment methods
                </Anchor>
                .
              </Text>
            )}
            {sub.status === 'active' && sub.current_period_end && (
              <Text size="sm" c="gray.8">
                Renews on {showDay(sub.current_period_end)}.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="gray.8">
            {plan.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** What a plan card says about answering requests. */
export const planAnswers = {
  yes: 'Answers every request',
  no: 'Does not answer requests beyond your free responses',
} as const;

/** A plan with its price for the period, what it allows and the button that orders it. */
export function PlanCard({
  plan,
  period,
  current,
  onCurrent,
  suggested,
  onChoose,
}: {
  plan: PricePlan;
  period: SubscriptionPeriod;
  current: PricePlan;
  /** This plan and period are the supplier's now. */
  onCurrent: boolean;
  suggested: boolean;
  onChoose: () => void;
}) {
  const free = isFree(plan);
  const change = planChange(plan, current);
  const upgrade = change === 'upgrade';
  const action = free
    ? `Switch to ${plan.name}`
    : isFree(current)
      ? 'Choose'
      : planChangeLabel(change, period);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      aria-label={plan.name}
      role="group"
      style={
        suggested
          ? {
              borderColor: 'var(--mantine-color-coral-7)',
              borderWidth: 2,
              boxShadow: 'var(--mantine-shadow-md)',
            }
          : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={3} fz={18} c="navy.9">
            {plan.name}
          </Title>
          {suggested && (
            <Badge color="coral.8" variant="filled" style={{ flexShrink: 0 }}>
              Suggested
            </Badge>
          )}
          {onCurrent && (
            <Badge color="teal.9" variant="outline" style={{ flexShrink: 0 }}>
              Current plan
            </Badge>
          )}
        </Group>
        <div>
          <Text fz={30} fw={800} c="navy.9" lh={1.1}>
            {pounds(perMonth(plan, period))}
            <Text span size="sm" fw={500} c="gray.7">
              {' '}
              / month
            </Text>
          </Text>
          <Text size="xs" c="gray.7" mt={2}>
            {free
              ? 'Free for ever'
              : period === 'year'
                ? `${pounds(plan.price_per_year)} billed yearly`
                : 'Billed monthly'}
          </Text>
        </div>
        <Text size="sm" c="gray.8" style={{ flex: 1 }}>
          {plan.description}
        </Text>
        <Text size="sm" c="gray.8">
          <IconCheck size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {plan.service_count_max === null
            ? 'All your services'
            : `Up to ${plan.service_count_max} ${plan.service_count_max === 1 ? 'service' : 'services'}`}
        </Text>
        {/* Whether the plan answers requests, on every card (spec 6: a plan of type above 1). */}
        {answersEveryRequest({ planType: plan.type }) ? (
          <Text size="sm" fw={700} c="teal.9" data-testid="plan-answers">
            <IconCheck size={14} aria-hidden="true" style={{ verticalAlign: -2 }} /> {planAnswers.yes}
          </Text>
        ) : (
          <Text size="sm" fw={700} c="red.9" data-testid="plan-answers">
            <IconX size={14} aria-hidden="true" style={{ verticalAlign: -2 }} /> {planAnswers.no}
          </Text>
        )}
        <Button
          onClick={onChoose}
          disabled={onCurrent}
          variant={suggested ? 'filled' : 'light'}
          color={suggested ? 'coral.8' : undefined}
          aria-label={onCurrent ? `${plan.name}: current plan` : `${action}: ${plan.name}`}
          rightSection={upgrade && !onCurrent ? <IconArrowUpRight size={16} aria-hidden="true" /> : undefined}
        >
          {onCurrent ? 'Current plan' : action}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Manage subscriptions at /supplier-dashboard/subscriptions (spec 2.5): the current plan and its state, the plans
 * with the Monthly / Year toggle, and the payment modal. `?suggest` (the 402 modal's Upgrade) highlights the
 * cheapest plan that answers every request; with `&plan=` that plan's payment opens at once, and with `&request=`
 * the supplier who bought a plan that answers goes back to that request with its proposal open (lib/upgrade-path).
 */
export function SupplierSubscriptions() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const suggest = params.has('suggest');
  const target = upgradeTarget(params);
  const plans = usePricePlans();
  const current = useCurrentSubscription();
  const [period, setPeriod] = useState<SubscriptionPeriod>('month');
  // The order keeps the plan the supplier was on when choosing: the subscription it makes changes the current one.
  const [order, setOrder] = useState<(PlanOrder & { from: PricePlan | null }) | null>(null);

  const failed = plans.error ?? current.error;
  const currentPlan = current.data?.pricing_plan;
  const sub = current.data?.subscription ?? null;
  const count = plans.data?.pricing_plans.length ?? 1;
  const answering = plans.data ? cheapestAnsweringPlan(plans.data.pricing_plans) : null;
  // Only while the supplier's plan cannot answer every request (spec 4).
  const blocked = currentPlan !== undefined && !answersEveryRequest({ planType: currentPlan.type });
  const suggestedId = suggest && blocked ? answering?.id : undefined;
  // A change from a paid plan is confirmed first (the 'manage' variant); from a free plan it is an order.
  const fromPlan = sub && currentPlan && !isFree(currentPlan) ? currentPlan : null;

  // ?plan= opens that plan's payment once (the parameter is dropped, so closing it or reloading does not reopen).
  const asked = plans.data?.pricing_plans.find((p) => p.id === target.planId);
  useEffect(() => {
    if (!asked || !currentPlan) return;
    if (blocked) setOrder({ plan: asked, period: 'month', from: fromPlan });
    // Written by upgradeHref, not URLSearchParams, which would turn '?suggest' into '?suggest='.
    void navigate(upgradeHref({ requestId: target.requestId }), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the plan and the current plan are known
  }, [asked?.id, currentPlan?.id]);
  // Back to the request that met the 402, once the plan bought answers it.
  const backTo =
    target.requestId !== null && order && answersEveryRequest({ planType: order.plan.type })
      ? target.requestId
      : null;

  return (
    <>
      <PageHeader
        eyebrow="Subscriptions"
        title="Manage subscriptions"
        description="Your plan decides how many requests you can answer and how many services you can list. Prices include VAT."
      />
      {failed ? (
        <ErrorAlert>{describeError(failed)}</ErrorAlert>
      ) : !plans.data || !currentPlan ? (
        <Center py="xl">
          <Loader aria-label="Loading plans" />
        </Center>
      ) : (
        <Stack gap="lg">
          {suggest && suggestedId !== undefined && answering && (
            <Alert color="coral" variant="light" title="Upgrade to answer more requests">
              You have used your free responses. {answering.name} answers every request, for{' '}
              {pounds(answering.price_per_month)} a month.
            </Alert>
          )}
          <CurrentPlan plan={currentPlan} sub={sub} />
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} fz={20} c="navy.9">
              Plans
            </Title>
            <PeriodToggle value={period} onChange={setPeriod} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(3, count), xl: Math.min(4, count) }} spacing="md">
            {plans.data.pricing_plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                current={currentPlan}
                onCurrent={plan.id === currentPlan.id && (isFree(plan) || sub?.period === period)}
                suggested={plan.id === suggestedId}
                onChoose={() => setOrder({ plan, period, from: fromPlan })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <PaymentModal
        opened={order !== null}
        onClose={() => setOrder(null)}
        onDone={backTo === null ? undefined : () => void navigate(answerRequestHref(backTo))}
        doneLabel={backTo === null ? undefined : `Answer request ${requestRef(backTo)}`}
        variant={order?.from ? 'manage' : 'subscribe'}
        order={order}
        current={order?.from ?? null}
      />
    </>
  );
}
