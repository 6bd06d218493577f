import type {
  DirectoryEntry,
  DirectoryQuery,
  DirectoryResponse,
  Review,
  SupplierCounterQuery,
  SupplierProfile,
} from '@marquee/contracts/directory';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { imageUrl } from '../content/content.service';
import {
  countSuppliers,
  findApprovedProfile,
  findDirectoryPage,
  findReviewsOfSupplier,
  insertDirectorySearch,
  isApprovedSupplier,
  type DirectoryRow,
  type ProfileRow,
  type ReviewRow,
} from './directory.repository';
import type { Point } from './reach';

export type { Point } from './reach';

/** The point of a query's latitude and longitude (the contracts guarantee both or neither). */
export function pointOf(q: { latitude?: number; longitude?: number }): Point | undefined {
  return q.latitude === undefined || q.longitude === undefined
    ? undefined
    : { latitude: q.latitude, longitude: q.longitude };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentEntry(row: DirectoryRow): DirectoryEntry {
  return {
    id: row.id,
    company_name: row.company_name,
    location: row.location,
    phone: row.phone,
    display_email: row.display_email,
    website: row.website,
    rating: { rate: row.rate ?? 0, count: row.reviews },
    is_premium: row.is_premium,
    distance_miles: row.distance === null ? null : oneDecimal(row.distance),
    // Photo and summary are what a premium listing adds (spec 6).
    photo_url: row.is_premium ? imageUrl(row.photo_path) : null,
    summary: row.is_premium ? row.summary : null,
  };
}

/**
 * `GET suppliers`: approved suppliers, optionally offering a service, reaching a point and matching a name;
 * premium first, then nearest, then by name. With `collect_statistics` the search is recorded.
 * Two statements at most (the page with its total, and the statistics row).
 */
export async function searchDirectory(
  db: DbOrTx,
  query: DirectoryQuery,
  viewer: { userId: number | null },
): Promise<DirectoryResponse> {
  const point = pointOf(query);
  const filters = { name: query.name, serviceId: query.service_id, point };
  const { total, rows } = await findDirectoryPage(db, filters, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  if (query.collect_statistics) {
    await insertDirectorySearch(db, {
      userId: viewer.userId,
      name: query.name ?? null,
      serviceId: query.service_id ?? null,
      locationName: query.location_name ?? null,
      point: point ?? null,
      resultsCount: total,
    });
  }
  return {
    data: rows.map(presentEntry),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
      per_page: query.limit,
      total,
    },
  };
}

/**
 * `GET counters/suppliers`: how many approved suppliers offering the service reach the place, by the
 * same rule that decides who receives a request. Without coordinates the place cannot narrow the count
 * (docs/decisions/0006), so every approved supplier of the service is counted.
 */
export async function countSuppliersForRequest(
  db: DbOrTx,
  query: SupplierCounterQuery,
): Promise<{ count: number }> {
  const count = await countSuppliers(db, { serviceId: query.service_id, point: pointOf(query) });
  return { count };
}

export function presentProfile(row: ProfileRow): SupplierProfile {
  return {
    id: row.id,
    company_name: row.company_name,
    summary: row.summary,
    photo_url: imageUrl(row.photo_path),
    cover_url: imageUrl(row.cover_path),
    location: row.location,
    nearby: row.nearby,
    phone: row.phone,
    display_email: row.display_email,
    website: row.website,
    services: row.services,
    images: row.images.map((i) => ({ id: i.id, url: imageUrl(i.path) ?? '' })),
    documents: row.documents.map((d) => ({ id: d.id, url: imageUrl(d.path) ?? '', name: d.name })),
    past_events: row.past_events,
    sustainability_policy: row.sustainability_policy,
    rating: { rate: row.rate ?? 0, count: row.reviews },
    is_premium: row.is_premium,
    updated_at: iso(row.updated_at),
  };
}

/** An approved supplier's public profile; anyone else is a 404. */
export async function getSupplierProfile(db: DbOrTx, supplierId: number): Promise<SupplierProfile> {
  const row = await findApprovedProfile(db, supplierId);
  if (!row) throw notFound();
  return presentProfile(row);
}

/** An approved supplier's public profile, or null (for pages that describe a supplier). */
export async function findSupplierProfile(db: DbOrTx, supplierId: number): Promise<SupplierProfile | null> {
  const row = await findApprovedProfile(db, supplierId);
  return row ? presentProfile(row) : null;
}

export function presentReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rate: row.rate,
    message: row.message,
    service_request_id: row.service_request_id,
    created_at: iso(row.created_at),
    service_request: {
      user: {
        name: row.organiser_name,
        position_in_company: row.organiser_position,
        quotes_count: row.organiser_requests,
      },
      service_request_accept: { user: { company_name: row.supplier_company } },
    },
  };
}

/** `GET service-request-reviews?supplier_id=`: an approved supplier's reviews, newest first. */
export async function getSupplierReviews(db: DbOrTx, supplierId: number): Promise<{ data: Review[] }> {
  if (!(await isApprovedSupplier(db, supplierId))) throw notFound();
  return { data: (await findReviewsOfSupplier(db, supplierId)).map(presentReview) };
}
