import { eq, sql } from 'drizzle-orm';
import type { AuditLogQuery, AuditLogResponse } from '@marquee/contracts/audit-log';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import type { AuthContext } from '../../lib/auth-context';
import { findAdministrators, findAuditEntries, type AuditRow } from './audit.repository';

/** What an administrator did, to what (decision 0064). */
export interface AuditEntry {
  /** A dotted name: `supplier.approve`, `supplier.delete`, `suppliers.import`, `user.password_change`… */
  action: string;
  targetType?: string | null;
  targetId?: number | null;
  /** What changed: field names and new values, counts. Never a password, token or card detail. */
  summary?: Record<string, unknown>;
}

/** Keys whose values never reach the log, whatever a caller passes. */
const SECRET_KEY = /password|token|secret|card|cvc|cvv/i;

function scrub(summary: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(summary).map(([key, value]) => [key, SECRET_KEY.test(key) ? '[hidden]' : value]),
  );
}

/**
 * Records an administrator action. Call it with the transaction that makes the change, so the row exists exactly
 * when the change does. The actor is the administrator behind the session, also while viewing as another user.
 */
export async function recordAudit(db: DbOrTx, auth: AuthContext, entry: AuditEntry): Promise<void> {
  const actorId = auth.impersonatorId ?? auth.user.id;
  await db.insert(auditLog).values({
    actorId,
    actorName: auth.impersonatorId
      ? sql`(${db.select({ name: users.name }).from(users).where(eq(users.id, actorId))})`
      : auth.user.name,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    summary: scrub(entry.summary ?? {}),
  });
}

const presentEntry = (row: AuditRow): AuditLogResponse['entries'][number] => ({
  id: row.id,
  actor: { id: row.actorId, name: row.actorName },
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  summary: row.summary,
  created_at: new Date(row.createdAt).toISOString(),
});

/** `GET admin/audit-log`: the rows the filters match, newest first, with the administrators to filter by. */
export async function listAuditLog(db: DbOrTx, q: AuditLogQuery): Promise<AuditLogResponse> {
  const [{ rows, total }, actors] = await Promise.all([
    findAuditEntries(db, {
      actorId: q.actor_id,
      action: q.action,
      targetType: q.target_type,
      targetId: q.target_id,
      dateFrom: q.date_from,
      dateTo: q.date_to,
      page: q.page,
      limit: q.limit,
    }),
    findAdministrators(db),
  ]);
  return {
    entries: rows.map(presentEntry),
    filters: { actors },
    pagination: { total_pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, total },
  };
}
