import type { FastifyInstance } from 'fastify';
import { PlanType } from '@marquee/contracts/enums';
import {
  performanceRange,
  previousRange,
  type PerformanceFigures,
  type PerformanceQuery,
  type SupplierPerformanceResponse,
} from '@marquee/contracts/supplier-performance';
import { actorOf } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { supplierQuota } from '../offers/offers.service';
import { currentPlan, funnelCounts, planCost, type DayRange, type FunnelRow } from './performance.repository';

/** What the performance module needs from the app. */
export type PerformanceDeps = Pick<FastifyInstance, 'db'>;

/** One period's figures from its funnel row (none: nothing reached the supplier) and its plan cost. */
function figures(range: DayRange, row: FunnelRow | undefined, cost: number | null): PerformanceFigures {
  const received = row?.received ?? 0;
  const answered = row?.answered ?? 0;
  const won = row?.won ?? 0;
  const median = row?.median_reply_minutes ?? null;
  return {
    date_from: range.from,
    date_to: range.to,
    received,
    answered,
    viewed: row?.viewed ?? 0,
    shortlisted: row?.shortlisted ?? 0,
    won,
    answer_rate: received > 0 ? answered / received : null,
    median_reply_minutes: median === null ? null : Math.round(median),
    plan_cost: cost,
    cost_per_win: cost !== null && won > 0 ? Math.round((cost / won) * 100) / 100 : null,
  };
}

/**
 * `GET supplier/performance`: the signed-in supplier's own requests over the period and the one before it, the
 * plan's cost against the wins, and the free allowance when the supplier has one (docs/decisions/0078). Only the
 * caller's own rows are read, so there is no object to authorise beyond the supplier role of the route.
 */
export async function supplierPerformance(
  deps: PerformanceDeps,
  auth: AuthContext,
  query: PerformanceQuery,
  now: Date = new Date(),
): Promise<SupplierPerformanceResponse> {
  const supplierId = actorOf(auth).id;
  const current = performanceRange(query, now);
  const previous = previousRange(current);
  const [rows, plan, quota] = await Promise.all([
    funnelCounts(deps.db, supplierId, current, previous),
    currentPlan(deps.db, supplierId),
    supplierQuota(deps.db, supplierId, now),
  ]);
  const paid = plan.type !== PlanType.free;
  // A free supplier's charges (from a plan left since) are not this plan's cost: the cost is shown for paid plans.
  const [currentCost, previousCost] = paid
    ? await Promise.all([planCost(deps.db, supplierId, current), planCost(deps.db, supplierId, previous)])
    : [null, null];
  return {
    current: figures(
      current,
      rows.find((r) => r.period === 'current'),
      currentCost,
    ),
    previous: figures(
      previous,
      rows.find((r) => r.period === 'previous'),
      previousCost,
    ),
    plan: { name: plan.name, type: plan.type, paid },
    allowance: quota.unlimited
      ? null
      : {
          allowance: quota.allowance,
          used: Math.min(quota.used, quota.allowance),
          remaining: quota.remaining ?? 0,
          given_back: quota.given_back,
        },
  };
}
