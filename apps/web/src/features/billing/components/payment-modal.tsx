import { useState } from 'react';
import { Badge, Button, Divider, Group, Modal, Paper, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  billingTexts,
  firstPaymentOn,
  type CheckPriceResponse,
  type PricePlan,
} from '@marquee/contracts/billing';
import { PlanType, type SubscriptionPeriod } from '@marquee/contracts/enums';
import { subscriptionTexts, type SavedCard, type SubscribeResponse } from '@marquee/contracts/subscriptions';
import { Loading } from './loading';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { ApiError, describeError } from '../../../lib/api-error';
import { pounds } from '../../../lib/format';
import { usePaymentMethods } from '../api/get-payment-methods';
import { refreshBilling } from '../api/query-keys';
import { usePriceCheck } from '../api/check-price';
import { useSubscribe } from '../api/subscribe';
import { brandLabel, cardExpiry, cardName } from '../lib/card-labels';
import {
  isFree,
  periodLabel,
  periodPriceText,
  planChange,
  planChangeLabel,
  showDay,
  ukToday,
} from '../lib/plan-prices';
import { ChooseServices } from './choose-services';
import { NewCard } from './new-card';
import { PromoCodeField } from './promo-code-field';

/**
 * The payment modal's variants (spec 4 "Payment flow"): 'subscribe' (summary with a promo code, payment, success),
 * 'manage' (a change of plan: upgrade or downgrade confirmation first; a free plan is switched without payment)
 * 'new' (add a card, no summary) and 'registration' (a plan chosen during supplier registration: as 'subscribe',
 * then continues to profile setup).
 */
export type PaymentVariant = 'subscribe' | 'manage' | 'new' | 'registration';

export interface PlanOrder {
  plan: PricePlan;
  period: SubscriptionPeriod;
}

type Step = 'confirm' | 'summary' | 'payment' | 'success' | 'services';
type Applied = { code: string; check: CheckPriceResponse } | null;

/** What a refused order says: a bad promo code or card in spec 8's words, else the API's own message. */
function orderFailure(err: unknown): string {
  if (!(err instanceof ApiError)) return describeError(err);
  if (err.fieldErrors.promo_code) return billingTexts.promoInvalid;
  if (err.status === 402 || err.fieldErrors.payment_method || err.fieldErrors.card) {
    return subscriptionTexts.paymentFailed;
  }
  if (err.status >= 400 && err.status < 500) return err.serverMessage ?? subscriptionTexts.paymentFailed;
  return describeError(err);
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600} c="navy.9" ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** Step 1: the plan, its price, the first payment date and an optional promo code. */
function Summary({
  order,
  applied,
  onApplied,
  onContinue,
  onCancel,
}: {
  order: PlanOrder;
  applied: Applied;
  onApplied: (a: Applied) => void;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { plan, period } = order;
  const price = period === 'year' ? plan.price_per_year : plan.price_per_month;
  const check = applied?.check;
  // The first charge: 7 days after the supplier's first paid order, or now once those days are used (0046).
  const base = usePriceCheck(plan.id, period);
  const first = check ?? base.data;
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
            that), and only once your profile is approved. The plan renews automatically every{' '}
            {period === 'year' ? 'year' : 'month'} until you change it
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

const NEW = 'new';

/** Step 2: a saved card (the default preselected) or a new one, then the order. */
function Payment({
  submitLabel,
  busy,
  failure,
  onPay,
  onBack,
}: {
  submitLabel: string;
  busy: boolean;
  failure: string | null;
  onPay: (card: SavedCard) => void;
  onBack?: () => void;
}) {
  const cards = usePaymentMethods();
  const [picked, setPicked] = useState<string | null>(null);
  if (cards.isError) return <ErrorAlert>{describeError(cards.error)}</ErrorAlert>;
  if (!cards.data) {
    return <Loading label="Loading your cards" />;
  }
  const saved = cards.data.payment_methods;
  const preselected = saved.find((c) => c.default) ?? saved[0];
  const choice = picked ?? (preselected ? String(preselected.id) : NEW);
  const card = saved.find((c) => String(c.id) === choice);

  return (
    <Stack gap="md">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {saved.length > 0 && (
        <Radio.Group value={choice} onChange={setPicked} label="Pay with">
          <Stack gap="xs" mt="xs">
            {saved.map((c) => (
              <Radio
                key={c.id}
                value={String(c.id)}
                label={
                  <Group gap="xs">
                    <Text size="sm">{cardName(c)}</Text>
                    {cardExpiry(c) && (
                      <Text size="xs" c="gray.7">
                        expires {cardExpiry(c)}
                      </Text>
                    )}
                    {c.default && (
                      <Badge size="xs" variant="outline" color="teal.9">
                        Default
                      </Badge>
                    )}
                  </Group>
                }
                aria-label={`${brandLabel(c.brand)} ending ${c.last_four}`}
              />
            ))}
            <Radio value={NEW} label="Use a new card" />
          </Stack>
        </Radio.Group>
      )}
      {card ? (
        <Group justify="flex-end" gap="sm">
          {onBack && (
            <Button variant="default" onClick={onBack} disabled={busy}>
              Back
            </Button>
          )}
          <Button onClick={() => onPay(card)} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      ) : (
        <NewCard
          submitLabel={`Save card and ${submitLabel.toLowerCase()}`}
          busy={busy}
          onSaved={onPay}
          secondary={
            onBack && (
              <Button variant="default" onClick={onBack} disabled={busy}>
                Back
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}

function Success({
  title,
  children,
  onDone,
  doneLabel = 'Done',
  next,
}: {
  title: string;
  children: React.ReactNode;
  onDone: () => void;
  doneLabel?: string;
  /** What to do next, beside Done. */
  next?: React.ReactNode;
}) {
  return (
    <Stack gap="md" align="center" ta="center" py="sm">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={34} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={700} fz="lg" c="navy.9">
        {title}
      </Text>
      {children}
      <Group gap="sm" justify="center">
        <Button onClick={onDone} miw={140} variant={next ? 'default' : 'filled'}>
          {doneLabel}
        </Button>
        {next}
      </Group>
    </Stack>
  );
}

function SubscribedSuccess({
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
        onClick={(event: React.MouseEvent) => {
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

/** Step 0 of 'manage': is this an upgrade or a downgrade, and what happens to the current plan. */
function ConfirmChange({
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

function PaymentFlow({
  variant,
  order,
  current,
  onStep,
  onClose,
  onDone,
}: {
  variant: PaymentVariant;
  order: PlanOrder | null;
  current: PricePlan | null;
  onStep: (step: Step) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const first: Step = variant === 'new' ? 'payment' : variant === 'manage' && current ? 'confirm' : 'summary';
  const [step, setStepState] = useState<Step>(first);
  const [applied, setApplied] = useState<Applied>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SubscribeResponse | null>(null);
  const [savedCard, setSavedCard] = useState<SavedCard | null>(null);
  const subscribe = useSubscribe();
  const queryClient = useQueryClient();

  const setStep = (s: Step) => {
    setStepState(s);
    onStep(s);
  };

  const order_ = (card: SavedCard | null) => {
    if (!order) return;
    setFailure(null);
    subscribe.mutate(
      {
        pricing_plan_id: order.plan.id,
        // A yearly order with a promo is checked, so billed, as monthly (spec 7.5).
        period: applied?.check.period ?? order.period,
        payment_method: card?.id,
        promo_code: applied?.code,
      },
      {
        onSuccess: (r) => {
          setResult(r);
          setStep('success');
        },
        onError: (err) => setFailure(orderFailure(err)),
      },
    );
  };

  if (step === 'services' && result) {
    return <ChooseServices plan={result.pricing_plan} onSaved={onDone} onCancel={onDone} />;
  }

  if (step === 'success') {
    if (result) {
      return (
        <SubscribedSuccess
          result={result}
          onDone={onDone}
          doneLabel={variant === 'registration' ? 'Continue to profile setup' : undefined}
          onChooseServices={() => setStep('services')}
        />
      );
    }
    return (
      <Success title="Card saved" onDone={onDone}>
        {savedCard && (
          <Text size="sm" c="gray.8">
            {cardName(savedCard)} is saved{savedCard.default ? ' as your default card' : ''}.
          </Text>
        )}
      </Success>
    );
  }

  if (variant === 'new') {
    return (
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Card details go to the card payment provider; Marquee keeps only the brand, last four digits and
          expiry.
        </Text>
        <NewCard
          submitLabel="Save card"
          onSaved={(card) => {
            setSavedCard(card);
            setStep('success');
            void refreshBilling(queryClient);
          }}
        />
      </Stack>
    );
  }

  if (!order) return null;

  if (step === 'confirm' && current) {
    return (
      <ConfirmChange
        order={order}
        current={current}
        busy={subscribe.isPending}
        failure={failure}
        onCancel={onClose}
        // The free plan is switched directly, without payment (spec 4).
        onConfirm={() => (isFree(order.plan) ? order_(null) : setStep('summary'))}
      />
    );
  }

  if (step === 'summary') {
    return (
      <Summary
        order={order}
        applied={applied}
        onApplied={setApplied}
        onContinue={() => setStep('payment')}
        onCancel={onClose}
      />
    );
  }

  return (
    <Payment
      submitLabel="Subscribe"
      busy={subscribe.isPending}
      failure={failure}
      onPay={order_}
      onBack={() => {
        setFailure(null);
        setStep('summary');
      }}
    />
  );
}

const titles: Record<Step, string> = {
  confirm: 'Change plan',
  summary: 'Order summary',
  payment: 'Payment',
  success: 'Thank you!',
  services: 'Choose your services',
};

/**
 * The payment modal (spec 2.7, 4). Once it has succeeded it cannot be closed by clicking the backdrop: the
 * supplier leaves with Done (or the close button), having read the first payment date.
 */
export function PaymentModal({
  opened,
  onClose,
  variant,
  order = null,
  current = null,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  /** After the success (Done, or the services chosen): by default the same as onClose. */
  onDone?: () => void;
  variant: PaymentVariant;
  /** The plan and period ordered ('subscribe', 'manage'). */
  order?: PlanOrder | null;
  /** The supplier's plan now ('manage'). */
  current?: PricePlan | null;
}) {
  const [step, setStep] = useState<Step | null>(null);
  const close = () => {
    setStep(null);
    onClose();
  };
  const done = () => {
    setStep(null);
    (onDone ?? onClose)();
  };
  const shown =
    step ?? (variant === 'new' ? 'payment' : variant === 'manage' && current ? 'confirm' : 'summary');
  const title =
    variant === 'new' && shown !== 'success'
      ? 'Add new card'
      : shown === 'confirm' && order && current
        ? planChange(order.plan, current) === 'period'
          ? `Pay ${order.plan.name} ${order.period === 'year' ? 'yearly' : 'monthly'}?`
          : `${planChangeLabel(planChange(order.plan, current), order.period)} to ${order.plan.name}?`
        : titles[shown];
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      size="md"
      closeOnClickOutside={shown !== 'success' && shown !== 'services'}
    >
      {opened && (
        <PaymentFlow
          key={`${variant}:${order?.plan.id ?? ''}:${order?.period ?? ''}`}
          variant={variant}
          order={order}
          current={current}
          onStep={setStep}
          onClose={close}
          onDone={done}
        />
      )}
    </Modal>
  );
}
