import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@marquee/contracts/admin-lists';
import type { AdminOrganiserSortField } from '@marquee/contracts/admin-organisers';
import { Role } from '@marquee/contracts/enums';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/like';

// Spelled out: inside a single-table select Drizzle leaves column names unqualified, which the subquery would
// read as its own table's. service_requests_user_status_idx answers it per row.
const requestsCount = sql<number>`(select count(*)::int from "service_requests" r where r.user_id = "users"."id")`;

// Text sorts case-insensitively and byte-wise, so PGlite and a PostgreSQL server with another locale give the same
// order (as the catalogue's names).
const byText = (column: AnyColumn) => sql`lower(${column}) collate "C"`;

const sortExpressions: Record<AdminOrganiserSortField, SQL | AnyColumn> = {
  id: users.id,
  name: byText(users.name),
  email: users.email, // stored lower-cased
  primary_function: users.primaryFunction,
  company_name: byText(users.companyName),
  position_in_company: byText(users.positionInCompany),
  created_at: users.createdAt,
  requests_count: requestsCount,
};

/**
 * The ORDER BY of the list: the column in the asked direction, empty values last either way, then the id in the
 * same direction so that rows with equal values keep one order from page to page.
 */
function orderBy(field: AdminOrganiserSortField, order: SortOrder): SQL[] {
  const direction = order === 1 ? sql`asc` : sql`desc`;
  const column = sql`${sortExpressions[field]} ${direction} nulls last`;
  const byId = order === 1 ? asc(users.id) : desc(users.id);
  return field === 'id' ? [byId] : [column, byId];
}

export interface OrganiserListFilter {
  /** Already effective: at least 3 characters, or digits (then also the id). */
  search?: string;
  page: number;
  limit: number;
  sortField: AdminOrganiserSortField;
  sortOrder: SortOrder;
}

/**
 * One page of organisers sorted in SQL, with how many requests each posted and the total: `search` matches the
 * name, company or e-mail, or the id exactly.
 */
export async function findOrganisers(db: DbOrTx, f: OrganiserListFilter) {
  const conditions: SQL[] = [eq(users.role, Role.organiser)];
  if (f.search) {
    const byId = /^\d{1,9}$/.test(f.search) ? eq(users.id, Number(f.search)) : undefined;
    const pattern = `%${escapeLike(f.search)}%`;
    const text =
      f.search.length >= 3
        ? [ilike(users.name, pattern), ilike(users.companyName, pattern), ilike(users.email, pattern)]
        : [];
    const match = or(...text, ...(byId ? [byId] : []));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      primaryFunction: users.primaryFunction,
      companyName: users.companyName,
      positionInCompany: users.positionInCompany,
      createdAt: users.createdAt,
      requestsCount,
    })
    .from(users)
    .where(where)
    .orderBy(...orderBy(f.sortField, f.sortOrder))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}
