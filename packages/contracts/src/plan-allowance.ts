import { PlanType } from './enums';

/*
 * What a pricing plan allows, written once (docs/decisions/0053): the API's answers, its SQL and the screens all
 * ask these functions. The SQL twin for queries that filter or sort on the rule is apps/api/src/lib/plan-allowance.ts;
 * its test runs both on a real database for every plan type, with and without no_limits.
 */

/** What the allowance depends on: the plan's type and the administrators' no_limits flag. */
export interface PlanStanding {
  /** 0 free, 1 premium, 2 subscriber (spec 9). */
  planType: number;
  /**
   * The supplier's no_limits: 0/1 as stored, or a boolean as the API sends it. Absent when a plan is judged on its
   * own (a plan card), before any supplier holds it.
   */
  noLimits?: number | boolean;
}

const hasNoLimits = (noLimits: PlanStanding['noLimits']) =>
  noLimits === true || (typeof noLimits === 'number' && noLimits !== 0);

/**
 * Answers every request, with no allowance to count (spec 4: 'Responding requires pricing plan type greater than 1
 * or no_limits equal to 1'; spec 6: 'only on paid plan (type above 1) or no_limits 1'). Any other supplier answers
 * within the free allowance (free_rfq_number), then gets the 402.
 */
export const answersEveryRequest = ({ planType, noLimits }: PlanStanding) =>
  planType > PlanType.premium || hasNoLimits(noLimits);

/**
 * Listed as premium in the directory: photo, rating, summary and a View profile button, and first in the order
 * (spec 6: 'plan type not 0, or no_limits not 0').
 */
export const listedAsPremium = ({ planType, noLimits }: PlanStanding) =>
  planType !== PlanType.free || hasNoLimits(noLimits);

/**
 * Whether `chosen` services fit a plan's service_count_max (null: all): the plan notice is green when they
 * do, red when some must be removed (spec 5), and the API refuses more (spec 6).
 */
export const servicesFitPlan = (chosen: number, max: number | null) => max === null || chosen <= max;

/**
 * The plan a supplier who cannot answer is offered (the 402 modal's Upgrade, the plans' 'Suggested'): the cheapest
 * by monthly price that answers every request, or null when no such plan is on sale.
 */
export function cheapestAnsweringPlan<P extends { type: number; price_per_month: number }>(
  plans: readonly P[],
): P | null {
  const answering = plans.filter((p) => answersEveryRequest({ planType: p.type }));
  return answering.reduce<P | null>(
    (best, p) => (!best || p.price_per_month < best.price_per_month ? p : best),
    null,
  );
}
