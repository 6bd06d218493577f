import { Button, Group, Stack, Text } from '@mantine/core';
import type { PricePlan } from '@marquee/contracts/billing';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { isFree, periodLabel, planChange, planChangeLabel } from '../lib/plan-prices';
import type { PlanOrder } from './payment-order';

/** Step 0 of 'manage': is this an upgrade or a downgrade, and what happens to the current plan. */
export function ConfirmPlanChange({
  order,
  current,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  order: PlanOrder;
  current: PricePlan;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const change = planChange(order.plan, current);
  const upgrade = change === 'upgrade';
  return (
    <Stack gap="md">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <Text size="sm">
        {isFree(order.plan)
          ? `Your ${current.name} subscription ends now and you move to ${order.plan.name}. You will not be charged again; you can answer fewer requests.`
          : change === 'period'
            ? `Your ${current.name} plan will be paid ${order.period === 'year' ? 'yearly' : 'monthly'} from today.`
            : upgrade
              ? `You are moving from ${current.name} to ${order.plan.name} (${periodLabel(order.period)}). Your new plan starts today.`
              : `You are moving from ${current.name} to ${order.plan.name} (${periodLabel(order.period)}). Your new plan starts today; what it allows may be less than now.`}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Keep {current.name}
        </Button>
        <Button onClick={onConfirm} loading={busy} color={change === 'downgrade' ? 'coral.8' : undefined}>
          {planChangeLabel(change, order.period)}
        </Button>
      </Group>
    </Stack>
  );
}
