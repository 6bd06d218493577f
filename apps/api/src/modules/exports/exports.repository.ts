import { sql, type SQL } from 'drizzle-orm';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import { queryRows, type DbOrTx } from '../../db/client';
import { serviceCategories, services } from '../../db/schema/catalogue';
import { pricingPlans } from '../../db/schema/billing';
import {
  serviceRequestCloseReasons as closeReasons,
  serviceRequestQuotes as quotes,
  serviceRequests as requests,
} from '../../db/schema/requests';
import { directorySearches, serviceUnknowns } from '../../db/schema/search';
import { supplierAuthLinks } from '../../db/schema/supplier-import';
import { supplierProfiles as p, userServices } from '../../db/schema/suppliers';
import { users as u, userTokens } from '../../db/schema/users';

/*
 * The SQL of the CSV exports (docs/decisions/0079): each export is read in keyset pages — the rows created in the
 * range with an id above the last one sent, by id, `limit` at a time — so a page is one indexed statement and no
 * statement holds the table; works alike on PGlite and PostgreSQL. Dates come back as text in UK time.
 */

/** UK days, both included: [first day's midnight in London, the midnight after the last day). */
export interface DayRange {
  from: string;
  to: string;
}

/** A page: the rows after `after` (an id), at most `limit`. */
export interface Page {
  after: number;
  limit: number;
}

const ukStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;
const ukEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/London')`;
const createdIn = (column: SQL | unknown, r: DayRange) =>
  sql`${column} >= ${ukStart(r.from)} and ${column} < ${ukEnd(r.to)}`;
/** An instant as UK local time, 'yyyy-mm-dd hh:mm'; null stays null. */
const ukTime = (column: unknown) =>
  sql`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI')`;
const keyset = (column: unknown, page: Page) =>
  sql`${column} > ${page.after} order by ${column} limit ${page.limit}`;

export interface RequestRow {
  id: number;
  created: string;
  user_id: number | null;
  organiser_name: string | null;
  organiser_email: string | null;
  organiser_company: string | null;
  service: string | null;
  category: string | null;
  location: string;
  date_from: string;
  date_until: string;
  date_offers_until: string;
  status: number;
  quotes_count: number;
  selected_supplier_id: number | null;
  selected_supplier: string | null;
  close_reason: number | null;
  closed: string | null;
}

export const requestsPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<RequestRow>(
    db,
    sql`select r.id, ${ukTime(sql`r.created_at`)} as created, r.user_id,
          o.name as organiser_name, o.email as organiser_email, o.company_name as organiser_company,
          s.product as service, c.category, r.location,
          r.date_from::text as date_from, r.date_until::text as date_until,
          r.date_offers_until::text as date_offers_until, r.status,
          r.quotes_count, -- kept by triggers on quotes (migration 0018): no count a row
          sel.user_id as selected_supplier_id, coalesce(su.company_name, su.name) as selected_supplier,
          cr.reason as close_reason, ${ukTime(sql`r.closed_at`)} as closed
        from ${requests} r
        left join ${u} o on o.id = r.user_id
        left join ${services} s on s.id = r.service_id
        left join ${serviceCategories} c on c.id = s.service_category_id
        -- Each page's selected quote and close reason by their request (both unique per request): a plain join may
        -- merge from the start of their indexes, rereading every earlier page's entries (bench:stats).
        left join lateral (select q2.user_id from ${quotes} q2
          where q2.service_request_id = r.id and q2.is_selected = 1 limit 1) sel on true
        left join ${u} su on su.id = sel.user_id
        left join lateral (select c2.reason from ${closeReasons} c2
          where c2.service_request_id = r.id limit 1) cr on true
        where ${createdIn(sql`r.created_at`, range)} and ${keyset(sql`r.id`, page)}`,
  );

export interface QuoteRow {
  id: number;
  request_id: number;
  created: string;
  supplier_id: number;
  supplier_company: string | null;
  supplier_email: string;
  service: string | null;
  price: string | null;
  is_selected: number;
  is_shortlisted: number;
  is_archived: number;
  rejected: string | null;
  viewed: string | null;
  selected: string | null;
}

export const quotesPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<QuoteRow>(
    db,
    sql`select q.id, q.service_request_id as request_id, ${ukTime(sql`q.created_at`)} as created,
          q.user_id as supplier_id, su.company_name as supplier_company, su.email as supplier_email,
          s.product as service, q.price::text as price, q.is_selected, q.is_shortlisted, q.is_archived,
          ${ukTime(sql`q.rejected_at`)} as rejected, ${ukTime(sql`q.viewed_at`)} as viewed,
          ${ukTime(sql`q.selected_at`)} as selected
        from ${quotes} q
        join ${u} su on su.id = q.user_id
        join ${requests} r on r.id = q.service_request_id
        left join ${services} s on s.id = r.service_id
        where ${createdIn(sql`q.created_at`, range)} and ${keyset(sql`q.id`, page)}`,
  );

export interface SupplierRow {
  id: number;
  company_name: string | null;
  name: string;
  email: string;
  display_email: string | null;
  phone: string | null;
  website: string | null;
  position_in_company: string | null;
  location: string | null;
  nearby: number | null;
  status: number;
  plan: string | null;
  no_limits: number;
  services: string | null;
  registered: string;
  submitted: string | null;
  payment_requested: string | null;
  notifies_count: number;
  quotes_count: number;
}

export const suppliersPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<SupplierRow>(
    db,
    sql`select u.id, u.company_name, u.name, u.email, u.display_email, u.phone, u.website, u.position_in_company,
          p.location, p.nearby, p.status, pl.name as plan, p.no_limits,
          (select string_agg(s.product, '; ' order by s.product) from ${userServices} us
             join ${services} s on s.id = us.service_id where us.user_id = u.id) as services,
          ${ukTime(sql`u.created_at`)} as registered, ${ukTime(sql`p.submitted_at`)} as submitted,
          ${ukTime(sql`p.payment_requested_at`)} as payment_requested,
          p.notifies_count, p.quotes_count
        from ${u} u
        join ${p} p on p.user_id = u.id
        left join ${pricingPlans} pl on pl.id = p.pricing_plan_id
        where u.role = ${sql.raw(String(Role.supplier))} and ${createdIn(sql`u.created_at`, range)}
          and ${keyset(sql`u.id`, page)}`,
  );

export interface OrganiserRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  position_in_company: string | null;
  primary_function: string | null;
  registered: string;
  email_confirmed: string | null;
  last_login: string | null;
  requests_count: number;
  receive_news_and_marketing: boolean;
  receive_updates_and_info: boolean;
  receive_communications_from_partners: boolean;
}

export const organisersPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<OrganiserRow>(
    db,
    sql`select u.id, u.name, u.email, u.phone, u.company_name, u.position_in_company, u.primary_function,
          ${ukTime(sql`u.created_at`)} as registered, ${ukTime(sql`u.email_verified_at`)} as email_confirmed,
          ${ukTime(sql`u.last_login_at`)} as last_login,
          (select count(*)::int from ${requests} r where r.user_id = u.id) as requests_count,
          u.receive_news_and_marketing, u.receive_updates_and_info, u.receive_communications_from_partners
        from ${u} u
        where u.role = ${sql.raw(String(Role.organiser))} and ${createdIn(sql`u.created_at`, range)}
          and ${keyset(sql`u.id`, page)}`,
  );

export interface SearchRow {
  id: number;
  created: string;
  service: string | null;
  place: string | null;
  results_count: number | null;
}

export const directorySearchPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<SearchRow>(
    db,
    sql`select d.id, ${ukTime(sql`d.created_at`)} as created, s.product as service, d.location_name as place,
          d.results_count
        from ${directorySearches} d
        left join ${services} s on s.id = d.service_id
        where ${createdIn(sql`d.created_at`, range)} and ${keyset(sql`d.id`, page)}`,
  );

export interface UnknownRow {
  id: number;
  created: string;
  term: string;
  place: string | null;
}

export const serviceUnknownsPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<UnknownRow>(
    db,
    sql`select n.id, ${ukTime(sql`n.created_at`)} as created, n.service_name as term, n.location as place
        from ${serviceUnknowns} n
        where ${createdIn(sql`n.created_at`, range)} and ${keyset(sql`n.id`, page)}`,
  );

export interface LinkSupplierRow {
  id: number;
  company_name: string | null;
  name: string;
  email: string;
}

/** The approved suppliers registered in the range: those given a fresh set-password link. */
export const approvedSuppliersPage = (db: DbOrTx, range: DayRange, page: Page) =>
  queryRows<LinkSupplierRow>(
    db,
    sql`select u.id, u.company_name, u.name, u.email
        from ${u} u
        join ${p} p on p.user_id = u.id and p.status = ${sql.raw(String(ProfileStatus.approved))}
        where u.role = ${sql.raw(String(Role.supplier))} and ${createdIn(sql`u.created_at`, range)}
          and ${keyset(sql`u.id`, page)}`,
  );

/**
 * Retires the suppliers' kept links before new ones are made: each one's token still unused is marked used (so
 * an earlier export's or the import's link no longer signs in), and the rows go (one link a supplier).
 */
export async function retireAuthLinks(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${userTokens} set used_at = now()
        where used_at is null and id in (select token_id from ${supplierAuthLinks} where user_id in (${ids}))`,
  );
  await tx.execute(sql`delete from ${supplierAuthLinks} where user_id in (${ids})`);
}

/** Keeps the new links (the one copy of each token in clear) and answers each token's expiry. */
export async function keepAuthLinks(
  tx: DbOrTx,
  links: ReadonlyArray<{ userId: number; tokenId: number; link: string }>,
): Promise<Map<number, string>> {
  if (links.length === 0) return new Map();
  await tx.insert(supplierAuthLinks).values([...links]);
  const ids = sql.join(
    links.map((l) => sql`${l.tokenId}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; expires: string }>(
    tx,
    sql`select id, ${ukTime(sql`expires_at`)} as expires from ${userTokens} where id in (${ids})`,
  );
  return new Map(rows.map((r) => [r.id, r.expires]));
}
