import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, timestamptz } from './columns';
import { users } from './users';

/** queued: waiting for its mail.send job (docs/decisions/0035); outbox: kept for the dev mailbox; sent; failed. */
export const outgoingEmailStatuses = ['queued', 'outbox', 'sent', 'failed'] as const;

/**
 * Every e-mail the product sends. It is written (queued, with its body) in the transaction that queues its
 * delivery job; with SMTP configured the row then records the delivery and loses its body, without it the row
 * *is* the delivery (the dev outbox shown at /dev/mailbox).
 */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    template: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Deep links carried by the message, for the dev mailbox and tests. */
    links: jsonb().$type<string[]>().notNull().default([]),
    status: text().notNull(),
    error: text(),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outgoing_emails_to_created_idx').on(t.to, t.createdAt),
    check('outgoing_emails_status_check', sql.raw(`status IN (${inList(outgoingEmailStatuses)})`)),
  ],
);
