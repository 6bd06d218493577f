// The requests jobs' queries (requests.jobs.ts): supplier notifications to mail, the quotes digest, reminders and
// closing offers.
import { sql } from 'drizzle-orm';
import { RequestStatus } from '@marquee/contracts/enums';
import { queryRows, type DbOrTx } from '../../db/client';
import { services } from '../../db/schema/catalogue';
import { users } from '../../db/schema/users';
import { ACTIVE, liveQuote, n, q, r } from './requests.sql';

/** The next notifications of a request not yet e-mailed, marked as e-mailed (a retry never mails twice). */
export async function takeNotifiesToMail(tx: DbOrTx, requestId: number, limit: number) {
  return queryRows<{ user_id: number; email: string; name: string }>(
    tx,
    sql`with batch as (
        select ${n.id} as id from ${n}
        where ${n.serviceRequestId} = ${requestId} and ${n.emailedAt} is null
        order by ${n.id} limit ${limit} for update skip locked
      ), marked as (
        update ${n} set emailed_at = now() from batch where ${n.id} = batch.id returning ${n.userId} as user_id
      )
      select marked.user_id, ${users.email} as email, ${users.name} as name
      from marked join ${users} on ${users.id} = marked.user_id`,
  );
}

/**
 * Claims the "new quotes" e-mail of a request: true when none went in the last `minutes` (and marks it sent now),
 * so at most one goes per request per interval whatever the number of quotes or servers.
 */
export async function claimQuoteMail(tx: DbOrTx, requestId: number, minutes: number, now: Date) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update ${r} set quotes_mailed_at = ${now.toISOString()}::timestamptz
      where ${r.id} = ${requestId} and ${r.status} <> ${sql.raw(String(RequestStatus.finished))}
        and (${r.quotesMailedAt} is null or ${r.quotesMailedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${minutes}))
      returning ${r.id} as id`,
  );
  return rows.length > 0;
}

/** Quotes not yet opened of a request that arrived after `since` (the digest's count). */
export async function countNewQuotes(db: DbOrTx, requestId: number) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${q} where ${q.serviceRequestId} = ${requestId} and ${liveQuote} and ${q.isViewed} = 0`,
  );
  return row?.count ?? 0;
}

/** Active, released requests whose offers close within the window and whose suppliers were not reminded. */
const toRemind = (today: string, before: string) =>
  sql`${r.status} = ${ACTIVE} and ${r.isHeld} = 0 and ${r.remindedAt} is null and ${r.offersClosedAt} is null
    and ${r.dateOffersUntil} >= ${today}::date and ${r.dateOffersUntil} < ${before}::date`;

/** The requests whose suppliers are to be reminded (the deadlines run claims and mails each). */
export async function requestsToRemind(db: DbOrTx, today: string, before: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${r.id} as id from ${r} where ${toRemind(today, before)} order by ${r.id}`,
  );
  return rows.map((row) => row.id);
}

/** Claims a request's reminders: true when it was still to remind (and marks it reminded now), so once only. */
export async function claimRequestToRemind(tx: DbOrTx, id: number, today: string, before: string, now: Date) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update ${r} set reminded_at = ${now.toISOString()}::timestamptz
      where ${r.id} = ${id} and ${toRemind(today, before)}
      returning ${r.id} as id`,
  );
  return rows.length > 0;
}

/** The suppliers a request reached who neither answered nor declined it, and said yes to updates. */
export async function suppliersToRemind(db: DbOrTx, requestId: number) {
  return queryRows<{ user_id: number; email: string; name: string; password_hash: string }>(
    db,
    sql`select ${users.id} as user_id, ${users.email} as email, ${users.name} as name,
        ${users.passwordHash} as password_hash
      from ${n} join ${users} on ${users.id} = ${n.userId}
      where ${n.serviceRequestId} = ${requestId} and ${n.isIgnore} = 0 and ${users.receiveUpdatesAndInfo}
        and not exists (select 1 from ${q} where ${q.serviceRequestId} = ${requestId} and ${q.userId} = ${n.userId})`,
  );
}

/** Active requests whose offers deadline has passed and that still accept quotes. */
const expired = (today: string) =>
  sql`${r.status} = ${ACTIVE} and ${r.offersClosedAt} is null and ${r.dateOffersUntil} < ${today}::date`;

/** The requests whose offers deadline has passed (the deadlines run closes and mails each). */
export async function expiredOffers(db: DbOrTx, today: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${r.id} as id from ${r} where ${expired(today)} order by ${r.id}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Closes a request whose offers deadline has passed to quotes, once: its organiser and count of quotes, or null
 * when it is not (or no longer) to close.
 */
export async function claimExpiredOffers(tx: DbOrTx, id: number, today: string, now: Date) {
  const [row] = await queryRows<{ id: number; user_id: number; product: string | null; quotes: number }>(
    tx,
    sql`update ${r} set offers_closed_at = ${now.toISOString()}::timestamptz
      where ${r.id} = ${id} and ${expired(today)}
      returning ${r.id} as id, ${r.userId} as user_id,
        (select ${services.product} from ${services} where ${services.id} = ${r.serviceId}) as product,
        (select count(*) from ${q} where ${q.serviceRequestId} = ${r.id} and ${liveQuote})::int as quotes`,
  );
  return row ?? null;
}
