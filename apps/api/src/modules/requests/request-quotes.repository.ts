import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { escapeLike } from '../../lib/like';
import { services } from '../../db/schema/catalogue';
import { serviceRequestReviews } from '../../db/schema/requests';
import { supplierDocuments, supplierProfiles } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { day, liveQuote, q, r } from './requests.sql';

/** A quote with what the organiser's dashboard and comparison show. */
export interface QuoteView {
  id: number;
  user_id: number;
  service_request_id: number;
  message: string;
  price: string | null;
  is_viewed: number;
  is_selected: number;
  is_shortlisted: number;
  is_archived: number;
  rejected_at: Date | string | null;
  created_at: Date | string;
  call_requested_at: Date | string | null;
  reply_minutes: number;
  request_latitude: number | null;
  request_longitude: number | null;
  supplier_latitude: number | null;
  supplier_longitude: number | null;
  name: string;
  company_name: string | null;
  phone: string | null;
  photo_path: string | null;
  rate: number | null;
  reviews: number;
  verified: { type: string; valid_to: string }[] | null;
  /** Null once the organiser was deleted (docs/decisions/0068). */
  request_user_id: number | null;
  request_status: number;
  date_from: string;
  date_until: string;
  date_offers_until: string;
  location: string;
  request_message: string;
  product: string | null;
}

const quoteViewSql = (where: SQL, order: SQL = sql``) =>
  sql`select ${q.id} as id, ${q.userId} as user_id, ${q.serviceRequestId} as service_request_id,
      ${q.message} as message, ${q.price}::text as price, ${q.isViewed} as is_viewed, ${q.isSelected} as is_selected,
      ${q.isShortlisted} as is_shortlisted, ${q.isArchived} as is_archived, ${q.rejectedAt} as rejected_at,
      ${q.createdAt} as created_at, ${q.callRequestedAt} as call_requested_at,
      greatest(0, floor(extract(epoch from (${q.createdAt} - ${r.createdAt})) / 60))::int as reply_minutes,
      ${r.latitude} as request_latitude, ${r.longitude} as request_longitude,
      ${supplierProfiles.latitude} as supplier_latitude, ${supplierProfiles.longitude} as supplier_longitude,
      ${users.name} as name, ${users.companyName} as company_name, ${users.phone} as phone,
      ${supplierProfiles.photoPath} as photo_path,
      rating.rate, rating.reviews,
      (select json_agg(json_build_object('type', d.type, 'valid_to', d.valid_to) order by d.valid_to, d.id)
        from ${supplierDocuments} as d
        where d.user_id = ${q.userId} and d.verified_at is not null and d.type is not null
          and d.valid_to >= current_date) as verified,
      ${r.userId} as request_user_id, ${r.status} as request_status,
      ${day(r.dateFrom)} as date_from, ${day(r.dateUntil)} as date_until, ${day(r.dateOffersUntil)} as date_offers_until,
      ${r.location} as location, ${r.message} as request_message, ${services.product} as product
    from ${q}
    join ${r} on ${r.id} = ${q.serviceRequestId}
    join ${users} on ${users.id} = ${q.userId}
    left join ${supplierProfiles} on ${supplierProfiles.userId} = ${q.userId}
    left join ${services} on ${services.id} = ${r.serviceId}
    left join lateral (
      select round(avg(${serviceRequestReviews.rate}), 1)::float8 as rate, count(*)::int as reviews
      from ${serviceRequestReviews} where ${serviceRequestReviews.supplierId} = ${q.userId}
    ) as rating on true
    where ${where} ${order}`;

export async function findQuoteView(db: DbOrTx, id: number): Promise<QuoteView | null> {
  const [row] = await queryRows<QuoteView>(db, quoteViewSql(sql`${q.id} = ${id}`));
  return row ?? null;
}

/** The quotes of a request (or of one supplier on one organiser's requests), newest first, filtered. */
export async function findQuoteViews(
  db: DbOrTx,
  scope: { requestId?: number; organiserId?: number; supplierId?: number },
  filter: 'all' | 'shortlisted' | 'new' | 'archived',
  search?: string,
): Promise<QuoteView[]> {
  const conditions: SQL[] = [];
  if (scope.requestId !== undefined) conditions.push(sql`${q.serviceRequestId} = ${scope.requestId}`);
  if (scope.organiserId !== undefined) conditions.push(sql`${r.userId} = ${scope.organiserId}`);
  if (scope.supplierId !== undefined) conditions.push(sql`${q.userId} = ${scope.supplierId}`);
  // Never every quote there is: a scope without a request or an organiser matches nothing.
  if (scope.requestId === undefined && scope.organiserId === undefined) conditions.push(sql`false`);
  if (filter === 'shortlisted') conditions.push(sql`${q.isShortlisted} = 1`);
  if (filter === 'new') conditions.push(sql`${q.isViewed} = 0 and ${liveQuote}`);
  if (filter === 'archived') conditions.push(sql`${q.isArchived} = 1`);
  if (search !== undefined) {
    const like = `%${escapeLike(search)}%`;
    conditions.push(
      sql`(${users.companyName} ilike ${like} escape '\\' or ${q.message} ilike ${like} escape '\\')`,
    );
  }
  return queryRows<QuoteView>(
    db,
    quoteViewSql(sql.join(conditions, sql` and `), sql`order by ${q.createdAt} desc, ${q.id} desc`),
  );
}
