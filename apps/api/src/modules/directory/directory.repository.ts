import { sql, type SQL } from 'drizzle-orm';
import { NATIONWIDE, ProfileStatus } from '@marquee/contracts/enums';
import { queryPrepared, queryRows, type DbOrTx } from '../../db/client';
import { escapeLike } from '../../lib/like';
import { listedAsPremiumSql } from '../../lib/plan-allowance';
import { pricingPlans } from '../../db/schema/billing';
import { serviceCategories, services } from '../../db/schema/catalogue';
import { serviceRequestReviews, serviceRequests } from '../../db/schema/requests';
import { directorySearches } from '../../db/schema/search';
import { supplierDocuments, supplierImages, supplierProfiles, userServices } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { reachingRows, type Point } from './reach';

const p = supplierProfiles;
const u = users;
const plan = pricingPlans;
const us = userServices;
const APPROVED = sql.raw(String(ProfileStatus.approved));

export interface SupplierFilters {
  /** Case-insensitive part of the company name, as typed (LIKE wildcards are matched literally). */
  name?: string;
  serviceId?: number;
  point?: Point;
  /** Only suppliers who reach everywhere (nearby 999): a place was named but could not be located. */
  nationwideOnly?: boolean;
}

/** `%`, `_` and `\` typed by a visitor are searched for, not used as wildcards. */
const likeContains = (text: string) => `%${escapeLike(text)}%`;

/** A premium listing (spec 6), over the profile joined to its plan. */
const isPremium = listedAsPremiumSql({ planType: plan.type, noLimits: p.noLimits });

/**
 * The approved suppliers matching the filters, as rows with (id, is_premium, distance): the directory, its
 * counter and request matching (INSERT … SELECT of the requests module, through directory.service). With a service
 * they come from the matching copy on user_services (listed = approved), where service and place are
 * index ranges; without one, from supplier_profiles. With a point, the reach rule's row form.
 */
export function matchingSuppliers(filters: SupplierFilters): SQL {
  const { point, serviceId, name } = filters;
  let select: (box?: SQL) => SQL;
  if (serviceId !== undefined) {
    select = (box) => sql`select ${us.userId} as id, ${us.isPremium} as is_premium,
        ${us.latitude} as latitude, ${us.longitude} as longitude, ${us.nearby} as nearby
      from ${us} where ${us.listed} and ${us.serviceId} = ${serviceId}${box ? sql` and ${box}` : sql``}`;
  } else {
    select = (box) => sql`select ${p.userId} as id, ${isPremium} as is_premium,
        ${p.latitude} as latitude, ${p.longitude} as longitude, ${p.nearby} as nearby
      from ${p} join ${plan} on ${plan.id} = ${p.pricingPlanId}
      where ${p.status} = ${APPROVED}${box ? sql` and ${box}` : sql``}`;
  }
  const area = serviceId !== undefined ? us : p;
  const placed = point
    ? reachingRows(point, area, select)
    : sql`select unplaced.*, null::float8 as distance
        from (${select(filters.nationwideOnly ? sql`${area.nearby} = ${NATIONWIDE}` : undefined)}) as unplaced`;
  const rows = sql`select r.id, r.is_premium, r.distance from (${placed}) as r`;
  if (name === undefined) return rows;
  return sql`select m.* from (${rows}) as m join ${u} on ${u.id} = m.id
    where ${u.companyName} ilike ${likeContains(name)} escape '\\'`;
}

export interface DirectoryRow {
  id: number;
  is_premium: boolean;
  distance: number | null;
  company_name: string | null;
  location: string | null;
  phone: string | null;
  display_email: string | null;
  website: string | null;
  summary: string | null;
  photo_path: string | null;
  rate: number | null;
  reviews: number;
  verified: { type: string; valid_to: string }[] | null;
}

/**
 * One page of the directory and the total, in one statement. Order: premium first, then nearest (when a
 * point is given), then company name, then id. The matches are gathered once and counted; with a point,
 * only the rows ranked within the page by (premium, distance), ties included, are joined to their
 * company names, so a page costs about the same whatever the number of matches. The page's rows alone
 * get their details and rating.
 */
export async function findDirectoryPage(
  db: DbOrTx,
  filters: SupplierFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: DirectoryRow[] }> {
  // With a point, only the first offset + limit rows by (premium, distance) need their company name, plus
  // any row tied with the last of them: a bounded top-N sort instead of sorting every match. Without a
  // point, every match does (the name decides the order after the premium flag).
  const head = filters.point
    ? sql`top as (
          select id, is_premium, distance from matches
          order by is_premium desc, distance asc nulls last, id asc limit ${page.offset + page.limit}
        ),
        edge as (
          select is_premium, distance from top order by is_premium asc, distance desc nulls first, id desc limit 1
        ),
        head as (
          select * from top
          union
          select m.id, m.is_premium, m.distance from matches as m
          join edge on m.is_premium = edge.is_premium and m.distance is not distinct from edge.distance
        )`
    : sql`head as (select id, is_premium, distance from matches)`;
  const rows = await queryPrepared<DirectoryRow & { total: number }>(
    db,
    sql`with matches as materialized (${matchingSuppliers(filters)}),
      ${head},
      page as (
        select head.id, head.is_premium, head.distance, ${u.companyName} as company_name, ${u.phone} as phone,
          ${u.displayEmail} as display_email, ${u.website} as website
        from head join ${u} on ${u.id} = head.id
        order by head.is_premium desc, head.distance asc nulls last, lower(${u.companyName}) asc nulls last, head.id asc
        limit ${page.limit} offset ${page.offset}
      )
      select (select count(*) from matches)::int as total, page.*,
        ${p.location} as location, ${p.summary} as summary, ${p.photoPath} as photo_path,
        rating.rate, rating.reviews,
        -- The page's rows only: their verified, unexpired documents (decision 0034).
        (select json_agg(json_build_object('type', d.type, 'valid_to', d.valid_to) order by d.valid_to, d.id)
          from ${supplierDocuments} as d
          where d.user_id = page.id and d.verified_at is not null and d.type is not null
            and d.valid_to >= current_date) as verified
      from (select 1) as one
      left join page on true
      left join ${p} on ${p.userId} = page.id
      left join lateral (
        select round(avg(${serviceRequestReviews.rate}), 1)::float8 as rate, count(*)::int as reviews
        from ${serviceRequestReviews} where ${serviceRequestReviews.supplierId} = page.id
      ) as rating on page.id is not null
      order by page.is_premium desc, page.distance asc nulls last, lower(page.company_name) asc nulls last, page.id asc`,
  );
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r) => r.id !== null) };
}

/** How many approved suppliers match: the request counter, and who request matching will notify. */
export async function countSuppliers(db: DbOrTx, filters: SupplierFilters): Promise<number> {
  const [row] = await queryPrepared<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${matchingSuppliers(filters)}) as matches`,
  );
  return row?.count ?? 0;
}

export interface DirectorySearchRecord {
  userId: number | null;
  name: string | null;
  serviceId: number | null;
  locationName: string | null;
  point: Point | null;
  resultsCount: number;
}

/** Records a directory search for statistics; an unknown service id is stored as none. */
export async function insertDirectorySearch(db: DbOrTx, r: DirectorySearchRecord): Promise<void> {
  const ds = directorySearches;
  await db.execute(sql`insert into ${ds} (user_id, name, service_id, location_name, latitude, longitude, results_count)
    values (${r.userId}, ${r.name}, (select ${services.id} from ${services} where ${services.id} = ${r.serviceId}),
      ${r.locationName}, ${r.point?.latitude ?? null}::float8, ${r.point?.longitude ?? null}::float8, ${r.resultsCount})`);
}

export interface ProfileRow {
  id: number;
  company_name: string | null;
  summary: string | null;
  photo_path: string | null;
  cover_path: string | null;
  location: string | null;
  nearby: number | null;
  phone: string | null;
  display_email: string | null;
  website: string | null;
  past_events: string | null;
  sustainability_policy: string | null;
  is_premium: boolean;
  updated_at: Date | string;
  rate: number | null;
  reviews: number;
  services: {
    id: number;
    service: {
      id: number;
      product: string;
      slug: string;
      category: { id: number; category: string; slug: string };
    };
  }[];
  main_service_id: number | null;
  images: { id: number; path: string }[];
  documents: { id: number; path: string; name: string }[];
  verified: { type: string; valid_to: string }[];
}

/** An approved supplier's public profile with services, images, documents and rating, in one statement. */
export async function findApprovedProfile(db: DbOrTx, supplierId: number): Promise<ProfileRow | null> {
  const s = services;
  const c = serviceCategories;
  const img = supplierImages;
  const doc = supplierDocuments;
  const r = serviceRequestReviews;
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select ${p.userId} as id, ${u.companyName} as company_name, ${p.summary} as summary,
        ${p.photoPath} as photo_path, ${p.coverPath} as cover_path, ${p.location} as location,
        ${p.nearby}::int as nearby,
        ${u.phone} as phone, ${u.displayEmail} as display_email, ${u.website} as website,
        ${p.pastEvents} as past_events, ${p.sustainabilityPolicy} as sustainability_policy,
        ${isPremium} as is_premium, greatest(${p.updatedAt}, ${u.updatedAt}) as updated_at,
        (select round(avg(${r.rate}), 1)::float8 from ${r} where ${r.supplierId} = ${p.userId}) as rate,
        (select count(*)::int from ${r} where ${r.supplierId} = ${p.userId}) as reviews,
        coalesce((
          select json_agg(json_build_object(
            'id', ${us.id},
            'service', json_build_object('id', ${s.id}, 'product', ${s.product}, 'slug', ${s.slug},
              'category', json_build_object('id', ${c.id}, 'category', ${c.category}, 'slug', ${c.slug})))
            order by lower(${s.product}), ${s.id})
          from ${us} join ${s} on ${s.id} = ${us.serviceId} join ${c} on ${c.id} = ${s.serviceCategoryId}
          where ${us.userId} = ${p.userId}
        ), '[]'::json) as services,
        (select ${us.serviceId} from ${us} where ${us.userId} = ${p.userId} order by ${us.id} limit 1)
          as main_service_id,
        coalesce((
          select json_agg(json_build_object('id', ${img.id}, 'path', ${img.path}) order by ${img.position}, ${img.id})
          from ${img} where ${img.userId} = ${p.userId}
        ), '[]'::json) as images,
        coalesce((
          select json_agg(json_build_object('id', ${doc.id}, 'path', ${doc.path}, 'name', ${doc.fileName}) order by ${doc.id})
          from ${doc} where ${doc.userId} = ${p.userId}
        ), '[]'::json) as documents,
        -- Verified and not expired today, decided when read, so a badge goes by itself at expiry (decision 0034).
        coalesce((
          select json_agg(json_build_object('type', ${doc.type}, 'valid_to', ${doc.validTo}) order by ${doc.validTo}, ${doc.id})
          from ${doc} where ${doc.userId} = ${p.userId} and ${doc.verifiedAt} is not null
            and ${doc.type} is not null and ${doc.validTo} >= current_date
        ), '[]'::json) as verified
      from ${p}
      join ${u} on ${u.id} = ${p.userId}
      join ${plan} on ${plan.id} = ${p.pricingPlanId}
      where ${p.userId} = ${supplierId} and ${p.status} = ${APPROVED}`,
  );
  return row ?? null;
}

/** Whether the user is an approved supplier. */
export async function isApprovedSupplier(db: DbOrTx, supplierId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${p} where ${p.userId} = ${supplierId} and ${p.status} = ${APPROVED}`,
  );
  return rows.length > 0;
}

export interface ReviewRow {
  id: number;
  rate: number;
  message: string;
  service_request_id: number;
  created_at: Date | string;
  /** Null once the organiser's account was deleted: the review stays, anonymised (docs/decisions/0068). */
  organiser_name: string | null;
  organiser_position: string | null;
  organiser_requests: number;
  supplier_company: string | null;
  /** The supplier's public reply (decision 0075); null when none. */
  reply: string | null;
  replied_at: Date | string | null;
  reply_updated_at: Date | string | null;
}

/** A supplier's reviews, newest first, with the reviewing organiser and the supplier's company. */
export async function findReviewsOfSupplier(db: DbOrTx, supplierId: number): Promise<ReviewRow[]> {
  const r = serviceRequestReviews;
  const sr = serviceRequests;
  return queryRows<ReviewRow>(
    db,
    sql`select ${r.id} as id, ${r.rate}::int as rate, ${r.message} as message,
        ${r.serviceRequestId} as service_request_id, ${r.createdAt} as created_at,
        o.name as organiser_name, o.position_in_company as organiser_position,
        (select count(*)::int from ${sr} where ${sr.userId} = ${r.userId}) as organiser_requests,
        s.company_name as supplier_company,
        ${r.reply} as reply, ${r.repliedAt} as replied_at, ${r.replyUpdatedAt} as reply_updated_at
      from ${r}
      left join ${u} as o on o.id = ${r.userId}
      join ${u} as s on s.id = ${r.supplierId}
      where ${r.supplierId} = ${supplierId}
      order by ${r.createdAt} desc, ${r.id} desc`,
  );
}
