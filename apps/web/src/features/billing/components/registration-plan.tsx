import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { useCurrentSubscription } from '../../../lib/api/get-current-subscription';
import { usePricePlans } from '../../../lib/api/get-price-plans';
import { PaymentModal, type PlanOrder } from './payment-modal';
import { PeriodToggle } from './period-toggle';
import { PlanCard } from './supplier-subscriptions';
import { isFree } from '../lib/plan-prices';

/**
 * The optional 'Choose a plan' moment of supplier registration, above profile setup (spec 4 "Payment flow"): the
 * free plan stays unless a paid one is chosen, which the payment modal's 'registration' variant orders before
 * continuing to profile setup. Nothing is shown until the plans and the current plan are known, so a failure
 * here never stands in the way of the registration.
 */
export function RegistrationPlan() {
  const plans = usePricePlans();
  const current = useCurrentSubscription();
  const [choosing, setChoosing] = useState(false);
  const [period, setPeriod] = useState<SubscriptionPeriod>('month');
  const [order, setOrder] = useState<PlanOrder | null>(null);

  const plan = current.data?.pricing_plan;
  if (!plans.data || !plan) return null;
  const free = isFree(plan);
  // Another free plan would be no choice at all.
  const choices = plans.data.pricing_plans.filter((p) => p.id === plan.id || !isFree(p));

  return (
    <>
      <Paper withBorder radius="lg" p="md" mb="lg" role="region" aria-label="Your plan">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Text fw={700} c="navy.9">
              You are on the {plan.name} plan
            </Text>
            <Text size="sm" c="gray.8">
              {free
                ? 'Registration is free. Choose a plan now to answer more requests, or later from Manage subscriptions.'
                : 'Your plan starts once your profile is approved. You can change it from Manage subscriptions.'}
            </Text>
          </Stack>
          {free && (
            <Button variant="light" onClick={() => setChoosing(true)}>
              Choose a plan
            </Button>
          )}
        </Group>
      </Paper>
      <Modal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title="Choose a plan"
        centered
        radius="lg"
        size="xl"
      >
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.8">
              Prices include VAT. The first payment is 7 days after ordering, and only once your profile is
              approved.
            </Text>
            <PeriodToggle value={period} onChange={setPeriod} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: Math.min(3, choices.length) }} spacing="md">
            {choices.map((p) => (
              <PlanCard
                key={p.id}
                plan={p}
                period={period}
                current={plan}
                onCurrent={p.id === plan.id}
                suggested={false}
                onChoose={() => {
                  setChoosing(false);
                  setOrder({ plan: p, period });
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoosing(false)}>
              Keep {plan.name}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <PaymentModal
        opened={order !== null}
        onClose={() => setOrder(null)}
        variant="registration"
        order={order}
      />
    </>
  );
}
