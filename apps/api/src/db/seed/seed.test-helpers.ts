import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { PlanType, ProfileStatus, Role } from '@marquee/contracts/enums';
import type { Db } from '../client';
import { pricingPlans } from '../schema/billing';
import {
  serviceRequestCloseReasons,
  serviceRequestQuotes,
  serviceRequestReviews,
  serviceRequests,
} from '../schema/requests';
import { supplierProfiles } from '../schema/suppliers';
import { users } from '../schema/users';

// Queries the seed tests check the loaded data with.

/** Row counts of every table, to prove a second run adds nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(sql`
    select table_name, (xpath('/row/n/text()',
      query_to_xml(format('select count(*) as n from %I', table_name), false, true, '')))[1]::text::int as n
    from information_schema.tables where table_schema = 'public' order by table_name`)) as unknown as {
    rows: { table_name: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.table_name, r.n]));
}

export async function supplierCompanyNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ company: users.companyName })
    .from(users)
    .where(eq(users.role, Role.supplier))
    .orderBy(users.companyName);
  return rows.map((r) => r.company ?? '');
}

/** The web app's public folder, where the demo pictures' URLs point. */
export const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

/** Approved suppliers with their profile and whether the directory lists them as premium (spec 6). */
export async function approvedSuppliers(db: Db) {
  const rows = await db
    .select({ user: users, profile: supplierProfiles, planType: pricingPlans.type })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .innerJoin(pricingPlans, eq(pricingPlans.id, supplierProfiles.pricingPlanId))
    .where(eq(supplierProfiles.status, ProfileStatus.approved));
  return rows.map((r) => ({ ...r, premium: r.planType !== PlanType.free || r.profile.noLimits !== 0 }));
}

/** Every review with its request, the reviewed supplier's quote on it and the request's close reason. */
export async function reviewedRequests(db: Db) {
  return db
    .select({
      review: serviceRequestReviews,
      request: serviceRequests,
      quote: serviceRequestQuotes,
      close: serviceRequestCloseReasons,
      organiserRole: users.role,
    })
    .from(serviceRequestReviews)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestReviews.serviceRequestId))
    .innerJoin(users, eq(users.id, serviceRequestReviews.userId))
    .leftJoin(
      serviceRequestQuotes,
      and(
        eq(serviceRequestQuotes.serviceRequestId, serviceRequestReviews.serviceRequestId),
        eq(serviceRequestQuotes.userId, serviceRequestReviews.supplierId),
      ),
    )
    .leftJoin(
      serviceRequestCloseReasons,
      eq(serviceRequestCloseReasons.serviceRequestId, serviceRequestReviews.serviceRequestId),
    );
}
