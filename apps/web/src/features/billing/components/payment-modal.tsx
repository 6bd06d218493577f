import { useState } from 'react';
import { Modal } from '@mantine/core';
import type { PricePlan } from '@marquee/contracts/billing';
import { planChange, planChangeLabel } from '../lib/plan-prices';
import { PaymentFlow } from './payment-flow';
import type { FlowStep, PaymentVariant, PlanOrder } from './payment-order';

export type { PaymentVariant, PlanOrder } from './payment-order';

const titles: Record<FlowStep, string> = {
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
  doneLabel,
}: {
  opened: boolean;
  onClose: () => void;
  /** After the success (Done, or the services chosen): by default the same as onClose. */
  onDone?: () => void;
  /** The success's Done button, when it leads somewhere ('Answer request 812-ds'). */
  doneLabel?: string;
  variant: PaymentVariant;
  /** The plan and period ordered ('subscribe', 'manage'). */
  order?: PlanOrder | null;
  /** The supplier's plan now ('manage'). */
  current?: PricePlan | null;
}) {
  const [step, setStep] = useState<FlowStep | null>(null);
  const done = () => {
    setStep(null);
    (onDone ?? onClose)();
  };
  // Closing the success (or the services after it) is Done: the order is made, whatever comes after it follows.
  const close = () => {
    if (step === 'success' || step === 'services') return done();
    setStep(null);
    onClose();
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
          doneLabel={doneLabel}
        />
      )}
    </Modal>
  );
}
