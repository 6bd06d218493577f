import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NATIONWIDE, RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { supplierProfiles } from '../../db/schema/suppliers';

/*
 * The reach rule (docs/decisions/0010): a supplier reaches a point when the great-circle distance from
 * its base to the point is at most its radius in miles, or when its radius is 999 (nationwide).
 * The directory and the request counter ask `reachingRows` (the fastest form, one index range per box);
 * `reachesPoint` is the same rule as one SQL condition, for a query that filters other rows by it (the
 * property test uses it; request matching may); `reaches` is the rule in TypeScript, for tests and the
 * benchmark. All are built from `reachBoxes` and `withinRadius`, so the rule lives in one place.
 */

/** Mean earth radius in miles, as the haversine formula uses it. */
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * Floating-point slack on "at most": a point computed to lie exactly on the edge may come out a few
 * 1e-12 miles beyond it depending on the maths library, so the edge is widened by a nanomile
 * (1.6 micrometres) in SQL and TypeScript alike.
 */
export const EDGE_TOLERANCE_MILES = 1e-9;

/** The finite radii (10, 25, 50, 100); 999 is nationwide. */
export const FINITE_RADII = RADIUS_OPTIONS.filter((r) => r !== NATIONWIDE);

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A supplier's service area as stored: coordinates may be missing until geocoded. */
export interface ServiceArea {
  latitude: number | null;
  longitude: number | null;
  nearby: number | null;
}

/** Great-circle (haversine) distance in miles; the same arithmetic as `distanceMilesSql`. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = Math.sin(((b.latitude - a.latitude) * RAD) / 2);
  const dLng = Math.sin(((b.longitude - a.longitude) * RAD) / 2);
  const h = dLat * dLat + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * dLng * dLng;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The reach rule by brute force: nationwide, or within the radius of the base. */
export function reaches(area: ServiceArea, point: Point): boolean {
  if (area.nearby === NATIONWIDE) return true;
  if (area.nearby === null || area.latitude === null || area.longitude === null) return false;
  return (
    distanceMiles({ latitude: area.latitude, longitude: area.longitude }, point) <=
    area.nearby + EDGE_TOLERANCE_MILES
  );
}

export interface Box {
  minLat: number;
  maxLat: number;
  /** Null when every longitude qualifies (near a pole, or across the antimeridian). */
  minLng: number | null;
  maxLng: number | null;
}

/** A hair of a degree (about 0.1 mm) added to every side, so rounding never cuts a point off the box. */
const BOX_MARGIN_DEGREES = 1e-9;

/**
 * The smallest latitude/longitude box holding every place within `radiusMiles` of `point`
 * (latitude ± d; longitude ± asin(sin d / cos latitude), the meridians tangent to the circle).
 */
export function boundingBox(point: Point, radiusMiles: number): Box {
  const d = (radiusMiles + EDGE_TOLERANCE_MILES) / EARTH_RADIUS_MILES;
  const minLat = point.latitude - d * DEG - BOX_MARGIN_DEGREES;
  const maxLat = point.latitude + d * DEG + BOX_MARGIN_DEGREES;
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: null, maxLng: null };
  }
  const ratio = Math.sin(d) / Math.cos(point.latitude * RAD);
  if (ratio >= 1) return { minLat, maxLat, minLng: null, maxLng: null };
  const dLng = Math.asin(ratio) * DEG + BOX_MARGIN_DEGREES;
  const minLng = point.longitude - dLng;
  const maxLng = point.longitude + dLng;
  // Across the antimeridian the box would wrap; taking every longitude stays correct (never met in the UK).
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng, maxLng };
}

/** Where a service area is read: supplier_profiles' columns, their copy on user_services, or a subquery's. */
export interface AreaColumns {
  latitude: AnyPgColumn | SQL;
  longitude: AnyPgColumn | SQL;
  nearby: AnyPgColumn | SQL;
}

/**
 * A number the code computed (validated coordinates, box bounds) as a float8 parameter. Parameters keep
 * the statement's text the same for every point, so PostgreSQL can keep it prepared (`queryPrepared`).
 */
function float(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  return sql`${n}::float8`;
}

/** Distance in miles from a supplier's base to `point`, in SQL (null without coordinates). */
export function distanceMilesSql(point: Point, area: AreaColumns = supplierProfiles): SQL<number | null> {
  const lat = float(point.latitude);
  const lng = float(point.longitude);
  // LEAST ignores nulls, so a missing coordinate is caught before it could read as half the globe.
  return sql<number | null>`(case when ${area.latitude} is not null and ${area.longitude} is not null
    then ${float(2 * EARTH_RADIUS_MILES)} * asin(least(1::float8, sqrt(
      power(sin(radians(${lat} - ${area.latitude}) / 2), 2)
      + cos(radians(${area.latitude})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${area.longitude}) / 2), 2)
    ))) end)`;
}

/**
 * The index pre-filter of the reach rule, one condition per radius and mutually exclusive: nationwide
 * (nearby = 999), then for each finite radius the bounding box of that radius around the point, a range
 * on an index led by (nearby, latitude, longitude). Every supplier that reaches the point meets exactly
 * one of them; a supplier in a box's corner meets one without reaching, hence `withinRadius`.
 */
export function reachBoxes(point: Point, area: AreaColumns = supplierProfiles, widenMiles = 0): SQL[] {
  const boxes = FINITE_RADII.map((radius) => {
    const box = boundingBox(point, radius + widenMiles);
    const lngRange =
      box.minLng === null || box.maxLng === null
        ? sql`${area.longitude} is not null`
        : sql`${area.longitude} between ${float(box.minLng)} and ${float(box.maxLng)}`;
    return sql`(${area.nearby} = ${sql.raw(String(radius))}
      and ${area.latitude} between ${float(box.minLat)} and ${float(box.maxLat)} and ${lngRange})`;
  });
  return [sql`${area.nearby} = ${sql.raw(String(NATIONWIDE))}`, ...boxes];
}

/**
 * The exact check, on a distance computed once: nationwide, or at most the radius (with the edge tolerance).
 * `widenMiles` widens every radius (the administrators' "within N miles of the place", docs/decisions/0065).
 */
export function withinRadius(distance: SQL, nearby: AnyPgColumn | SQL, widenMiles = 0): SQL {
  return sql`(${nearby} = ${sql.raw(String(NATIONWIDE))} or ${distance} <= ${nearby} + ${float(EDGE_TOLERANCE_MILES + widenMiles)})`;
}

/**
 * SQL condition: the supplier whose area is in `area` reaches `point` (docs/decisions/0010), or comes within
 * `widenMiles` of it (the administrators' location filter with a radius, docs/decisions/0065). The boxes
 * let PostgreSQL use index ranges (a BitmapOr), and the haversine runs only on the rows inside them.
 */
export function reachesPoint(point: Point, area: AreaColumns = supplierProfiles, widenMiles = 0): SQL {
  return sql`((${sql.join(reachBoxes(point, area, widenMiles), sql` or `)}) and ${withinRadius(distanceMilesSql(point, area), area.nearby, widenMiles)})`;
}

/**
 * The rows that reach `point`, with their `distance`: the fastest form of the rule for large sets.
 * `selectInBox(box)` selects the candidate rows meeting one box, with the area's `latitude`, `longitude`
 * and `nearby` among its columns; each box becomes one branch of a UNION ALL (one index range scan each,
 * the boxes never overlap), the distance is computed once per row in a box, and the radius checked on it.
 */
export function reachingRows(point: Point, area: AreaColumns, selectInBox: (box: SQL) => SQL): SQL {
  const boxed = { latitude: sql`boxed.latitude`, longitude: sql`boxed.longitude`, nearby: sql`boxed.nearby` };
  return sql`select measured.* from (
      select boxed.*, ${distanceMilesSql(point, boxed)} as distance
      from (${sql.join(reachBoxes(point, area).map(selectInBox), sql` union all `)}) as boxed
      offset 0
    ) as measured
    where ${withinRadius(sql`measured.distance`, sql`measured.nearby`)}`;
}
