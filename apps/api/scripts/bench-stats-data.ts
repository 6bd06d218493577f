/**
 * The statistics benchmark's data (bench-stats.ts, issue 24): at scale 1, 100,000 suppliers and 20,000 organisers
 * (bench-admin-list-data's loader), 1,000,000 requests over the 3 years up to today, about 7,000,000 offer
 * notifications and 5,000,000 quotes (each quote's supplier was notified), close reasons of the finished requests,
 * 1,000,000 directory searches and 100,000 unknown-service searches. Written by INSERT … SELECT over
 * generate_series with a hash of the row number as the randomness (every figure of a request is an expression of
 * its number `g`, so the notifications and quotes inserted later agree with it): both databases get the same rows.
 * Rows are inserted in time order, so ids grow with created_at as they do in production.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ProfileStatus, RequestStatus, Role } from '@marquee/contracts/enums';
import { queryRows, type Db, type DbOrTx } from '../src/db/client';
import { migrationsDir } from '../src/lib/paths';
import { load as loadSuppliers } from './bench-admin-list-data';

export interface Sizes {
  suppliers: number;
  requests: number;
  searches: number;
  unknowns: number;
}

export const sizesAt = (scale: number): Sizes => ({
  suppliers: Math.max(100, Math.round(100_000 * scale)),
  requests: Math.max(1000, Math.round(1_000_000 * scale)),
  searches: Math.max(1000, Math.round(1_000_000 * scale)),
  unknowns: Math.max(100, Math.round(100_000 * scale)),
});

/** The generated history covers DAYS days up to the start of today (UTC). */
export const DAYS = 1096;
const SECONDS = DAYS * 86_400;
const today = () => new Date().toISOString().slice(0, 10);

/** A deterministic number from 0 for row `g` (a bigint-able column) and salt `k` (an SQL expression). */
const hs = (k: number | string, g = 'g') => `abs(hashint8(${g}::bigint * 1000 + ${k})::bigint)`;
const pickOf = (words: readonly string[], k: number | string, g = 'g') =>
  `(array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])[1 + ${hs(k, g)} % ${words.length}]`;

/** Places as the gazetteer labels them (the nation last), and a typed one that tells no region. */
const PLACES: readonly [string, number, number][] = [
  ['London, England', 51.507, -0.128],
  ['Bath, England', 51.381, -2.359],
  ['Leeds, England', 53.8, -1.549],
  ['Manchester, England', 53.48, -2.242],
  ['Bristol, England', 51.454, -2.588],
  ['York, England', 53.96, -1.082],
  ['Norwich, England', 52.63, 1.297],
  ['Edinburgh, Scotland', 55.953, -3.189],
  ['Glasgow, Scotland', 55.864, -4.252],
  ['Cardiff, Wales', 51.481, -3.179],
  ['Swansea, Wales', 51.621, -3.944],
  ['Belfast, Northern Ireland', 54.597, -5.93],
  ['London, UK', 51.507, -0.128],
];
const placeAt = (k: number, g = 'g') => {
  const i = `(1 + ${hs(k, g)} % ${PLACES.length})`;
  const arr = (xs: (string | number)[]) =>
    `(array[${xs.map((x) => (typeof x === 'string' ? `'${x}'` : String(x))).join(',')}])[${i}]`;
  return {
    label: arr(PLACES.map((p) => p[0])),
    latitude: arr(PLACES.map((p) => p[1])),
    longitude: arr(PLACES.map((p) => p[2])),
  };
};

const UNKNOWN_A = [
  'Vintage',
  'Mobile',
  'Luxury',
  'Silent',
  'Inflatable',
  'Outdoor',
  'Retro',
  'Giant',
  'Pop-up',
];
const UNKNOWN_B = [
  'Disco',
  'Hot Tub',
  'Sauna',
  'Axe Throwing',
  'Fire Pit',
  'Karaoke',
  'Petting Zoo',
  'Igloo',
];
const UNKNOWN_FORM = ['%s', ' %s ', 'lower', 'upper'];

/** How many suppliers a request was sent to, and how many of them answered (the first `quoted` notified). */
const notified = (status: string) =>
  `case when ${status} = ${RequestStatus.active} and ${hs(2)} % 100 < 3 then 0 else 3 + ${hs(4)} % 9 end`;
const quoted = (status: string) =>
  `case when ${status} = ${RequestStatus.active} and ${hs(2)} % 100 < 3 then 0
    when ${status} = ${RequestStatus.active} then greatest(0, 3 + ${hs(4)} % 9 - ${hs(5)} % 5)
    else greatest(1, 3 + ${hs(4)} % 9 - ${hs(5)} % 5) end`;

/** Request `g`'s creation and status: recent requests are mostly active, old ones mostly finished. */
function requestFigures(start: string, n: number) {
  const created = `(timestamptz '${start}' + ((g::bigint - 1) * ${SECONDS} / ${n}) * interval '1 second')`;
  const recent = `((g::bigint - 1) * ${DAYS} / ${n} >= ${DAYS - 45})`;
  const status = `case when ${recent} then (case when ${hs(3)} % 100 < 70 then ${RequestStatus.active}
      when ${hs(3)} % 100 < 90 then ${RequestStatus.accepted} else ${RequestStatus.finished} end)
    else (case when ${hs(3)} % 100 < 5 then ${RequestStatus.active}
      when ${hs(3)} % 100 < 30 then ${RequestStatus.accepted} else ${RequestStatus.finished} end) end`;
  // Accepted requests have their supplier selected; finished ones mostly did (the others closed otherwise).
  const selected = `(${status} = ${RequestStatus.accepted} or (${status} = ${RequestStatus.finished} and ${hs(6)} % 100 < 60))`;
  return { created, status, selected };
}

const CHUNK = 50_000;

/** Loads the benchmark's rows (see the file's comment), then vacuums and analyses; `progress` hears each step. */
export async function loadStats(db: Db, sizes: Sizes, progress: (step: string) => void): Promise<void> {
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    progress(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const end = today();
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - SECONDS * 1000).toISOString();
  const services = (await queryRows<{ id: number }>(db, sql`select id from services order by id`)).map(
    (r) => r.id,
  );

  await step('suppliers', () => loadSuppliers(db, sizes.suppliers));
  // The big tables' secondary indexes are built once at the end, and the foreign keys not checked row by row
  // (session_replication_role): both only slow the loading, and the rows agree by construction.
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql.raw(`select indexname as name, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename in (${BIG.map((t) => `'${t}'`).join(', ')})
        and indexname not in (select conname from pg_constraint)`),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    await loadRequests(tx, sizes, start, services, step);
    // The triggers that keep each request's health facts are off too: migration 0018's backfill sets them.
    await step('health facts', () => tx.execute(sql.raw(healthFactsBackfill())));
    await step('indexes', async () => {
      for (const index of indexes) await tx.execute(sql.raw(index.def));
    });
  });
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

/** Migration 0018's backfill statement (decision 0086), read from the migration so the two cannot drift. */
function healthFactsBackfill() {
  const migration = readFileSync(join(migrationsDir(), '0018_health_facts.sql'), 'utf8');
  const statement = migration.split('--> statement-breakpoint').find((s) => s.includes('-- Backfill'));
  if (!statement) throw new Error('migration 0018 has no backfill');
  return statement;
}

const BIG = [
  'service_requests',
  'service_request_notifies',
  'service_request_quotes',
  'service_request_close_reasons',
  'directory_searches',
  'service_unknowns',
];

async function loadRequests(
  db: DbOrTx,
  sizes: Sizes,
  start: string,
  services: number[],
  step: (label: string, work: () => Promise<unknown>) => Promise<void>,
) {
  const serviceOf = (k: number) => `(array[${services.join(',')}])[1 + ${hs(k)} % ${services.length}]`;
  // Registrations over the same years as the requests (the loader's end two years ago).
  await db.execute(
    sql.raw(`update users set created_at = timestamptz '${start}' + (${hs(9, 'id')} % ${SECONDS}) * interval '1 second',
      email_verified_at = case when role = ${Role.supplier} or ${hs(10, 'id')} % 100 < 85
        then timestamptz '${start}' + (${hs(9, 'id')} % ${SECONDS}) * interval '1 second' + interval '2 hours' end
    where role in (${Role.organiser}, ${Role.supplier})`),
  );
  const [org] = await queryRows<{ first: number; count: number }>(
    db,
    sql.raw(`select min(id)::int as first, count(*)::int as count from users where role = ${Role.organiser}`),
  );
  await db.execute(
    sql.raw(`create table bench_approved as
    select (row_number() over (order by user_id) - 1)::int as n, user_id as id
    from supplier_profiles where status = ${ProfileStatus.approved}`),
  );
  await db.execute(sql.raw(`create unique index on bench_approved (n)`));
  const [{ approved } = { approved: 1 }] = await queryRows<{ approved: number }>(
    db,
    sql.raw(`select count(*)::int as approved from bench_approved`),
  );

  const n = sizes.requests;
  const r = requestFigures(start, n);
  const place = placeAt(10);
  const days = (d: number) => `(${r.created} + interval '${d} days')`;
  await step(`${n.toLocaleString('en-GB')} requests`, async () => {
    for (let a = 1; a <= n; a += CHUNK * 4) {
      const b = Math.min(n, a + CHUNK * 4 - 1);
      await db.execute(
        sql.raw(`insert into service_requests (user_id, service_id, location, latitude, longitude, date_from,
          date_until, date_offers_until, message, group_id, is_held, status, accepted_at, closed_at, created_at,
          updated_at)
        select ${org!.first} + ${hs(1)} % ${org!.count}, ${serviceOf(11)}, ${place.label}, ${place.latitude},
          ${place.longitude}, (${days(30)})::date, (${days(31)})::date, (${days(14)})::date, 'Bench request ' || g,
          md5(g::text)::uuid, case when ${r.status} = ${RequestStatus.active} and ${hs(2)} % 100 < 3 then 1 else 0 end,
          ${r.status}, case when ${r.selected} then ${days(5)} end,
          case when ${r.status} = ${RequestStatus.finished} then ${days(32)} end, ${r.created}, ${r.created}
        from generate_series(${a}, ${b}) g order by g`),
      );
    }
  });
  const [{ first } = { first: 1 }] = await queryRows<{ first: number }>(
    db,
    sql.raw(`select min(id)::int as first from service_requests`),
  );

  // Slot k of request g goes to the approved supplier numbered (hash + k·7919) mod approved: distinct within a request.
  const supplierOf = `(${hs(8)} + k * 7919) % ${approved}`;
  // Each request's figures once per row (offset 0 keeps PostgreSQL from copying the expressions into every use).
  const per = (a: number, b: number) => `(select g, ${r.created} as created, ${r.selected} as selected,
      ${notified(r.status)} as notified, ${quoted(r.status)} as quoted
    from generate_series(${a}, ${b}) g offset 0) x`;
  const minutes = (salt: string) => `(x.created + (1 + ${hs(salt)} % 2880) * interval '1 minute')`;
  const chunks = async (work: (a: number, b: number) => Promise<unknown>) => {
    for (let a = 1; a <= n; a += CHUNK) await work(a, Math.min(n, a + CHUNK - 1));
  };
  await step('notifications', () =>
    chunks((a, b) =>
      db.execute(
        sql.raw(`insert into service_request_notifies (service_request_id, user_id, is_ignore, viewed_at,
          emailed_at, created_at, updated_at)
        select ${first - 1} + g, s.id,
          case when k >= x.quoted and ${hs('100 + k')} % 100 < 30 then 1 else 0 end,
          case when ${hs('200 + k')} % 100 < 80 then ${minutes('300 + k')} end,
          x.created + interval '1 minute', x.created, x.created
        from ${per(a, b)}
        cross join lateral generate_series(0, x.notified - 1) k
        join bench_approved s on s.n = ${supplierOf}
        order by g, k`),
      ),
    ),
  );
  await step('quotes', () =>
    chunks((a, b) =>
      db.execute(
        sql.raw(`insert into service_request_quotes (service_request_id, user_id, message, price, is_viewed,
          viewed_at, is_selected, is_shortlisted, is_archived, selected_at, created_at, updated_at)
        select ${first - 1} + g, s.id, 'Bench quote ' || g || '/' || k,
          case when ${hs('400 + k')} % 10 > 0 then 100 + ${hs('500 + k')} % 5000 end,
          case when k = 0 and x.selected or ${hs('600 + k')} % 100 < 70 then 1 else 0 end,
          case when k = 0 and x.selected or ${hs('600 + k')} % 100 < 70 then ${minutes('900 + k')} + interval '1 day' end,
          case when k = 0 and x.selected then 1 else 0 end,
          case when k between 1 and 2 and ${hs('800 + k')} % 100 < 30 then 1 else 0 end,
          case when k > 2 and ${hs('800 + k')} % 100 < 10 then 1 else 0 end,
          case when k = 0 and x.selected then x.created + interval '5 days' end,
          ${minutes('900 + k')}, ${minutes('900 + k')}
        from ${per(a, b)}
        cross join lateral generate_series(0, x.quoted - 1) k
        join bench_approved s on s.n = ${supplierOf}
        order by g, k`),
      ),
    ),
  );
  await step('close reasons', () =>
    db.execute(
      sql.raw(`insert into service_request_close_reasons (service_request_id, reason, service_request_quote_id,
        created_at)
      select r.id, case when q.id is not null then 1 else 2 + ${hs(0, 'r.id')} % 2 end, q.id, r.closed_at
      from service_requests r
      left join service_request_quotes q on q.service_request_id = r.id and q.is_selected = 1
      where r.status = ${RequestStatus.finished}
      order by r.id`),
    ),
  );

  const searchPlace = placeAt(3);
  const spread = (count: number) =>
    `(timestamptz '${start}' + ((g::bigint - 1) * ${SECONDS} / ${count}) * interval '1 second')`;
  await step(`${sizes.searches.toLocaleString('en-GB')} directory searches`, () =>
    db.execute(
      sql.raw(`insert into directory_searches (name, service_id, location_name, latitude, longitude, results_count,
        created_at)
      select case when ${hs(1)} % 100 < 5 then 'Company ' || ${hs(2)} % 1000 end,
        case when ${hs(4)} % 100 < 85 then ${serviceOf(5)} end,
        case when ${hs(6)} % 100 < 90 then ${searchPlace.label} end,
        case when ${hs(6)} % 100 < 90 then ${searchPlace.latitude} end,
        case when ${hs(6)} % 100 < 90 then ${searchPlace.longitude} end,
        ${hs(7)} % 60, ${spread(sizes.searches)}
      from generate_series(1, ${sizes.searches}) g order by g`),
    ),
  );
  const term = `${pickOf(UNKNOWN_A, 1)} || ' ' || ${pickOf(UNKNOWN_B, 2)}`;
  await step(`${sizes.unknowns.toLocaleString('en-GB')} unknown searches`, () =>
    db.execute(
      sql.raw(`insert into service_unknowns (service_name, location, created_at)
      select case ${pickOf(UNKNOWN_FORM, 3)} when 'lower' then lower(${term}) when 'upper' then upper(${term})
          when ' %s ' then ' ' || ${term} || ' ' else ${term} end,
        ${placeAt(4).label}, ${spread(sizes.unknowns)}
      from generate_series(1, ${sizes.unknowns}) g order by g`),
    ),
  );
  await db.execute(sql.raw(`drop table bench_approved`));
}

/** The rows each big table holds, for the printout. */
export async function tableSizes(db: Db): Promise<Record<string, number>> {
  const tables = [
    'users',
    'supplier_profiles',
    'service_requests',
    'service_request_notifies',
    'service_request_quotes',
    'service_request_close_reasons',
    'directory_searches',
    'service_unknowns',
  ];
  const rows = await queryRows<{ t: string; n: number }>(
    db,
    sql.raw(tables.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(' union all ')),
  );
  return Object.fromEntries(rows.map((x) => [x.t, x.n]));
}
