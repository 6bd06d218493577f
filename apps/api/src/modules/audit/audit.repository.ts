import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { Role } from '@marquee/contracts/enums';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  /** UK days 'yyyy-mm-dd', both included. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  page: number;
  limit: number;
}

/** Midnight at the start of a UK day, as the instant PostgreSQL computes (summer time included). */
const ukMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;
const nextUkMidnight = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/London')`;

const whereOf = (f: AuditFilter) =>
  and(
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.targetType === undefined ? undefined : eq(auditLog.targetType, f.targetType),
    f.targetId === undefined ? undefined : eq(auditLog.targetId, f.targetId),
    f.dateFrom === undefined ? undefined : gte(auditLog.createdAt, ukMidnight(f.dateFrom)),
    f.dateTo === undefined ? undefined : lt(auditLog.createdAt, nextUkMidnight(f.dateTo)),
  );

/**
 * The statement of one page, newest first. Each filter has an index that ends with created_at (schema/audit.ts),
 * so the newest rows of an actor, an action or a target are read in order (audit-log.test.ts reads the plans).
 */
export const auditPageQuery = (db: DbOrTx, f: AuditFilter) =>
  db
    .select()
    .from(auditLog)
    .where(whereOf(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);

/** One page of the log and the number of rows the filter matches. */
export async function findAuditEntries(
  db: DbOrTx,
  f: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    auditPageQuery(db, f),
    db.select({ n: count() }).from(auditLog).where(whereOf(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every administrator, by name: who the log may name (the Activity tab's actor filter). */
export async function findAdministrators(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, Role.admin))
    .orderBy(asc(users.name), asc(users.id));
}
