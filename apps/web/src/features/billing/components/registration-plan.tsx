import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PricePlan } from '@marquee/contracts/billing';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import { useCurrentSubscription } from '../../../lib/api/get-current-subscription';
import { usePricePlans } from '../../../lib/api/get-price-plans';
import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
import { checkPrice } from '../api/check-price';
import { PaymentModal, type PlanOrder } from './payment-modal';
import type { AppliedPromo } from './payment-order';
import { PromoCodeField } from './promo-code-field';
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
  // The code the registration advertises is typed here, where the plan is chosen (issue 21).
  const [promo, setPromo] = useState<AppliedPromo>(null);
  const [ordering, setOrdering] = useState<number | null>(null);

  const plan = current.data?.pricing_plan;
  if (!plans.data || !plan) return null;
  const free = isFree(plan);
  // Another free plan would be no choice at all.
  const choices = plans.data.pricing_plans.filter((p) => p.id === plan.id || !isFree(p));
  // The code is checked against the first paid plan; choosing a plan checks it again for that plan and its
  // payment starts with it applied, so it is what the subscription is bought with.
  const checkedOn = choices.find((p) => !isFree(p));

  const choose = async (p: PricePlan) => {
    let checked: AppliedPromo = null;
    if (promo) {
      setOrdering(p.id);
      checked = await checkPrice({ pricing_plan_id: p.id, period, promo_code: promo.code })
        .then((check) => ({ code: promo.code, check }))
        // Not valid for this plan: its summary's own promo field says so when the code is typed there.
        .catch(() => null);
      setOrdering(null);
    }
    setChoosing(false);
    setOrder({ plan: p, period, promo: checked });
  };

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
                ? 'Registration is free. Choose a plan now to answer more requests (with your promo code if you have one), or later from Manage subscriptions.'
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
            <PeriodToggle
              value={period}
              onChange={(next) => {
                setPeriod(next);
                setPromo(null);
              }}
            />
          </Group>
          {checkedOn && (
            <div>
              <Text size="sm" c="gray.8" mb={6}>
                Have a promo code such as {TRIAL_PROMO_CODE}? Apply it, then choose your plan.
              </Text>
              <PromoCodeField
                key={period}
                planId={checkedOn.id}
                period={period}
                applied={promo}
                onApplied={setPromo}
              />
            </div>
          )}
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
                  if (ordering === null) void choose(p);
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
