import { NATIONWIDE, ProfileStatus, type ProfileStatusCode } from '@marquee/contracts/enums';
import { effectiveListSearch, SortOrder } from '@marquee/contracts/admin-lists';
import type { AdminSuppliersQuery, AdminSuppliersResponse } from '@marquee/contracts/admin-suppliers';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supplierProfiles } from '../../db/schema/suppliers';
import { endOfUkDay } from '../../lib/uk-time';
import { placeResolver, reachesPointSql, type PlaceResolver } from '../directory/directory.service';
import type { Places } from '../places/places.service';
import {
  findAdminSupplierPage,
  findServicesOfSuppliers,
  type CountRange,
  type InstantRange,
  type PageServiceRow,
} from './admin-suppliers.repository';
import { listPlans } from './suppliers.repository';

/** What the list needs from the app: the database and the places module (the location filter). */
export interface AdminListDeps {
  db: DbOrTx;
  places: Places;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UK days `from` to `to` (inclusive, 'yyyy-mm-dd') as instants; undefined unless both ends are given
 * (spec 5 'Admin lists': the date range applies once both ends exist).
 */
export function ukDays(from: string | undefined, to: string | undefined): InstantRange | undefined {
  if (from === undefined || to === undefined) return undefined;
  const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return {
    from: new Date(endOfUkDay(dayBefore).getTime() + 1000),
    until: new Date(endOfUkDay(to).getTime() + 1000),
  };
}

/**
 * A min/max count filter (spec 5 'Admin lists': "the min/max RFQ filters set the other bound to 0 if empty"):
 * undefined when neither bound is given; an empty bound is 0; a max below the min (the 0 put in an empty max)
 * leaves the range open above (docs/decisions/0065).
 */
export function countRange(min: number | undefined, max: number | undefined): CountRange | undefined {
  if (min === undefined && max === undefined) return undefined;
  const low = min ?? 0;
  const high = max ?? 0;
  return { min: low, max: high < low ? null : high };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function servicesByUser(rows: PageServiceRow[]) {
  const byUser = new Map<number, AdminSuppliersResponse['suppliers'][number]['services']>();
  for (const s of rows) {
    const list = byUser.get(s.user_id) ?? [];
    list.push({
      id: s.id,
      service: {
        id: s.service_id,
        product: s.product,
        service_category: { id: s.category_id, category: s.category },
      },
    });
    byUser.set(s.user_id, list);
  }
  return byUser;
}

/**
 * `GET admin/suppliers` (spec 7.7; docs/decisions/0065): the suppliers every given filter matches, sorted by the
 * column asked (newest registration first by default, newest submission for the approval list), 50 a page, with
 * the plans to filter by. A location is geocoded through the places module; one no provider knows is reached by
 * the nationwide suppliers only, as in the directory.
 */
export async function listSuppliers(
  deps: AdminListDeps,
  q: AdminSuppliersQuery,
  resolvePlace: PlaceResolver = placeResolver(deps.places),
): Promise<AdminSuppliersResponse> {
  let reaches;
  if (q.location !== undefined) {
    const point = await resolvePlace(q.location);
    reaches = point
      ? reachesPointSql(point, q.radius ?? 0)
      : sql`${supplierProfiles.nearby} = ${sql.raw(String(NATIONWIDE))}`;
  }
  const plans = await listPlans(deps.db);
  const plansByName = [...plans]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id - b.id)
    .map((plan) => plan.id);
  const field = q.sort_field ?? (q.status === ProfileStatus.underReview ? 'submitted_at' : 'created_at');
  const { rows, total } = await findAdminSupplierPage(
    deps.db,
    {
      status: q.status,
      search: effectiveListSearch(q.filter),
      reaches,
      planIds: q.subscription_plan,
      registered: ukDays(q.date_from, q.date_to),
      received: countRange(q.rfq_received_min, q.rfq_received_max),
      responded: countRange(q.rfq_responded_min, q.rfq_responded_max),
      paymentRequested: ukDays(q.payment_requested_date_from, q.payment_requested_date_to),
    },
    { field, ascending: q.sort_order === SortOrder.ascending, plansByName },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
  const services = servicesByUser(
    await findServicesOfSuppliers(
      deps.db,
      rows.map((r) => r.id),
    ),
  );
  const planName = new Map(plans.map((plan) => [plan.id, plan.name]));
  return {
    suppliers: rows.map((r) => ({
      id: r.id,
      name: r.name,
      company_name: r.company_name,
      email: r.email,
      display_email: r.display_email,
      phone: r.phone,
      website: r.website,
      position_in_company: r.position_in_company,
      location: r.location,
      nearby: r.nearby,
      pricing_plan_id: r.pricing_plan_id,
      pricing_plan_name: planName.get(r.pricing_plan_id) ?? '',
      no_limits: r.no_limits === 1,
      payment_requested_at: iso(r.payment_requested_at),
      service_request_notifies_count: r.notifies_count,
      service_request_quotes_count: r.quotes_count,
      status: r.status as ProfileStatusCode,
      services: services.get(r.id) ?? [],
      submitted_at: iso(r.submitted_at),
      created_at: iso(r.created_at) as string,
    })),
    filters: { pricing_plans: plans },
    pagination: { total_pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, total },
  };
}
