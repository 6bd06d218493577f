import { describe, expect, it } from 'vitest';
import { PlanType } from './enums';
import { answersEveryRequest, cheapestAnsweringPlan } from './plan-allowance';

const plan = (id: number, type: number, price_per_month: number) => ({ id, type, price_per_month });

describe('cheapestAnsweringPlan', () => {
  it('skips the cheaper plans that do not answer requests (free, premium) for the cheapest that does', () => {
    const plans = [
      plan(1, PlanType.free, 0),
      plan(2, PlanType.premium, 15),
      plan(4, PlanType.subscriber, 40),
      plan(3, PlanType.subscriber, 25),
    ];
    expect(cheapestAnsweringPlan(plans)?.id).toBe(3);
    expect(answersEveryRequest({ planType: plans[1]!.type })).toBe(false);
  });

  it('is null when no plan on sale answers every request', () => {
    expect(cheapestAnsweringPlan([plan(1, PlanType.free, 0), plan(2, PlanType.premium, 15)])).toBeNull();
    expect(cheapestAnsweringPlan([])).toBeNull();
  });
});
