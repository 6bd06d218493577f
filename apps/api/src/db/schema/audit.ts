import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * One row per administrator action (issue 22, decision 0064), written in the same transaction as the action.
 * The actor's name is copied so the row still reads after the administrator's account is deleted. `summary` says
 * what changed (field names and new values, counts); never a password, token or card detail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** A dotted name: `supplier.approve`, `suppliers.import`, `user.login_as`, `price_plan.update`… */
    action: text().notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
