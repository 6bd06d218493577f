import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PlanType } from '@marquee/contracts/enums';

/*
 * The SQL twin of @marquee/contracts/plan-allowance (docs/decisions/0053), for queries that filter or sort on what a
 * plan allows. Each fragment takes the plan's type and the supplier's no_limits as column references or expressions
 * (a profile's alias, a subquery), so the rule stays here whatever the query joins. plan-allowance.test.ts runs both
 * on a real database for every plan type, with and without no_limits. The codes are inlined, not parameters, so a
 * prepared statement's plan sees constants.
 */

/** The columns the rule reads. */
export interface PlanStandingSql {
  /** pricing_plans.type of the supplier's plan. */
  planType: AnyPgColumn | SQL;
  /** supplier_profiles.no_limits (0/1). */
  noLimits: AnyPgColumn | SQL;
}

const PREMIUM = sql.raw(String(PlanType.premium));
const FREE = sql.raw(String(PlanType.free));

/** answersEveryRequest: plan type above 1, or no_limits set (spec 4, 6). */
export const answersEveryRequestSql = ({ planType, noLimits }: PlanStandingSql): SQL =>
  sql`(${planType} > ${PREMIUM} or ${noLimits} <> 0)`;

/** listedAsPremium: plan type not 0, or no_limits set (spec 6). */
export const listedAsPremiumSql = ({ planType, noLimits }: PlanStandingSql): SQL =>
  sql`(${planType} <> ${FREE} or ${noLimits} <> 0)`;
