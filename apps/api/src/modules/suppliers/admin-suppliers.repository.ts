import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import type { AdminSupplierSortField } from '@marquee/contracts/admin-suppliers';
import { queryRows, type DbOrTx } from '../../db/client';
import { serviceCategories, services } from '../../db/schema/catalogue';
import { supplierProfiles as p, userServices } from '../../db/schema/suppliers';
import { users as u } from '../../db/schema/users';
import { escapeLike } from '../../lib/like';

/*
 * The administrators' supplier list (spec 7.7 GET admin/suppliers; docs/decisions/0065): every filter is a
 * condition an index answers, every sort walks an index in either direction and stops at the page, and the counts
 * of requests received and proposals sent are columns kept by triggers (migration 0013). One statement for the
 * total, then one for the page (none when the page is past the end), one for the page's services.
 */

/** An inclusive range of instants [from, until). */
export interface InstantRange {
  from: Date;
  until: Date;
}

/** A range of counts; `max` null is open above. */
export interface CountRange {
  min: number;
  max: number | null;
}

export interface AdminSupplierFilters {
  status?: number;
  /** Search: name, company or e-mail containing it (3 characters or more), or the id when it is digits. */
  search?: string;
  /** A condition on supplier_profiles: the service area reaches the place (the directory's reach rule). */
  reaches?: SQL;
  planIds: number[];
  registered?: InstantRange;
  received?: CountRange;
  responded?: CountRange;
  paymentRequested?: InstantRange;
}

export interface AdminSupplierSort {
  field: AdminSupplierSortField;
  ascending: boolean;
  /** The plans' ids in the order of their names (the sort by plan name). */
  plansByName: number[];
}

export interface AdminSupplierRow {
  id: number;
  name: string;
  company_name: string | null;
  email: string;
  display_email: string | null;
  phone: string | null;
  website: string | null;
  position_in_company: string | null;
  created_at: Date | string;
  location: string | null;
  nearby: number | null;
  pricing_plan_id: number;
  no_limits: number;
  payment_requested_at: Date | string | null;
  notifies_count: number;
  quotes_count: number;
  status: number;
  submitted_at: Date | string | null;
}

const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The role as a literal, so the partial indexes of suppliers (`where role = 1`) apply to every plan. */
const isSupplier = sql`${u.role} = ${sql.raw(String(Role.supplier))}`;

function searchCondition(search: string): SQL {
  const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
  if (search.length < 3) return id === null ? sql`false` : sql`${u.id} = ${id}`;
  const pattern = `%${escapeLike(search)}%`;
  const parts = [
    sql`${u.name} ilike ${pattern}`,
    sql`${u.companyName} ilike ${pattern}`,
    sql`${u.email} ilike ${pattern}`,
    ...(id === null ? [] : [sql`${u.id} = ${id}`]),
  ];
  return sql`(${sql.join(parts, sql` or `)})`;
}

const countRange = (column: AnyPgColumn, r: CountRange): SQL =>
  r.max === null ? sql`${column} >= ${r.min}` : sql`${column} between ${r.min} and ${r.max}`;

/** The conditions on supplier_profiles alone, and those that need users. */
function conditions(f: AdminSupplierFilters): { profile: SQL[]; user: SQL[] } {
  const profile: SQL[] = [];
  if (f.status !== undefined) profile.push(sql`${p.status} = ${f.status}`);
  // Waiting for approval means submitted (Save & Finish): a supplier still in the wizard waits for nobody.
  if (f.status === ProfileStatus.underReview) profile.push(sql`${p.onboardingStep} = 'submitted'`);
  if (f.reaches) profile.push(f.reaches);
  if (f.planIds.length > 0) {
    profile.push(
      sql`${p.pricingPlanId} in (${sql.join(
        f.planIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (f.received) profile.push(countRange(p.notifiesCount, f.received));
  if (f.responded) profile.push(countRange(p.quotesCount, f.responded));
  if (f.paymentRequested) {
    profile.push(
      sql`${p.paymentRequestedAt} >= ${instant(f.paymentRequested.from)} and ${p.paymentRequestedAt} < ${instant(f.paymentRequested.until)}`,
    );
  }
  const user: SQL[] = [];
  if (f.search !== undefined) user.push(searchCondition(f.search));
  if (f.registered) {
    user.push(
      sql`${u.createdAt} >= ${instant(f.registered.from)} and ${u.createdAt} < ${instant(f.registered.until)}`,
    );
  }
  return { profile, user };
}

/**
 * The sort key of each column. Nullable ones count nulls as the smallest value (their indexes are `nulls first`, so
 * a backward scan gives `desc nulls last`); the others use the plain directions, which an index serves both ways.
 */
const sortKeys: Record<
  Exclude<AdminSupplierSortField, 'pricing_plan_name'>,
  { key: SQL; unique?: true; nullable?: true }
> = {
  id: { key: sql`${p.userId}`, unique: true },
  name: { key: sql`lower(${u.name})` },
  company_name: { key: sql`lower(${u.companyName})`, nullable: true },
  email: { key: sql`${u.email}`, unique: true },
  location: { key: sql`lower(${p.location})`, nullable: true },
  nearby: { key: sql`${p.nearby}`, nullable: true },
  no_limits: { key: sql`${p.noLimits}` },
  payment_requested_at: { key: sql`${p.paymentRequestedAt}`, nullable: true },
  service_request_notifies_count: { key: sql`${p.notifiesCount}` },
  service_request_quotes_count: { key: sql`${p.quotesCount}` },
  created_at: { key: sql`${u.createdAt}` },
  submitted_at: { key: sql`${p.submittedAt}`, nullable: true },
};

const direction = (ascending: boolean, nullable = false) =>
  sql.raw(nullable ? (ascending ? 'asc nulls first' : 'desc nulls last') : ascending ? 'asc' : 'desc');

const columns = sql`${u.id} as id, ${u.name} as name, ${u.companyName} as company_name, ${u.email} as email,
  ${u.displayEmail} as display_email, ${u.phone} as phone, ${u.website} as website,
  ${u.positionInCompany} as position_in_company, ${u.createdAt} as created_at, ${p.location} as location,
  ${p.nearby} as nearby, ${p.pricingPlanId} as pricing_plan_id, ${p.noLimits} as no_limits,
  ${p.paymentRequestedAt} as payment_requested_at, ${p.notifiesCount} as notifies_count,
  ${p.quotesCount} as quotes_count, ${p.status} as status, ${p.submittedAt} as submitted_at`;

const joined = sql`${p} join ${u} on ${u.id} = ${p.userId}`;

const whereAll = (parts: SQL[]) => sql.join([isSupplier, ...parts], sql` and `);

/**
 * Under this many matches, a search or a registration range is answered from its own index first (a bitmap of the
 * matching suppliers, sorted in memory) rather than by walking the sort's index and filtering: the planner cannot
 * tell how rare a fragment is ('supplier4242' shares most trigrams with every address), and a walk that finds few
 * matches reads the whole table.
 */
export const FEW_MATCHES = 2000;

/** One page of the list, sorted; with the total of the suppliers the filters match. */
export async function findAdminSupplierPage(
  db: DbOrTx,
  f: AdminSupplierFilters,
  sort: AdminSupplierSort,
  page: { limit: number; offset: number },
  fewMatches = FEW_MATCHES,
): Promise<{ rows: AdminSupplierRow[]; total: number }> {
  const { profile, user } = conditions(f);
  const where = whereAll([...profile, ...user]);
  // The total reads supplier_profiles alone unless a condition needs users (a profile is always a supplier's).
  const totalSql =
    user.length > 0
      ? sql`select count(*)::int as n from ${joined} where ${where}`
      : sql`select count(*)::int as n from ${p} where ${profile.length > 0 ? sql.join(profile, sql` and `) : sql`true`}`;
  const [counted] = await queryRows<{ n: number }>(db, totalSql);
  const total = counted?.n ?? 0;
  if (total === 0 || page.offset >= total) return { rows: [], total };
  // Few matches of a condition on users: those users first, by their own indexes, then the sort.
  const matched = user.length > 0 && total <= fewMatches;
  const head = matched
    ? sql`with matched as materialized (select ${u.id} as id from ${u} where ${whereAll(user)}) `
    : sql``;
  const from = matched
    ? sql`matched join ${u} on ${u.id} = matched.id join ${p} on ${p.userId} = ${u.id}`
    : joined;
  let pageSql: SQL;
  if (sort.field === 'pricing_plan_name') {
    // By plan name: the plans in name order, each a range of the (plan, user) index; the branches run in turn
    // and stop once the page is full.
    const wanted =
      f.planIds.length > 0 ? sort.plansByName.filter((id) => f.planIds.includes(id)) : sort.plansByName;
    const plans = sort.ascending ? wanted : [...wanted].reverse();
    const upTo = page.offset + page.limit;
    const branches = plans.map(
      (planId) => sql`(select ${columns} from ${from} where ${where} and ${p.pricingPlanId} = ${planId}
        order by ${p.userId} ${direction(sort.ascending)} limit ${upTo})`,
    );
    if (branches.length === 0) return { rows: [], total };
    pageSql = sql`${head}select * from (${sql.join(branches, sql` union all `)}) as by_plan
      limit ${page.limit} offset ${page.offset}`;
  } else {
    const { key, unique, nullable } = sortKeys[sort.field];
    const dir = direction(sort.ascending, nullable);
    const tie = direction(sort.ascending);
    const order = unique ? sql`${key} ${dir}` : sql`${key} ${dir}, ${p.userId} ${tie}`;
    pageSql = sql`${head}select ${columns} from ${from} where ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}`;
  }
  return { rows: await queryRows<AdminSupplierRow>(db, pageSql), total };
}

export interface PageServiceRow {
  user_id: number;
  id: number;
  service_id: number;
  product: string;
  category_id: number;
  category: string;
}

/** The services of the suppliers of one page, in one statement (in the order they were chosen). */
export async function findServicesOfSuppliers(db: DbOrTx, userIds: number[]): Promise<PageServiceRow[]> {
  if (userIds.length === 0) return [];
  const us = userServices;
  return queryRows<PageServiceRow>(
    db,
    sql`select ${us.userId} as user_id, ${us.id} as id, ${services.id} as service_id, ${services.product} as product,
        ${serviceCategories.id} as category_id, ${serviceCategories.category} as category
      from ${us}
      join ${services} on ${services.id} = ${us.serviceId}
      join ${serviceCategories} on ${serviceCategories.id} = ${services.serviceCategoryId}
      where ${us.userId} in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by ${us.userId}, ${us.id}`,
  );
}

/** Records that the supplier was asked to pay (the upgrade prompt, docs/decisions/0065). */
export async function setPaymentRequested(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.execute(sql`update ${p} set payment_requested_at = ${instant(at)} where ${p.userId} = ${userId}`);
}
