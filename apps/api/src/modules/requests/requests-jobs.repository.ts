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
export async function claimRequestsToRemind(tx: DbOrTx, today: string, before: string, now: Date) {
  return queryRows<{ id: number }>(
    tx,
    sql`update ${r} set reminded_at = ${now.toISOString()}::timestamptz
      where ${r.status} = ${ACTIVE} and ${r.isHeld} = 0 and ${r.remindedAt} is null and ${r.offersClosedAt} is null
        and ${r.dateOffersUntil} >= ${today}::date and ${r.dateOffersUntil} < ${before}::date
      returning ${r.id} as id`,
  );
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

/** Active requests whose offers deadline has passed: marked closed to quotes, with their organisers and counts. */
export async function claimExpiredOffers(tx: DbOrTx, today: string, now: Date) {
  return queryRows<{ id: number; user_id: number; product: string | null; quotes: number }>(
    tx,
    sql`update ${r} set offers_closed_at = ${now.toISOString()}::timestamptz
      from (select ${r.id} as id from ${r}
        where ${r.status} = ${ACTIVE} and ${r.offersClosedAt} is null and ${r.dateOffersUntil} < ${today}::date
        for update) as due
      where ${r.id} = due.id
      returning ${r.id} as id, ${r.userId} as user_id,
        (select ${services.product} from ${services} where ${services.id} = ${r.serviceId}) as product,
        (select count(*) from ${q} where ${q.serviceRequestId} = ${r.id} and ${liveQuote})::int as quotes`,
  );
}
