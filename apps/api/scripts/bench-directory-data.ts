/**
 * The directory benchmark's data (bench-directory.ts): deterministic generated suppliers and questions, their bulk
 * loading, and the naive full-scan haversine that the API's answers are checked against.
 */

import { sql } from 'drizzle-orm';

import { PlanType, ProfileStatus, Role } from '@marquee/contracts/enums';

import { queryRows, type Db } from '../src/db/client';
import { demoCities } from '../src/db/seed/demo-data';

import { EDGE_TOLERANCE_MILES, EARTH_RADIUS_MILES, type Point } from '../src/modules/directory/reach';

/** The directory's page size, as the benchmark asks for it. */
export const PAGE = 25;
const BATCH = 10_000;

/* ---------- deterministic data ---------- */

/** mulberry32: a small seeded generator, so both databases get the same rows every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UK = { minLat: 50.0, maxLat: 58.6, minLng: -6.2, maxLng: 1.7 };
/** Rough weights by size: London first, then the big cities. */
const CITY_WEIGHT: Record<string, number> = {
  London: 12,
  Manchester: 4,
  Birmingham: 4,
  Leeds: 3,
  Glasgow: 3,
  Edinburgh: 2,
  Bristol: 2,
  Liverpool: 2,
  Sheffield: 2,
  'Newcastle upon Tyne': 2,
};

export interface GeneratedSupplier {
  email: string;
  company: string;
  latitude: number;
  longitude: number;
  nearby: number;
  planId: number;
  noLimits: number;
  location: string;
  services: number[];
}

const ADJECTIVES = [
  'Bright',
  'Grand',
  'Royal',
  'Silver',
  'Golden',
  'Northern',
  'Capital',
  'Crown',
  'Oak',
  'Harbour',
];
const NOUNS = [
  'Events',
  'Marquees',
  'Catering',
  'Sound',
  'Lighting',
  'Staging',
  'Florals',
  'Hire',
  'Productions',
];

export function generateSuppliers(
  count: number,
  serviceIds: number[],
  planIds: { free: number; paid: number[] },
) {
  const random = rng(20_261_121);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const cityPool = demoCities.flatMap((c) => Array<typeof c>(CITY_WEIGHT[c.name] ?? 1).fill(c));
  const radii = [10, 25, 25, 25, 50, 50, 50, 50, 100, 100, 999];
  const rows: GeneratedSupplier[] = [];
  for (let i = 0; i < count; i++) {
    let latitude: number;
    let longitude: number;
    let location: string;
    if (random() < 0.75) {
      const city = cityPool[Math.floor(random() * cityPool.length)] as (typeof cityPool)[number];
      latitude = city.latitude + gauss() * 0.08;
      longitude = city.longitude + gauss() * 0.12;
      location = `${city.name}, UK`;
    } else {
      latitude = UK.minLat + random() * (UK.maxLat - UK.minLat);
      longitude = UK.minLng + random() * (UK.maxLng - UK.minLng);
      location = 'United Kingdom';
    }
    const serviceCount = 1 + Math.floor(random() * 10);
    const chosen = new Set<number>();
    while (chosen.size < serviceCount)
      chosen.add(serviceIds[Math.floor(random() * serviceIds.length)] as number);
    const planRoll = random();
    rows.push({
      email: `bench-${i}@bench.example`,
      company: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(random() * NOUNS.length)]} ${i}`,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      nearby: radii[Math.floor(random() * radii.length)] as number,
      planId:
        planRoll < 5 / 8
          ? planIds.free
          : (planIds.paid[Math.floor(random() * planIds.paid.length)] as number),
      noLimits: random() < 1 / 24 ? 1 : 0,
      location,
      services: [...chosen],
    });
  }
  return rows;
}

/** The questions: a service and a place (a city, or anywhere in the UK). */
export function generateQueries(count: number, serviceIds: number[]) {
  const random = rng(42);
  return Array.from({ length: count }, (_, i) => {
    const city = demoCities[i % demoCities.length] as (typeof demoCities)[number];
    const point: Point =
      i % 3 === 2
        ? {
            latitude: UK.minLat + random() * (UK.maxLat - UK.minLat),
            longitude: UK.minLng + random() * (UK.maxLng - UK.minLng),
          }
        : {
            latitude: city.latitude + (random() - 0.5) * 0.1,
            longitude: city.longitude + (random() - 0.5) * 0.1,
          };
    return { serviceId: serviceIds[Math.floor(random() * serviceIds.length)] as number, point };
  });
}

/** The directory's first page for a generated question, as searchDirectory takes it (no statistics). */
export const directoryQuery = (q: ReturnType<typeof generateQueries>[number]) => ({
  service_id: q.serviceId,
  latitude: q.point.latitude,
  longitude: q.point.longitude,
  page: 1,
  limit: PAGE,
  collect_statistics: false,
});

/* ---------- loading ---------- */

export async function load(db: Db, suppliers: GeneratedSupplier[]) {
  for (let start = 0; start < suppliers.length; start += BATCH) {
    const batch = suppliers.slice(start, start + BATCH);
    const people = batch.map((s) => ({
      email: s.email,
      company: s.company,
      phone: '+447700900123',
      display_email: `hello@${s.email.split('@')[0]}.example`,
      website: `https://www.${s.email.split('@')[0]}.example`,
    }));
    const ids = await queryRows<{ id: number; email: string }>(
      db,
      sql`insert into users (role, name, email, password_hash, phone, company_name, display_email, website)
        select ${Role.supplier}, r.company, r.email, 'bench-no-login', r.phone, r.company, r.display_email, r.website
        from json_to_recordset(${JSON.stringify(people)}::json)
          as r(email text, company text, phone text, display_email text, website text)
        returning id, email`,
    );
    const idOf = new Map(ids.map((r) => [r.email, r.id]));
    const profiles = batch.map((s) => ({
      user_id: idOf.get(s.email),
      latitude: s.latitude,
      longitude: s.longitude,
      nearby: s.nearby,
      plan: s.planId,
      no_limits: s.noLimits,
      location: s.location,
    }));
    await db.execute(sql`insert into supplier_profiles
        (user_id, status, summary, location, latitude, longitude, nearby, pricing_plan_id, no_limits, approved_at)
      select r.user_id, ${ProfileStatus.approved}, 'A benchmark supplier.', r.location, r.latitude, r.longitude,
        r.nearby, r.plan, r.no_limits, now()
      from json_to_recordset(${JSON.stringify(profiles)}::json)
        as r(user_id int, latitude float8, longitude float8, nearby smallint, plan int, no_limits smallint, location text)`);
    const links = batch.flatMap((s) =>
      s.services.map((serviceId) => ({ u: idOf.get(s.email), s: serviceId })),
    );
    await db.execute(sql`insert into user_services (user_id, service_id)
      select r.u, r.s from json_to_recordset(${JSON.stringify(links)}::json) as r(u int, s int)`);
  }
  // Some reviews, so the rating of each listed supplier is a real aggregate.
  await db.execute(sql`insert into users (role, name, email, password_hash)
    select ${Role.organiser}, 'Bench organiser ' || g, 'bench-organiser-' || g || '@bench.example', 'bench-no-login'
    from generate_series(1, 500) as g`);
  await db.execute(sql`insert into service_requests (user_id, service_id, location, date_from, date_until, date_offers_until, message, status)
    select o.id, (select min(id) from services), 'London, UK', current_date, current_date, current_date, 'Bench request', 30
    from users o, generate_series(1, 40) as g where o.role = ${Role.organiser}`);
  await db.execute(sql`insert into service_request_reviews (service_request_id, user_id, supplier_id, rate, message)
    select r.id, r.user_id, s.user_id, 1 + (r.id % 5), 'Bench review'
    from service_requests r
    join supplier_profiles s on s.id = 1 + ((r.id * 7919) % ${suppliers.length})`);
  // What autovacuum does on a server after a bulk load: statistics, and the visibility map that lets
  // index-only scans skip the table. PGlite has no autovacuum, so it is run by hand on both.
  await db.execute(sql`vacuum analyze`);
}

/* ---------- the naive full scan ---------- */

const haversine = (point: Point) => sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${point.latitude}::float8 - p.latitude) / 2), 2)
    + cos(radians(p.latitude)) * cos(radians(${point.latitude}::float8))
      * power(sin(radians(${point.longitude}::float8 - p.longitude) / 2), 2)))))`;

const reachesNaively = (point: Point) =>
  sql`(p.nearby = 999 or ${haversine(point)} <= p.nearby + ${EDGE_TOLERANCE_MILES}::float8)`;

/** Runs `fn` with every index access path disabled, so the planner must scan whole tables. */
async function fullScan<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    return fn(tx as unknown as Db);
  });
}

export async function naiveSearch(db: Db, serviceId: number, point: Point) {
  return fullScan(db, async (tx) => {
    const rows = await queryRows<{ id: number; total: number }>(
      tx,
      sql`select p.user_id as id, count(*) over ()::int as total
        from supplier_profiles p
        join users u on u.id = p.user_id
        join pricing_plans pp on pp.id = p.pricing_plan_id
        join user_services us on us.user_id = p.user_id and us.service_id = ${serviceId}
        where p.status = ${ProfileStatus.approved} and ${reachesNaively(point)}
        order by (pp.type <> ${PlanType.free} or p.no_limits <> 0) desc, ${haversine(point)} asc nulls last,
          lower(u.company_name) asc nulls last, p.user_id asc
        limit ${PAGE}`,
    );
    return { total: rows[0]?.total ?? 0, ids: rows.map((r) => r.id) };
  });
}

export async function naiveCount(db: Db, serviceId: number, point: Point) {
  return fullScan(db, async (tx) => {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from supplier_profiles p
        join user_services us on us.user_id = p.user_id and us.service_id = ${serviceId}
        where p.status = ${ProfileStatus.approved} and ${reachesNaively(point)}`,
    );
    return row?.count ?? 0;
  });
}
