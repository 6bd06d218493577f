import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { firstPaymentOn } from '@marquee/contracts/billing';
import { ProfileStatus } from '@marquee/contracts/enums';
import { subscriptionTexts } from '@marquee/contracts/subscriptions';
import { pounds } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePriceCheck } from '../api/check-price';
import { paymentLine, periodLabel, periodPriceText, ukToday } from '../lib/plan-prices';
import { OrderLine as Line } from './order-line';
import type { AppliedPromo, PlanOrder } from './payment-order';
import { PromoCodeField } from './promo-code-field';

/** Step 1: the plan, its price, the first payment date and an optional promo code. */
export function OrderSummary({
  order,
  applied,
  onApplied,
  onContinue,
  onCancel,
}: {
  order: PlanOrder;
  applied: AppliedPromo;
  onApplied: (a: AppliedPromo) => void;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { plan, period } = order;
  const price = period === 'year' ? plan.price_per_year : plan.price_per_month;
  const check = applied?.check;
  // The first charge: 7 days after the supplier's first paid order, or now once those days are used (0046).
  const base = usePriceCheck(plan.id, period);
  const first = check ?? base.data;
  // Spec 1: charged only once the profile is approved; an approved supplier is not told to wait for it.
  const approved = useSession().user?.profile?.status === ProfileStatus.approved;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap={8}>
          <Line label="Plan">{plan.name}</Line>
          <Line label="Payment frequency">{periodLabel(period)}</Line>
          <Line label="Price">
            {periodPriceText(price, period)}
            {period === 'year' && (
              <Text span size="xs" c="gray.7" fw={400} display="block">
                {pounds(plan.year_price_per_month)} / month
              </Text>
            )}
          </Line>
          {check && check.discount > 0 && (
            <Text size="sm" c="teal.9" fw={600}>
              With your promo code: {periodPriceText(check.price_with_discount, check.period)} for{' '}
              {check.discount_duration} {check.discount_duration === 1 ? 'month' : 'months'}, then{' '}
              {periodPriceText(check.price, check.period)}
            </Text>
          )}
          <Divider my={4} />
          <Text size="sm" fw={700} c="navy.9">
            {first?.charged_now
              ? subscriptionTexts.chargedNow
              : subscriptionTexts.firstPayment(first?.first_payment_on ?? firstPaymentOn(ukToday()))}
          </Text>
          <Text size="xs" c="gray.7">
            Prices include VAT. You are charged 7 days after your first paid plan was ordered (at once after
            that){approved ? '' : ', and only once your profile is approved'}. The plan renews automatically
            every {period === 'year' ? 'year' : 'month'} until you change it
            {period === 'year' ? '; annual plans are not partly refunded' : ''}.
          </Text>
        </Stack>
      </Paper>
      <PromoCodeField planId={plan.id} period={period} applied={applied} onApplied={onApplied} />
      {check && check.period !== period && (
        <Text size="sm" c="gray.8">
          Promo codes apply to the monthly price, so this order is billed monthly.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onContinue}>Continue to payment</Button>
      </Group>
    </Stack>
  );
}

/** The payment step's restatement of what is paid and from when ('Pay £25 a month from 03.12.2026'). */
export function PaymentAmount({ order, applied }: { order: PlanOrder; applied: AppliedPromo }) {
  const base = usePriceCheck(order.plan.id, order.period);
  const check = applied?.check ?? base.data;
  if (!check) return null;
  return (
    <Text fw={700} c="navy.9" data-testid="payment-amount">
      {paymentLine(check)}
    </Text>
  );
}
