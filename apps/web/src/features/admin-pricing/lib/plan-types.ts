import { PlanType, type PlanTypeCode } from '@marquee/contracts/enums';

/** The plan types of spec 3 as the admin screens name them (the contracts give only the codes). */
export const planTypeLabels: Record<PlanTypeCode, string> = {
  [PlanType.free]: 'Free',
  [PlanType.premium]: 'Premium',
  [PlanType.subscriber]: 'Subscriber',
};

export const planTypeLabel = (type: number) => planTypeLabels[type as PlanTypeCode] ?? `Type ${type}`;
