/**
 * The admin supplier list benchmark's data (bench-admin-list.ts): 100,000 generated suppliers (and organisers
 * beside them in users), written by INSERT … SELECT over generate_series with a hash of the row number as the
 * randomness, so both databases get the same rows every run; and the questions asked of GET admin/suppliers.
 */
import { sql } from 'drizzle-orm';
import { adminSupplierSortFields } from '@marquee/contracts/admin-suppliers';
import { PlanType, ProfileStatus, Role } from '@marquee/contracts/enums';
import { queryRows, type Db } from '../src/db/client';

/** A deterministic number from 0 for row `g` and salt `k`. */
const hs = (k: number) => `abs(hashint4((g * 7919 + ${k})::int)::bigint)`;
const h = (k: number) => sql.raw(hs(k));
const pick = (words: string[], k: number) =>
  sql.raw(`(array[${words.map((w) => `'${w}'`).join(',')}])[1 + ${hs(k)} % ${words.length}]`);

const FIRST = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Harry',
  'Mia',
  'Jack',
  'Freya',
  'Noah',
  'Lily',
  'Leo',
];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Martin', 'Wilson', 'Evans', 'Marsh', 'Walker', 'Wright'];
const TRADE = [
  'Marquee',
  'Catering',
  'Sound',
  'Lighting',
  'Flowers',
  'Staging',
  'Photo',
  'Venue',
  'Cakes',
  'Decor',
];
const SUFFIX = ['Ltd', 'Co', 'Events', 'Hire', 'Group', 'Studio'];
const DOMAIN = ['tents.example', 'lights.example', 'events.example', 'mail.example', 'hire.example'];
const TOWNS = [
  'London',
  'Leeds',
  'Bath',
  'York',
  'Bristol',
  'Manchester',
  'Oxford',
  'Norwich',
  'Exeter',
  'Hull',
];

/** Loads `suppliers` suppliers and a fifth as many organisers, then vacuums and analyses. */
export async function load(db: Db, suppliers: number): Promise<void> {
  const plans = await queryRows<{ id: number; type: number }>(
    db,
    sql`select id, type from pricing_plans order by id`,
  );
  const free = plans.filter((p) => p.type === PlanType.free).map((p) => p.id);
  const paid = plans.filter((p) => p.type !== PlanType.free).map((p) => p.id);
  const services = (await queryRows<{ id: number }>(db, sql`select id from services order by id`)).map(
    (r) => r.id,
  );
  await db.execute(sql`insert into users (role, name, email, password_hash, created_at)
    select ${sql.raw(String(Role.organiser))}, 'Organiser ' || g, 'organiser' || g || '@bench.example', 'x',
      timestamptz '2023-01-01' + (${h(1)} % 1000000) * interval '1 minute'
    from generate_series(1, ${Math.ceil(suppliers / 5)}) g`);
  await db.execute(sql`insert into users (role, name, email, password_hash, company_name, phone, website,
      position_in_company, display_email, created_at)
    select ${sql.raw(String(Role.supplier))}, ${pick(FIRST, 2)} || ' ' || ${pick(LAST, 3)},
      'supplier' || g || '@' || ${pick(DOMAIN, 4)}, 'x',
      case when ${h(5)} % 20 = 0 then null else ${pick(TRADE, 6)} || ' ' || ${pick(SUFFIX, 7)} || ' ' || g end,
      '+447400' || lpad(g::text, 6, '0'), 'https://s' || g || '.example', 'Director', 'hello' || g || '@s.example',
      timestamptz '2023-01-01' + (${h(8)} % 1500000) * interval '1 minute'
    from generate_series(1, ${suppliers}) g`);
  // Through a subquery numbering the suppliers, so `g` is their row number again.
  const status = sql.raw(`case when ${hs(10)} % 100 < 90 then ${ProfileStatus.approved}
    when ${hs(10)} % 100 < 95 then ${ProfileStatus.underReview} else ${ProfileStatus.rejected} end`);
  const nearby = sql.raw(`case when ${hs(11)} % 100 < 20 then 10
    when ${hs(11)} % 100 < 50 then 25 when ${hs(11)} % 100 < 80 then 50
    when ${hs(11)} % 100 < 95 then 100 else 999 end`);
  const plan = sql.raw(
    `case when ${hs(12)} % 100 < 70 then ${free[0] ?? 1}
      else (array[${paid.join(',') || '1'}])[1 + ${hs(13)} % ${Math.max(1, paid.length)}] end`,
  );
  await db.execute(sql`insert into supplier_profiles (user_id, status, onboarding_step, submitted_at, approved_at,
      location, latitude, longitude, nearby, pricing_plan_id, no_limits, payment_requested_at, notifies_count,
      quotes_count, summary, created_at)
    select id, ${status}, 'submitted', created_at + interval '1 hour', created_at + interval '1 day',
      ${pick(TOWNS, 14)}, 50.3 + (${h(15)} % 5000) / 1000.0, -4.5 + (${h(16)} % 6000) / 1000.0, ${nearby}, ${plan},
      case when ${h(17)} % 100 < 3 then 1 else 0 end,
      case when ${h(18)} % 100 < 10 then timestamptz '2024-01-01' + (${h(19)} % 500000) * interval '1 minute' end,
      ${h(20)} % 200, least(${h(20)} % 200, ${h(21)} % 40), 'A supplier', created_at
    from (select id, created_at, row_number() over (order by id) as g from users where role = ${sql.raw(String(Role.supplier))}) s`);
  // One to three services each (the page's services are read for every answer).
  await db.execute(sql`insert into user_services (user_id, service_id)
    select s.id, (array[${sql.raw(services.join(','))}])[1 + abs(hashint4((s.g * 31 + k)::int)::bigint) % ${services.length}]
    from (select id, row_number() over (order by id) as g from users where role = ${sql.raw(String(Role.supplier))}) s
    cross join lateral generate_series(0, abs(hashint4(s.g::int)::bigint) % 3) k
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);
}

export interface Question {
  label: string;
  query: string;
}

/** Every filter and every sort of GET admin/suppliers, alone and in the combinations the screen makes. */
export function questions(planIds: { free: number; paid: number[] }): Question[] {
  const sorts = adminSupplierSortFields.flatMap((field) => [
    { label: `sort ${field} desc`, query: `status=1&sort_field=${field}&sort_order=0` },
    { label: `sort ${field} asc`, query: `status=1&sort_field=${field}&sort_order=1` },
  ]);
  const paid = planIds.paid[0] ?? planIds.free;
  return [
    { label: 'Accepted tab (default sort)', query: 'status=1' },
    { label: 'approval list (status 0)', query: 'status=0' },
    { label: 'rejected (status 2)', query: 'status=2' },
    { label: 'every supplier, no filter', query: '' },
    ...sorts,
    { label: 'search "mar" (3 characters)', query: 'status=1&filter=mar' },
    { label: 'search "walker"', query: 'status=1&filter=walker' },
    { label: 'search e-mail part', query: 'status=1&filter=supplier4242' },
    { label: 'search an id', query: 'filter=4242' },
    { label: 'search 2 characters (ignored)', query: 'status=1&filter=ma' },
    { label: 'location Leeds', query: 'status=1&location=Leeds' },
    { label: 'location Bath + 25 miles', query: 'status=1&location=Bath&radius=25' },
    { label: 'location Manchester + 100 miles', query: 'status=1&location=Manchester&radius=100' },
    { label: 'plan (paid)', query: `status=1&subscription_plan[]=${paid}` },
    {
      label: 'plans (free + paid)',
      query: `status=1&subscription_plan[]=${planIds.free}&subscription_plan[]=${paid}`,
    },
    { label: 'registered in a month', query: 'status=1&date_from=2024-03-01&date_to=2024-03-31' },
    { label: 'registered, half a range (ignored)', query: 'status=1&date_from=2024-03-01' },
    { label: 'received 10 to 20', query: 'status=1&rfq_received_min=10&rfq_received_max=20' },
    { label: 'received at least 150', query: 'status=1&rfq_received_min=150' },
    { label: 'responded at most 2', query: 'status=1&rfq_responded_max=2' },
    {
      label: 'payment requested in a month',
      query: 'status=1&payment_requested_date_from=2024-03-01&payment_requested_date_to=2024-03-31',
    },
    {
      label: 'plan + sort by name',
      query: `status=1&subscription_plan[]=${paid}&sort_field=name&sort_order=1`,
    },
    {
      label: 'search + sort by received',
      query: 'status=1&filter=mar&sort_field=service_request_notifies_count',
    },
    {
      label: 'location + sort by responded',
      query: 'status=1&location=Leeds&sort_field=service_request_quotes_count',
    },
    {
      label: 'dates + sort by plan',
      query: 'status=1&date_from=2024-03-01&date_to=2024-03-31&sort_field=pricing_plan_name',
    },
    {
      label: 'every filter at once',
      query: `status=1&filter=mar&location=Leeds&radius=50&subscription_plan[]=${planIds.free}&date_from=2023-01-01&date_to=2025-12-31&rfq_received_min=1&rfq_responded_max=30`,
    },
    { label: 'page 20', query: 'status=1&page=20' },
  ];
}
