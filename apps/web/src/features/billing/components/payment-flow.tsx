import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { billingTexts, type PricePlan } from '@marquee/contracts/billing';
import { subscriptionTexts, type SavedCard, type SubscribeResponse } from '@marquee/contracts/subscriptions';
import { ApiError, describeError } from '../../../lib/api-error';
import { refreshBilling } from '../api/query-keys';
import { useSubscribe } from '../api/subscribe';
import { cardName } from '../lib/card-labels';
import { isFree } from '../lib/plan-prices';
import { ChooseServices } from './choose-services';
import { ConfirmPlanChange } from './confirm-plan-change';
import { NewCard } from './new-card';
import { OrderSummary, PaymentAmount } from './order-summary';
import type { AppliedPromo, FlowStep, PaymentVariant, PlanOrder } from './payment-order';
import { PaymentStep } from './payment-step';
import { PaymentSuccess } from './payment-success';
import { SubscribedSuccess } from './subscribed-success';

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

/**
 * The payment modal's steps for one order: confirm a change of plan, the summary with a promo code, the payment
 * with a saved or new card, the success, and for plan type 2 the services; 'new' only saves a card.
 */
export function PaymentFlow({
  variant,
  order,
  current,
  onStep,
  onClose,
  onDone,
  doneLabel,
}: {
  variant: PaymentVariant;
  order: PlanOrder | null;
  current: PricePlan | null;
  onStep: (step: FlowStep) => void;
  onClose: () => void;
  onDone: () => void;
  doneLabel?: string;
}) {
  const first: FlowStep =
    variant === 'new' ? 'payment' : variant === 'manage' && current ? 'confirm' : 'summary';
  const [step, setStepState] = useState<FlowStep>(first);
  const [applied, setApplied] = useState<AppliedPromo>(order?.promo ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SubscribeResponse | null>(null);
  const [savedCard, setSavedCard] = useState<SavedCard | null>(null);
  const subscribe = useSubscribe();
  const queryClient = useQueryClient();

  const setStep = (s: FlowStep) => {
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
          doneLabel={variant === 'registration' ? 'Continue to profile setup' : doneLabel}
          onChooseServices={() => setStep('services')}
        />
      );
    }
    return (
      <PaymentSuccess title="Card saved" onDone={onDone}>
        {savedCard && (
          <Text size="sm" c="gray.8">
            {cardName(savedCard)} is saved{savedCard.default ? ' as your default card' : ''}.
          </Text>
        )}
      </PaymentSuccess>
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
      <ConfirmPlanChange
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
      <OrderSummary
        order={order}
        applied={applied}
        onApplied={setApplied}
        onContinue={() => setStep('payment')}
        onCancel={onClose}
      />
    );
  }

  return (
    <PaymentStep
      submitLabel="Subscribe"
      amount={<PaymentAmount order={order} applied={applied} />}
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
