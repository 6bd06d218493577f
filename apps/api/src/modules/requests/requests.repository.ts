import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { services } from '../../db/schema/catalogue';
import {
  serviceRequestCloseReasons,
  serviceRequestReviews,
  type serviceRequestQuotes,
  type serviceRequests,
} from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { day, liveQuote, n, q, r } from './requests.sql';

export type NewRequest = typeof serviceRequests.$inferInsert;
export type RequestRow = typeof serviceRequests.$inferSelect;
export type QuoteRow = typeof serviceRequestQuotes.$inferSelect;
export type ReviewRow = typeof serviceRequestReviews.$inferSelect;

/** The services of a brief that exist (a removed or unknown id is a 422 of the service). */
export async function existingServices(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; product: string }>(
    db,
    sql`select ${services.id} as id, ${services.product} as product from ${services}
      where ${services.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

export async function insertRequests(tx: DbOrTx, rows: NewRequest[]): Promise<RequestRow[]> {
  return tx.insert(r).values(rows).returning();
}

/**
 * Notifies every supplier each request reaches, in ONE statement whatever their number: an INSERT … SELECT over
 * the directory's reach rule (one branch per request of a brief), answering how many rows each request got.
 */
export async function insertNotifies(
  tx: DbOrTx,
  matches: { requestId: number; suppliers: SQL }[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(matches.map((m) => [m.requestId, 0]));
  if (matches.length === 0) return counts;
  const selects = matches.map(
    (m) =>
      sql`select ${m.requestId}::int as request_id, matched.id as user_id from (${m.suppliers}) as matched`,
  );
  const rows = await queryRows<{ request_id: number; count: number }>(
    tx,
    sql`with inserted as (
        insert into ${n} (service_request_id, user_id)
        select request_id, user_id from (${sql.join(selects, sql` union all `)}) as pairs
        on conflict do nothing
        returning service_request_id
      )
      select service_request_id as request_id, count(*)::int as count from inserted group by service_request_id`,
  );
  for (const row of rows) counts.set(row.request_id, row.count);
  return counts;
}

/** How many suppliers each request would reach now (held requests' counts), in one statement. */
export async function countMatches(
  db: DbOrTx,
  matches: { requestId: number; suppliers: SQL }[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(matches.map((m) => [m.requestId, 0]));
  if (matches.length === 0) return counts;
  const rows = await queryRows<{ request_id: number; count: number }>(
    db,
    sql.join(
      matches.map(
        (m) =>
          sql`select ${m.requestId}::int as request_id, (select count(*) from (${m.suppliers}) as matched)::int as count`,
      ),
      sql` union all `,
    ),
  );
  for (const row of rows) counts.set(row.request_id, row.count);
  return counts;
}

/** A request as the presenter needs it: the row's fields plus its service, counts, selection, close reason and review. */
export interface RequestView {
  id: number;
  user_id: number;
  service_id: number | null;
  product: string | null;
  group_id: string;
  note: string | null;
  location: string;
  latitude: number | null;
  longitude: number | null;
  date_from: string;
  date_until: string;
  date_offers_until: string;
  message: string;
  status: number;
  is_held: number;
  offers_closed_at: Date | string | null;
  created_at: Date | string;
  accepted_at: Date | string | null;
  closed_at: Date | string | null;
  suppliers_count: number;
  quotes_total: number;
  quotes_not_viewed: number;
  selected_quote_id: number | null;
  selected_user_id: number | null;
  selected_company: string | null;
  close_reason: number | null;
  close_quote_id: number | null;
  review_id: number | null;
  review_rate: number | null;
  review_message: string | null;
  review_supplier_id: number | null;
  review_created_at: Date | string | null;
  review_updated_at: Date | string | null;
}

const requestViewSql = (where: SQL, tail: SQL = sql``) => sql`select ${r.id} as id, ${r.userId} as user_id,
    ${r.serviceId} as service_id, ${services.product} as product, ${r.groupId}::text as group_id, ${r.note} as note,
    ${r.location} as location, ${r.latitude} as latitude, ${r.longitude} as longitude,
    ${day(r.dateFrom)} as date_from, ${day(r.dateUntil)} as date_until, ${day(r.dateOffersUntil)} as date_offers_until,
    ${r.message} as message, ${r.status} as status, ${r.isHeld} as is_held, ${r.offersClosedAt} as offers_closed_at,
    ${r.createdAt} as created_at, ${r.acceptedAt} as accepted_at, ${r.closedAt} as closed_at,
    (select count(*) from ${n} where ${n.serviceRequestId} = ${r.id})::int as suppliers_count,
    (select count(*) from ${q} where ${q.serviceRequestId} = ${r.id} and ${liveQuote})::int as quotes_total,
    (select count(*) from ${q} where ${q.serviceRequestId} = ${r.id} and ${liveQuote} and ${q.isViewed} = 0)::int
      as quotes_not_viewed,
    sel.id as selected_quote_id, sel.user_id as selected_user_id, sel_user.company_name as selected_company,
    ${serviceRequestCloseReasons.reason} as close_reason,
    ${serviceRequestCloseReasons.serviceRequestQuoteId} as close_quote_id,
    rv.id as review_id, rv.rate as review_rate, rv.message as review_message, rv.supplier_id as review_supplier_id,
    rv.created_at as review_created_at, rv.updated_at as review_updated_at
  from ${r}
  left join ${services} on ${services.id} = ${r.serviceId}
  left join ${q} as sel on sel.service_request_id = ${r.id} and sel.is_selected = 1
  left join ${users} as sel_user on sel_user.id = sel.user_id
  left join ${serviceRequestCloseReasons} on ${serviceRequestCloseReasons.serviceRequestId} = ${r.id}
  left join ${serviceRequestReviews} as rv on rv.service_request_id = ${r.id}
  where ${where} ${tail}`;

export async function findRequestView(db: DbOrTx, id: number): Promise<RequestView | null> {
  const [row] = await queryRows<RequestView>(db, requestViewSql(sql`${r.id} = ${id}`));
  return row ?? null;
}

export async function findRequestViews(db: DbOrTx, ids: number[]): Promise<RequestView[]> {
  if (ids.length === 0) return [];
  return queryRows<RequestView>(
    db,
    requestViewSql(
      sql`${r.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      sql`order by ${r.id}`,
    ),
  );
}

/** One page of the organiser's requests, newest first, and the total. */
export async function findOrganiserRequests(
  db: DbOrTx,
  userId: number,
  filters: { status?: number; groupId?: string },
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: RequestView[] }> {
  const conditions = [sql`${r.userId} = ${userId}`];
  if (filters.status !== undefined) conditions.push(sql`${r.status} = ${filters.status}`);
  if (filters.groupId !== undefined) {
    // A malformed group id matches nothing rather than failing the uuid cast.
    conditions.push(sql`${r.groupId}::text = ${filters.groupId}`);
  }
  const where = sql.join(conditions, sql` and `);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${r} where ${where}`,
  );
  const rows = await queryRows<RequestView>(
    db,
    requestViewSql(
      where,
      sql`order by ${r.createdAt} desc, ${r.id} desc limit ${page.limit} offset ${page.offset}`,
    ),
  );
  return { total: count?.total ?? 0, rows };
}

/** Per status: the organiser's requests, and those with a quote not yet opened. */
export async function countOrganiserRequests(db: DbOrTx, userId: number) {
  return queryRows<{ status: number; count: number; new_count: number }>(
    db,
    sql`select ${r.status} as status, count(*)::int as count,
        count(*) filter (where exists (
          select 1 from ${q} where ${q.serviceRequestId} = ${r.id} and ${liveQuote} and ${q.isViewed} = 0
        ))::int as new_count
      from ${r} where ${r.userId} = ${userId} group by ${r.status}`,
  );
}

/** The request row, locked for a transition (two tabs clicking at once see one after the other). */
export async function lockRequest(tx: DbOrTx, id: number) {
  const [row] = await queryRows<{
    id: number;
    user_id: number;
    status: number;
    date_until: string;
    selected_quote_id: number | null;
    reviewed: boolean;
  }>(
    tx,
    sql`select ${r.id} as id, ${r.userId} as user_id, ${r.status} as status, ${day(r.dateUntil)} as date_until,
        (select ${q.id} from ${q} where ${q.serviceRequestId} = ${r.id} and ${q.isSelected} = 1) as selected_quote_id,
        exists (select 1 from ${serviceRequestReviews} where ${serviceRequestReviews.serviceRequestId} = ${r.id})
          as reviewed
      from ${r} where ${r.id} = ${id} for update of ${r}`,
  );
  return row ?? null;
}

export async function updateRequest(tx: DbOrTx, id: number, values: Partial<NewRequest>) {
  await tx.update(r).set(values).where(eq(r.id, id));
}

export async function insertCloseReason(
  tx: DbOrTx,
  values: { serviceRequestId: number; reason: number; serviceRequestQuoteId: number | null },
) {
  await tx.insert(serviceRequestCloseReasons).values(values);
}

export async function findQuoteRow(db: DbOrTx, id: number): Promise<QuoteRow | null> {
  const [row] = await db.select().from(q).where(eq(q.id, id));
  return row ?? null;
}

export async function updateQuote(tx: DbOrTx, id: number, values: Partial<typeof q.$inferInsert>) {
  await tx.update(q).set(values).where(eq(q.id, id));
}

/** The notification of the quote's supplier for its request (Request a call marks it too, for the supplier's tab). */
export async function markCallRequested(tx: DbOrTx, requestId: number, supplierId: number, at: Date) {
  await tx
    .update(n)
    .set({ callRequestedAt: at })
    .where(and(eq(n.serviceRequestId, requestId), eq(n.userId, supplierId)));
}

export async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(serviceRequestReviews).where(eq(serviceRequestReviews.id, id));
  return row ?? null;
}

export async function insertReview(tx: DbOrTx, values: typeof serviceRequestReviews.$inferInsert) {
  const [row] = await tx.insert(serviceRequestReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateReview(tx: DbOrTx, id: number, values: { rate: number; message: string }) {
  const [row] = await tx
    .update(serviceRequestReviews)
    .set(values)
    .where(eq(serviceRequestReviews.id, id))
    .returning();
  return row ?? null;
}

/** Whether the organiser has a held request. */
export async function hasHeld(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.isHeld, 1)))
    .limit(1);
  return row !== undefined;
}

/** Held requests of an organiser, released at once (so a second confirmation releases nothing twice). */
export async function releaseHeld(tx: DbOrTx, userId: number) {
  return tx
    .update(r)
    .set({ isHeld: 0 })
    .where(and(eq(r.userId, userId), eq(r.isHeld, 1)))
    .returning();
}

/** When the last "new quotes" e-mail of a request went. */
export async function quoteMailState(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({ quotesMailedAt: r.quotesMailedAt, userId: r.userId, status: r.status })
    .from(r)
    .where(eq(r.id, requestId));
  return row ?? null;
}

/** The contact fields an e-mail needs. */
export async function findUserContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
      receiveUpdatesAndInfo: users.receiveUpdatesAndInfo,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setUpdatesConsent(db: DbOrTx, userId: number, value: boolean) {
  await db.update(users).set({ receiveUpdatesAndInfo: value }).where(eq(users.id, userId));
}

/** Requests whose offers deadline was extended after it had passed accept quotes again. */
export const reopenOffers = (tx: DbOrTx, id: number, dateOffersUntil: string) =>
  tx
    .update(r)
    .set({ dateOffersUntil, offersClosedAt: null, remindedAt: null })
    .where(and(eq(r.id, id), isNull(r.closedAt)));
