import type {
  DirectoryQuery,
  DirectoryResponse,
  Review,
  SupplierCounterQuery,
  SupplierProfile,
} from '@marquee/contracts/directory';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { HitCounting } from '../../lib/hit-counters';
import type { FileUrls } from '../storage/storage.service';
import type { Places } from '../places/places.service';
import {
  countSuppliers,
  findApprovedProfile,
  findDirectoryPage,
  findReviewsOfSupplier,
  insertDirectorySearch,
  isApprovedSupplier,
  matchingSuppliers,
  type SupplierFilters,
} from './directory.repository';
import { presentEntry, presentProfile, presentReview } from './directory.presenter';
import { reachesPoint, type Point } from './reach';
import { supplierProfiles } from '../../db/schema/suppliers';

export type { Point } from './reach';
export type { SupplierFilters } from './directory.repository';

/** The point of a query's latitude and longitude (the contracts guarantee both or neither). */
export function pointOf(q: { latitude?: number; longitude?: number }): Point | undefined {
  return q.latitude === undefined || q.longitude === undefined
    ? undefined
    : { latitude: q.latitude, longitude: q.longitude };
}

/** The database and the storage that addresses the photos. */
export interface DirectoryDeps {
  db: DbOrTx;
  storage: FileUrls;
}

/** A recorded search counts once per address, service and place a minute (docs/decisions/0048). */
export const RECORDED_SEARCH_WINDOW_MS = 60_000;
/**
 * And an address records at most this many searches in ten minutes, whatever it searches, so one client cannot
 * fill the statistics by walking through services and places (docs/decisions/0077).
 */
export const RECORDED_SEARCHES_PER_ADDRESS = 20;
export const RECORDED_SEARCH_ADDRESS_WINDOW_MS = 10 * 60_000;

/**
 * Whether this search is the first from its address for its service and place within the minute, and its address
 * has recorded fewer than RECORDED_SEARCHES_PER_ADDRESS in its ten-minute window. The route passes this process's
 * memory counters (docs/decisions/0090).
 */
export async function firstSearchThisMinute(
  recent: HitCounting,
  address: string,
  query: Pick<DirectoryQuery, 'service_id' | 'location_name' | 'latitude' | 'longitude'>,
  now = Date.now(),
): Promise<boolean> {
  const place = [
    query.location_name?.trim().toLowerCase() ?? '',
    query.latitude?.toFixed(4) ?? '',
    query.longitude?.toFixed(4) ?? '',
  ].join(',');
  const key = JSON.stringify([address, query.service_id ?? null, place]);
  if ((await recent.hit(`search:${key}`, RECORDED_SEARCH_WINDOW_MS, now)).count !== 1) return false;
  const perAddress = await recent.hit(
    `search:${JSON.stringify([address])}`,
    RECORDED_SEARCH_ADDRESS_WINDOW_MS,
    now,
  );
  return perAddress.count <= RECORDED_SEARCHES_PER_ADDRESS;
}

/**
 * `GET suppliers`: approved suppliers, optionally offering a service, reaching a point and matching a name;
 * premium first, then nearest, then by name. With `collect_statistics` the search is recorded, once per
 * address, service and place a minute (`recordedSearches`, the searches seen this minute).
 * Two statements at most (the page with its total, and the statistics row).
 */
export async function searchDirectory(
  { db, storage, recordedSearches }: DirectoryDeps & { recordedSearches: HitCounting },
  query: DirectoryQuery,
  viewer: { userId: number | null; address: string },
): Promise<DirectoryResponse> {
  const point = pointOf(query);
  const filters = { name: query.name, serviceId: query.service_id, point };
  const { total, rows } = await findDirectoryPage(db, filters, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  if (query.collect_statistics && (await firstSearchThisMinute(recordedSearches, viewer.address, query))) {
    // No personal data (docs/decisions/0077): not the searcher, not the address; the throttle keeps a digest.
    await insertDirectorySearch(db, {
      userId: null,
      name: query.name ?? null,
      serviceId: query.service_id ?? null,
      locationName: query.location_name ?? null,
      point: point ?? null,
      resultsCount: total,
    });
  }
  return {
    data: rows.map((row) => presentEntry(row, storage)),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
      per_page: query.limit,
      total,
    },
  };
}

/** Coordinates of a place label ('Bath, England'), or null when it names no known place. */
export type PlaceResolver = (label: string) => Promise<Point | null>;

/** The first part of a label, compared without case: 'London, UK' and 'london, England' both give 'london'. */
const placeName = (label: string) => (label.split(',')[0] ?? '').trim().toLowerCase();

/**
 * Resolves a label through the places module (the built-in gazetteer, or Google Places when configured):
 * the prediction with the same label, else the first whose place name is the same. A provider failure
 * resolves nothing, like an unknown place.
 */
export function placeResolver(places: Places): PlaceResolver {
  return async (label) => {
    const name = placeName(label);
    if (!name) return null;
    const { predictions } = await places.autocomplete(name);
    const wanted = label.trim().toLowerCase();
    const match =
      predictions.find((p) => p.label.toLowerCase() === wanted) ??
      predictions.find((p) => placeName(p.label) === name);
    if (!match) return null;
    try {
      const { lat, lng } = await places.geocode(match.id);
      return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
    } catch {
      return null;
    }
  };
}

/**
 * `GET counters/suppliers`: how many approved suppliers offering the service reach the place, by the
 * same rule that decides who receives a request. The place is the coordinates when given, else the
 * label resolved to coordinates. A label that names no known place can only be reached by nationwide
 * suppliers for certain, so only they are counted; without any place, every approved supplier of the
 * service is (docs/decisions/0010).
 */
export async function countSuppliersForRequest(
  db: DbOrTx,
  query: SupplierCounterQuery,
  resolvePlace?: PlaceResolver,
): Promise<{ count: number }> {
  const count = await countSuppliers(db, await requestMatchFilters(query, resolvePlace));
  return { count };
}

/**
 * Who a request reaches: the service, and the place as coordinates, or as a label resolved to coordinates, or
 * (a label naming no known place) nationwide suppliers only. The counter and request matching both start here.
 */
export async function requestMatchFilters(
  query: { service_id?: number; location?: string; latitude?: number; longitude?: number },
  resolvePlace?: PlaceResolver,
): Promise<SupplierFilters> {
  let point = pointOf(query);
  let nationwideOnly = false;
  if (!point && query.location !== undefined) {
    point = (await resolvePlace?.(query.location)) ?? undefined;
    nationwideOnly = point === undefined;
  }
  return { serviceId: query.service_id, point, nationwideOnly };
}

/**
 * The approved suppliers a request reaches, as a subquery of (id, is_premium, distance): the rule of
 * `GET counters/suppliers` as SQL, for request matching to insert its notifications in one INSERT … SELECT.
 */
export const reachingSuppliersSql = (filters: SupplierFilters): SQL => matchingSuppliers(filters);

/**
 * SQL condition on supplier_profiles: the supplier's service area reaches `point`, or comes within `widenMiles` of
 * it, by the reach rule (docs/decisions/0010): the administrators' supplier list filters by it (0065).
 */
export const reachesPointSql = (point: Point, widenMiles = 0): SQL =>
  reachesPoint(point, supplierProfiles, widenMiles);

/** An approved supplier's public profile; anyone else is a 404. */
export async function getSupplierProfile(
  { db, storage }: DirectoryDeps,
  supplierId: number,
): Promise<SupplierProfile> {
  const row = await findApprovedProfile(db, supplierId);
  if (!row) throw notFound();
  return presentProfile(row, storage);
}

/** An approved supplier's public profile, or null (for pages that describe a supplier). */
export async function findSupplierProfile(
  { db, storage }: DirectoryDeps,
  supplierId: number,
): Promise<SupplierProfile | null> {
  const row = await findApprovedProfile(db, supplierId);
  return row ? presentProfile(row, storage) : null;
}

/** `GET service-request-reviews?supplier_id=`: an approved supplier's reviews, newest first. */
export async function getSupplierReviews(db: DbOrTx, supplierId: number): Promise<{ data: Review[] }> {
  if (!(await isApprovedSupplier(db, supplierId))) throw notFound();
  return getOwnReviews(db, supplierId);
}

/** `GET supplier/service-request-reviews`: the signed-in supplier's own reviews, approved or not yet. */
export async function getOwnReviews(db: DbOrTx, supplierId: number): Promise<{ data: Review[] }> {
  return { data: (await findReviewsOfSupplier(db, supplierId)).map(presentReview) };
}
