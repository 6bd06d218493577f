import { Faker, base, en, en_GB } from '@faker-js/faker';
import { gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { services } from '../schema/catalogue';
import { serviceRequests } from '../schema/requests';
import { directorySearches, serviceUnknowns } from '../schema/search';
import { findDirectoryPage, insertDirectorySearch } from '../../modules/directory/directory.repository';
import { recordUnknownServices } from '../../modules/catalogue/catalogue.service';
import { ukGazetteer } from '../../modules/places/gazetteer';

/*
 * The administrators' statistics of searches (docs/decisions/0077) for the demo, made by the rules of real use
 * (docs/decisions/0058): directory searches recorded by the directory module's own insert, each with the number of
 * suppliers the directory answers for its service and place, and searches for services the catalogue lacks recorded
 * by the catalogue module's POST service-unknowns function. Both are spread over the months the demo's requests
 * cover and dated afterwards, as the demo's requests and notifications are.
 */

const FAKER_SEED = 20_261_126;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Directory searches recorded over the demo's months. */
export const DEMO_DIRECTORY_SEARCHES = 360;
/** Unknown-service searches recorded over the demo's months. */
export const DEMO_UNKNOWN_SEARCHES = 150;

/** What visitors search the directory for, by how often (the popular services the most). */
const searchedServices: { product: string | null; weight: number }[] = [
  { product: 'Marquee Hire', weight: 16 },
  { product: 'Event Catering', weight: 11 },
  { product: 'Wedding Catering', weight: 8 },
  { product: 'Wedding Venues', weight: 7 },
  { product: 'Wedding & Party Bands', weight: 6 },
  { product: 'DJs', weight: 6 },
  { product: 'Event Photography', weight: 5 },
  { product: 'Mobile Bars', weight: 5 },
  { product: 'Photo Booth Hire', weight: 4 },
  { product: 'Stage Lighting Hire', weight: 4 },
  { product: 'PA System Hire', weight: 4 },
  { product: 'Street Food Vendors', weight: 4 },
  { product: 'Stretch Tent Hire', weight: 3 },
  { product: 'Tipi Hire', weight: 3 },
  { product: 'Hog Roast Catering', weight: 3 },
  { product: 'Portable Toilet Hire', weight: 3 },
  { product: 'Wedding Flowers', weight: 3 },
  { product: 'Conference Venues', weight: 3 },
  { product: 'Chair Hire', weight: 2 },
  { product: 'Event Security', weight: 2 },
  { product: 'Generator Hire', weight: 2 },
  { product: 'Fireworks Displays', weight: 2 },
  { product: 'Coach Hire', weight: 2 },
  { product: 'Event Furniture Hire', weight: 2 },
  // Every supplier in a place, no service chosen.
  { product: null, weight: 3 },
];

/** Where visitors search, by how often: gazetteer labels, as the place picker sends them. */
const searchedPlaces: { label: string; weight: number }[] = [
  { label: 'London, England', weight: 22 },
  { label: 'Manchester, England', weight: 9 },
  { label: 'Birmingham, England', weight: 7 },
  { label: 'Bristol, England', weight: 7 },
  { label: 'Leeds, England', weight: 6 },
  { label: 'Edinburgh, Scotland', weight: 5 },
  { label: 'Glasgow, Scotland', weight: 4 },
  { label: 'Oxford, England', weight: 4 },
  { label: 'Liverpool, England', weight: 3 },
  { label: 'Cardiff, Wales', weight: 3 },
  { label: 'Brighton, England', weight: 3 },
  { label: 'Bath, England', weight: 3 },
  { label: 'York, England', weight: 3 },
  { label: 'Newcastle upon Tyne, England', weight: 3 },
  { label: 'Nottingham, England', weight: 2 },
  { label: 'Sheffield, England', weight: 2 },
  { label: 'Cambridge, England', weight: 2 },
  { label: 'Belfast, Northern Ireland', weight: 2 },
];

/**
 * What organisers type into the service search that the reference catalogue has no service for, by how often,
 * some as people type them (capitals or not: the statistics count them as one term).
 */
export const demoUnknownTerms: { term: string; weight: number }[] = [
  { term: 'silent disco', weight: 24 },
  { term: 'bouncy castle', weight: 21 },
  { term: 'ice sculptures', weight: 18 },
  { term: 'chocolate fountain', weight: 15 },
  { term: 'ceilidh band', weight: 12 },
  { term: 'karaoke', weight: 10 },
  { term: 'hot tub hire', weight: 9 },
  { term: 'murder mystery', weight: 8 },
  { term: 'petting zoo', weight: 7 },
  { term: 'candy floss machine', weight: 6 },
  { term: 'caricaturist', weight: 6 },
  { term: 'axe throwing', weight: 5 },
  { term: 'bucking bronco', weight: 4 },
  { term: 'henna artist', weight: 4 },
  { term: 'sumo suits', weight: 3 },
  { term: 'ice rink', weight: 3 },
  { term: 'inflatable obstacle course', weight: 3 },
  { term: 'llama trekking', weight: 2 },
];

/** A search's moment: a day of the period, at a waking hour (8am to 11pm UTC), before `end`. */
function momentIn(faker: Faker, start: Date, end: Date): Date {
  const days = Math.max(1, Math.floor((end.getTime() - start.getTime()) / DAY));
  const day = new Date(start.getTime() + faker.number.int({ min: 0, max: days - 1 }) * DAY);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const at = new Date(midnight + faker.number.int({ min: 8 * HOUR, max: 23 * HOUR }));
  return at.getTime() < end.getTime()
    ? at
    : new Date(end.getTime() - faker.number.int({ min: 1, max: 3 }) * HOUR);
}

/** Sets created_at of the rows with these ids, in one statement. */
async function backdate(
  db: DbOrTx,
  table: typeof directorySearches | typeof serviceUnknowns,
  ids: number[],
  at: Date[],
) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${(at[i] as Date).toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`update ${table} set created_at = v.at from (values ${values}) as v(id, at)
    where ${table.id} = v.id`);
}

/**
 * Demo version 9: directory searches and unknown-service searches over the months of the demo's requests (from the
 * first request made to `now`), deterministic but for the result counts, which the directory answers at seeding.
 */
export async function seedDemoSearches(db: DbOrTx, now: Date): Promise<void> {
  const [first] = await db.select({ at: min(serviceRequests.createdAt) }).from(serviceRequests);
  const start =
    first?.at && first.at.getTime() < now.getTime() - 30 * DAY
      ? first.at
      : new Date(now.getTime() - 365 * DAY);
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(FAKER_SEED);

  const products = searchedServices.flatMap((s) => (s.product ? [s.product] : []));
  const found = await db
    .select({ id: services.id, product: services.product })
    .from(services)
    .where(inArray(services.product, products));
  const serviceId = new Map(found.map((s) => [s.product, s.id]));

  const searches = Array.from({ length: DEMO_DIRECTORY_SEARCHES }, () => {
    const product = faker.helpers.weightedArrayElement(
      searchedServices.map((s) => ({ value: s.product, weight: s.weight })),
    );
    const label = faker.helpers.weightedArrayElement(
      searchedPlaces.map((p) => ({ value: p.label, weight: p.weight })),
    );
    return { product, label, at: momentIn(faker, start, now) };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());
  const unknowns = Array.from({ length: DEMO_UNKNOWN_SEARCHES }, () => {
    const term = faker.helpers.weightedArrayElement(
      demoUnknownTerms.map((t) => ({ value: t.term, weight: t.weight })),
    );
    const typed = faker.number.int({ max: 3 }) === 0 ? term.charAt(0).toUpperCase() + term.slice(1) : term;
    const location =
      faker.number.int({ max: 4 }) === 0
        ? undefined
        : faker.helpers.weightedArrayElement(
            searchedPlaces.map((p) => ({ value: p.label, weight: p.weight })),
          );
    return { typed, location, at: momentIn(faker, start, now) };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());

  if (!(await holdsOlderRows(db, directorySearches, now))) {
    await recordSearches(db, searches, serviceId);
  }
  // Unknown-service searches, oldest first, through POST service-unknowns' function (a guest's search).
  if (!(await holdsOlderRows(db, serviceUnknowns, now))) {
    const [before] = await db.select({ id: max(serviceUnknowns.id) }).from(serviceUnknowns);
    for (const u of unknowns) {
      await recordUnknownServices(db, null, { services: [{ service_name: u.typed, location: u.location }] });
    }
    const recorded = await db
      .select({ id: serviceUnknowns.id })
      .from(serviceUnknowns)
      .where(gt(serviceUnknowns.id, before?.id ?? 0))
      .orderBy(serviceUnknowns.id);
    await backdate(
      db,
      serviceUnknowns,
      recorded.map((r) => r.id),
      unknowns.map((u) => u.at),
    );
  }
}

/**
 * Whether the table already holds searches from before the last week: the demo's, recorded by an earlier run, or
 * real use's own statistics. Either way the demo adds none (so a re-run is harmless).
 */
async function holdsOlderRows(
  db: DbOrTx,
  table: typeof directorySearches | typeof serviceUnknowns,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(lt(table.createdAt, new Date(now.getTime() - 7 * DAY)))
    .limit(1);
  return row !== undefined;
}

/** The directory searches, oldest first, written by GET suppliers' own insert with the directory's total. */
async function recordSearches(
  db: DbOrTx,
  searches: { product: string | null; label: string; at: Date }[],
  serviceId: Map<string, number>,
): Promise<void> {
  const gazetteer = ukGazetteer();
  const totals = new Map<string, number>();
  const [before] = await db.select({ id: max(directorySearches.id) }).from(directorySearches);
  const searchDates: Date[] = [];
  for (const s of searches) {
    const place = gazetteer.findByLabel(s.label);
    const id = s.product === null ? undefined : serviceId.get(s.product);
    if (!place || (s.product !== null && id === undefined)) continue;
    const point = { latitude: place.lat, longitude: place.lng };
    const key = `${id ?? ''}|${s.label}`;
    let total = totals.get(key);
    if (total === undefined) {
      total = (await findDirectoryPage(db, { serviceId: id, point }, { limit: 1, offset: 0 })).total;
      totals.set(key, total);
    }
    await insertDirectorySearch(db, {
      userId: null,
      name: null,
      serviceId: id ?? null,
      locationName: s.label,
      point,
      resultsCount: total,
    });
    searchDates.push(s.at);
  }
  const written = await db
    .select({ id: directorySearches.id })
    .from(directorySearches)
    .where(gt(directorySearches.id, before?.id ?? 0))
    .orderBy(directorySearches.id);
  await backdate(
    db,
    directorySearches,
    written.map((r) => r.id),
    searchDates,
  );
}
