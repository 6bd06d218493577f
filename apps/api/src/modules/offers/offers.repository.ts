import { sql, type SQL } from 'drizzle-orm';
import { RequestStatus } from '@marquee/contracts/enums';
import { limits } from '@marquee/contracts/limits';
import { queryRows, type DbOrTx } from '../../db/client';
import { answersEveryRequestSql } from '../../lib/plan-allowance';
import { pricingPlans } from '../../db/schema/billing';
import { services } from '../../db/schema/catalogue';
import { chats } from '../../db/schema/chats';
import {
  serviceRequestCloseReasons,
  serviceRequestNotifies,
  serviceRequestQuotes,
  serviceRequests,
} from '../../db/schema/requests';
import { settings } from '../../db/schema/settings';
import { supplierProfiles } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { offerStateSql } from './offer-state';

const n = serviceRequestNotifies;
const r = serviceRequests;
const q = serviceRequestQuotes;
const ACTIVE = sql.raw(String(RequestStatus.active));

/** The end of the offers deadline day in the UK, as a timestamp. */
const offersCloseAt = (request = r) =>
  sql`((${request.dateOffersUntil} + 1)::timestamp at time zone 'Europe/London')`;

/** The notify joined to its request and this supplier's quote, with the offer state (spec 4) as `state`. */
const notifyFrom = (today: string) => {
  const state = offerStateSql(
    {
      status: sql`${r.status}`,
      dateOffersUntil: sql`${r.dateOffersUntil}`,
      isIgnore: sql`${n.isIgnore}`,
      callRequestedAt: sql`${n.callRequestedAt}`,
      quoteId: sql`${q.id}`,
      quoteSelected: sql`${q.isSelected}`,
      quoteRejectedAt: sql`${q.rejectedAt}`,
      discussing: sql`exists (select 1 from ${chats} where ${chats.serviceRequestQuoteId} = ${q.id}
        and ${chats.lastMessageId} is not null)`,
    },
    today,
  );
  return {
    state,
    from: sql`${n} join ${r} on ${r.id} = ${n.serviceRequestId}
      left join ${q} on ${q.serviceRequestId} = ${n.serviceRequestId} and ${q.userId} = ${n.userId}`,
  };
};

/** A notify as the supplier's list shows it. */
export interface NotifyView {
  id: number;
  user_id: number;
  service_request_id: number;
  is_ignore: number;
  call_requested_at: Date | string | null;
  seen_state: string | null;
  created_at: Date | string;
  state: string;
  status: number;
  service_id: number | null;
  product: string | null;
  location: string;
  date_from: string;
  date_until: string;
  date_offers_until: string;
  message: string;
  note: string | null;
  request_created_at: Date | string;
  offers_close_at: Date | string;
  quotes_count: number;
  /** Null once the organiser's account was deleted (docs/decisions/0068). */
  organiser_name: string | null;
  organiser_company: string | null;
  /** The organiser's phone and e-mail: read only for the supplier whose quote was selected, else null. */
  organiser_phone: string | null;
  organiser_email: string | null;
  /** Another supplier's quote was selected, or named when the request was closed (never which one nor why). */
  other_chosen: boolean;
  quote_id: number | null;
  quote_message: string | null;
  quote_price: string | null;
  quote_created_at: Date | string | null;
  quote_is_viewed: number | null;
  quote_viewed_at: Date | string | null;
  quote_is_shortlisted: number | null;
  quote_is_selected: number | null;
  quote_rejected_at: Date | string | null;
  quote_call_requested_at: Date | string | null;
  quote_refunded_at: Date | string | null;
}

export interface NotifyFilter {
  /** The offer state in SQL ('index' for the requests tab); absent: any. */
  state?: string;
  requestId?: number;
  notifyId?: number;
}

/** A page of the supplier's notifies in one state, newest first, with the total. */
export async function findNotifyViews(
  db: DbOrTx,
  supplierId: number,
  filter: NotifyFilter,
  today: string,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<{ total: number; rows: NotifyView[] }> {
  const { state, from } = notifyFrom(today);
  const conditions: SQL[] = [sql`${n.userId} = ${supplierId}`];
  if (filter.requestId !== undefined) conditions.push(sql`${n.serviceRequestId} = ${filter.requestId}`);
  if (filter.notifyId !== undefined) conditions.push(sql`${n.id} = ${filter.notifyId}`);
  const rows = await queryRows<NotifyView & { total: number }>(
    db,
    sql`select v.*, count(*) over ()::int as total from (
      select ${n.id} as id, ${n.userId} as user_id, ${n.serviceRequestId} as service_request_id,
        ${n.isIgnore} as is_ignore, ${n.callRequestedAt} as call_requested_at, ${n.seenState} as seen_state,
        ${n.createdAt} as created_at, ${state} as state,
        ${r.status} as status, ${r.serviceId} as service_id,
        (select ${services.product} from ${services} where ${services.id} = ${r.serviceId}) as product,
        ${r.location} as location, ${r.dateFrom}::text as date_from, ${r.dateUntil}::text as date_until,
        ${r.dateOffersUntil}::text as date_offers_until, ${r.message} as message, ${r.note} as note,
        ${r.createdAt} as request_created_at, ${offersCloseAt()} as offers_close_at,
        (select count(*) from ${q} as others where others.service_request_id = ${r.id})::int as quotes_count,
        (select ${users.name} from ${users} where ${users.id} = ${r.userId}) as organiser_name,
        (select ${users.companyName} from ${users} where ${users.id} = ${r.userId}) as organiser_company,
        (select ${users.phone} from ${users} where ${users.id} = ${r.userId} and ${q.isSelected} = 1)
          as organiser_phone,
        (select ${users.email} from ${users} where ${users.id} = ${r.userId} and ${q.isSelected} = 1)
          as organiser_email,
        (exists (select 1 from ${q} as others where others.service_request_id = ${r.id}
            and others.is_selected = 1 and others.id is distinct from ${q.id})
          or exists (select 1 from ${serviceRequestCloseReasons} as c where c.service_request_id = ${r.id}
            and c.service_request_quote_id is not null and c.service_request_quote_id is distinct from ${q.id}))
          as other_chosen,
        ${q.id} as quote_id, ${q.message} as quote_message, ${q.price}::text as quote_price,
        ${q.createdAt} as quote_created_at, ${q.isViewed} as quote_is_viewed, ${q.viewedAt} as quote_viewed_at,
        ${q.isShortlisted} as quote_is_shortlisted, ${q.isSelected} as quote_is_selected,
        ${q.rejectedAt} as quote_rejected_at, ${q.callRequestedAt} as quote_call_requested_at,
        ${q.refundedAt} as quote_refunded_at
      from ${from}
      where ${sql.join(conditions, sql` and `)}
    ) as v
    ${filter.state !== undefined ? sql`where v.state = ${filter.state}` : sql``}
    order by v.id desc
    limit ${page.limit} offset ${page.offset}`,
  );
  // The window count is lost on a page past the end; count again only then.
  const total = rows[0]?.total ?? (page.offset > 0 ? await countNotifies(db, supplierId, filter, today) : 0);
  return { total, rows };
}

async function countNotifies(db: DbOrTx, supplierId: number, filter: NotifyFilter, today: string) {
  const { state, from } = notifyFrom(today);
  const conditions: SQL[] = [sql`${n.userId} = ${supplierId}`];
  if (filter.requestId !== undefined) conditions.push(sql`${n.serviceRequestId} = ${filter.requestId}`);
  if (filter.notifyId !== undefined) conditions.push(sql`${n.id} = ${filter.notifyId}`);
  if (filter.state !== undefined) conditions.push(sql`${state} = ${filter.state}`);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${from} where ${sql.join(conditions, sql` and `)}`,
  );
  return row?.count ?? 0;
}

/**
 * NEW (issue 21): the supplier has not opened it yet: never listed (seen_state is set the first time it is shown),
 * not answered, not declined. A later change of tab (won, lost, expired, a call asked for) does not make it new.
 * `v` is a row with seen_state, is_ignore and quote_id; `isNew` is the same rule for a NotifyView.
 */
const notOpened = (v: SQL) => sql`(${v}.seen_state is null and ${v}.quote_id is null and ${v}.is_ignore = 0)`;
export const isNew = (v: Pick<NotifyView, 'seen_state' | 'quote_id' | 'is_ignore'>) =>
  v.seen_state === null && v.quote_id === null && v.is_ignore === 0;

/** Per offer state: how many notifies, and how many the supplier has not seen in that state (spec 3 counters). */
export async function countByState(db: DbOrTx, supplierId: number, today: string) {
  const { state, from } = notifyFrom(today);
  return queryRows<{ state: string; count: number; new_count: number }>(
    db,
    sql`select v.state, count(*)::int as count,
        count(*) filter (where ${notOpened(sql`v`)})::int as new_count
      from (select ${state} as state, ${n.seenState} as seen_state, ${n.isIgnore} as is_ignore, ${q.id} as quote_id
        from ${from} where ${n.userId} = ${supplierId}) as v
      group by v.state`,
  );
}

/** Records that the supplier saw these notifies in this state (their NEW badge and _new_count go). */
export async function markSeen(db: DbOrTx, ids: number[], state: string) {
  if (ids.length === 0) return;
  await db.execute(
    sql`update ${n} set seen_state = ${state}
      where ${n.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${n.seenState} is distinct from ${state}`,
  );
}

export async function setIgnore(db: DbOrTx, id: number, value: boolean) {
  await db.execute(
    sql`update ${n} set is_ignore = ${value ? 1 : 0}, updated_at = now() where ${n.id} = ${id}`,
  );
}

export async function clearCallRequested(db: DbOrTx, id: number) {
  await db.execute(sql`update ${n} set call_requested_at = null, updated_at = now() where ${n.id} = ${id}`);
}

/**
 * Locks the supplier's profile row for the rest of the transaction and reads what their allowance depends on.
 * Every answer of one supplier takes this lock first, so the count and the insert of two concurrent answers cannot
 * interleave (docs/decisions/0039); other suppliers are not held up.
 */
export async function lockSupplier(tx: DbOrTx, supplierId: number) {
  const [row] = await queryRows<{ status: number; no_limits: number; plan_type: number }>(
    tx,
    sql`select sp.status, sp.no_limits, (select ${pricingPlans.type} from ${pricingPlans}
        where ${pricingPlans.id} = sp.pricing_plan_id) as plan_type
      from ${supplierProfiles} as sp where sp.user_id = ${supplierId} for update of sp`,
  );
  return row ?? null;
}

/** The supplier's plan and limits, without a lock (lists and the check). */
export async function supplierPlan(db: DbOrTx, supplierId: number) {
  const [row] = await queryRows<{ status: number; no_limits: number; plan_type: number }>(
    db,
    sql`select sp.status, sp.no_limits, (select ${pricingPlans.type} from ${pricingPlans}
        where ${pricingPlans.id} = sp.pricing_plan_id) as plan_type
      from ${supplierProfiles} as sp where sp.user_id = ${supplierId}`,
  );
  return row ?? null;
}

/**
 * A quote the fair-lead rule gives back (docs/decisions/0039): not selected, and the organiser never opened it
 * before the request stopped taking offers — accepted or finished (its acceptance or closing), or its offers
 * deadline passed, whichever came first — that moment being past. Once given back it stays given back
 * (`refunded_at`), even if the organiser opens it later.
 */
export const lapsedLeadSql = (now: Date) => {
  const closedAt = sql`least(
    case when ${r.status} <> ${ACTIVE} then coalesce(least(${r.acceptedAt}, ${r.closedAt}), ${r.updatedAt}) end,
    ${offersCloseAt()})`;
  return sql`(${q.isSelected} = 0 and ${closedAt} <= ${now.toISOString()}::timestamptz
    and ((${q.viewedAt} is null and ${q.isViewed} = 0) or ${q.viewedAt} > ${closedAt}))`;
};

/**
 * The allowance's counts for one supplier: requests received, answers given, answers that consume the allowance
 * and those given back; and the admin's free_rfq_number.
 */
export async function quotaCounts(db: DbOrTx, supplierId: number, now: Date) {
  const [row] = await queryRows<{
    allowance: number | null;
    received: number;
    responded: number;
    given_back: number;
  }>(
    db,
    sql`select
        (select ${settings.freeRfqNumber} from ${settings} where ${settings.id} = 1) as allowance,
        (select count(*) from ${n} where ${n.userId} = ${supplierId})::int as received,
        (select count(*) from ${q} where ${q.userId} = ${supplierId})::int as responded,
        (select count(*) from ${q} join ${r} on ${r.id} = ${q.serviceRequestId}
          where ${q.userId} = ${supplierId} and (${q.refundedAt} is not null or ${lapsedLeadSql(now)}))::int
          as given_back`,
  );
  const allowance = row?.allowance ?? limits.freeRfqNumberDefault;
  const responded = row?.responded ?? 0;
  const givenBack = row?.given_back ?? 0;
  return {
    allowance,
    received: row?.received ?? 0,
    responded,
    givenBack,
    used: responded - givenBack,
  };
}

/**
 * The supplier's notify of a request, locked, with the request's state and their quote's id. The request is locked
 * (no key update), so a close (the organiser's, or their account's deletion, decision 0068) in progress is waited for
 * and its status read afterwards: no quote lands on a request closed meanwhile. Not a share lock: the quote's
 * trigger updates the request's counters (decision 0086), and two suppliers each holding a share lock and then
 * updating the row would deadlock; answers to one request now take turns on its row.
 */
export async function lockNotifyOfRequest(tx: DbOrTx, supplierId: number, requestId: number) {
  const [row] = await queryRows<{
    id: number;
    is_ignore: number;
    status: number;
    date_offers_until: string;
    quote_id: number | null;
  }>(
    tx,
    sql`select ${n.id} as id, ${n.isIgnore} as is_ignore, ${r.status} as status,
        ${r.dateOffersUntil}::text as date_offers_until,
        (select ${q.id} from ${q} where ${q.serviceRequestId} = ${r.id} and ${q.userId} = ${supplierId}) as quote_id
      from ${n} join ${r} on ${r.id} = ${n.serviceRequestId}
      where ${n.userId} = ${supplierId} and ${n.serviceRequestId} = ${requestId}
      for update of ${n} for no key update of ${r}`,
  );
  return row ?? null;
}

/** A new quote; null when the supplier already answered this request (the unique index). */
export async function insertQuote(
  tx: DbOrTx,
  values: { requestId: number; supplierId: number; message: string; price: number | null },
) {
  const [row] = await tx
    .insert(q)
    .values({
      serviceRequestId: values.requestId,
      userId: values.supplierId,
      message: values.message,
      price: values.price === null ? null : values.price.toFixed(2),
    })
    .onConflictDoNothing()
    .returning({ id: q.id });
  return row ?? null;
}

/**
 * A free answer to give back (with `q`, its request `r` and its supplier's profile `sp`): lapsed, not given back
 * yet, and of a supplier whose plan limits the answers (those who answer without limit are left alone).
 */
const leadToGiveBack = (now: Date) => sql`${q.refundedAt} is null and ${lapsedLeadSql(now)}
  and not ${answersEveryRequestSql({
    planType: sql`(select ${pricingPlans.type} from ${pricingPlans} where ${pricingPlans.id} = sp.pricing_plan_id)`,
    noLimits: sql`sp.no_limits`,
  })}`;

/** The suppliers who have lapsed free answers to be given back (the fair-lead run claims and mails each). */
export async function suppliersWithLapsedLeads(db: DbOrTx, now: Date) {
  const rows = await queryRows<{ supplier_id: number }>(
    db,
    sql`select distinct ${q.userId} as supplier_id
      from ${q} join ${r} on ${r.id} = ${q.serviceRequestId} join ${supplierProfiles} as sp on sp.user_id = ${q.userId}
      where ${leadToGiveBack(now)}
      order by 1`,
  );
  return rows.map((row) => row.supplier_id);
}

/**
 * Marks the lapsed free answers of limited suppliers (of one supplier, when given) as given back, once, and returns
 * them with what the supplier's e-mail says. Suppliers who answer without limit are left alone: nothing is taken
 * from them.
 */
export async function claimLapsedLeads(tx: DbOrTx, now: Date, supplierId?: number) {
  return queryRows<{
    quote_id: number;
    supplier_id: number;
    request_id: number;
    product: string | null;
    location: string;
  }>(
    tx,
    sql`update ${q} set refunded_at = ${now.toISOString()}::timestamptz
      from ${r}, ${supplierProfiles} as sp
      where ${r.id} = ${q.serviceRequestId} and sp.user_id = ${q.userId}
        and ${leadToGiveBack(now)}${supplierId === undefined ? sql`` : sql` and ${q.userId} = ${supplierId}`}
      returning ${q.id} as quote_id, ${q.userId} as supplier_id, ${r.id} as request_id,
        (select ${services.product} from ${services} where ${services.id} = ${r.serviceId}) as product,
        ${r.location} as location`,
  );
}

/** The contact fields the fair-lead e-mail needs. */
export async function findSupplierContact(db: DbOrTx, userId: number) {
  const [row] = await queryRows<{ id: number; name: string; email: string }>(
    db,
    sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email from ${users}
      where ${users.id} = ${userId}`,
  );
  return row ?? null;
}
