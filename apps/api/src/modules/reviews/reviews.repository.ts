import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { serviceRequestReviews } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/like';

const r = serviceRequestReviews;
const u = users;

/** A review as the administrators' list and the reply routes read it. */
export interface AdminReviewRow {
  id: number;
  rate: number;
  message: string;
  created_at: Date | string;
  supplier_id: number;
  supplier_company: string | null;
  organiser_id: number | null;
  organiser_name: string | null;
  organiser_email: string | null;
  organiser_company: string | null;
  reply: string | null;
  replied_at: Date | string | null;
  reply_updated_at: Date | string | null;
}

const columns = sql`${r.id} as id, ${r.rate}::int as rate, ${r.message} as message, ${r.createdAt} as created_at,
  ${r.supplierId} as supplier_id, s.company_name as supplier_company,
  o.id as organiser_id, o.name as organiser_name, o.email as organiser_email, o.company_name as organiser_company,
  ${r.reply} as reply, ${r.repliedAt} as replied_at, ${r.replyUpdatedAt} as reply_updated_at`;
const from = sql`from ${r} join ${u} as s on s.id = ${r.supplierId} left join ${u} as o on o.id = ${r.userId}`;

/**
 * One page of reviews, newest first, with the total. `search` (already 3 characters or more) matches the
 * organiser's name or company, or the review's date written `dd.mm.yyyy` or `yyyy-mm-dd` (any part of either).
 */
export async function findAdminReviews(db: DbOrTx, f: { search?: string; page: number; limit: number }) {
  let where: SQL = sql`true`;
  if (f.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    where = sql`(o.name ilike ${pattern} or o.company_name ilike ${pattern}
      or to_char(${r.createdAt} at time zone 'UTC', 'DD.MM.YYYY') like ${pattern}
      or to_char(${r.createdAt} at time zone 'UTC', 'YYYY-MM-DD') like ${pattern})`;
  }
  const rows = await queryRows<AdminReviewRow>(
    db,
    sql`select ${columns} ${from} where ${where}
      order by ${r.createdAt} desc, ${r.id} desc limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`);
  return { rows, total: total?.n ?? 0 };
}

/** One review, locked for the change that follows when `forUpdate`. */
export async function findAdminReview(db: DbOrTx, id: number, forUpdate = false) {
  const lock = forUpdate ? sql` for update of ${r}` : sql``;
  const [row] = await queryRows<AdminReviewRow>(
    db,
    sql`select ${columns} ${from} where ${r.id} = ${id}${lock}`,
  );
  return row ?? null;
}

export async function setReview(db: DbOrTx, id: number, values: { rate: number; message: string }) {
  await db.execute(
    sql`update ${r} set rate = ${values.rate}, message = ${values.message}, updated_at = now() where ${r.id} = ${id}`,
  );
}

export async function deleteReview(db: DbOrTx, id: number) {
  await db.execute(sql`delete from ${r} where ${r.id} = ${id}`);
}

/** Posts or changes the reply; the first posting sets replied_at, which later changes keep. */
export async function setReply(db: DbOrTx, id: number, message: string, now: Date) {
  await db.execute(
    sql`update ${r} set reply = ${message}, replied_at = coalesce(replied_at, ${now.toISOString()}::timestamptz),
      reply_updated_at = ${now.toISOString()}::timestamptz where ${r.id} = ${id}`,
  );
}

/** An administrator removes the reply; replied_at stays, so the supplier's 7 days are not renewed. */
export async function clearReply(db: DbOrTx, id: number) {
  await db.execute(sql`update ${r} set reply = null, reply_updated_at = null where ${r.id} = ${id}`);
}
