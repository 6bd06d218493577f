import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outgoingEmails } from '../../db/schema/mail';

export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;
export type OutgoingEmailStatus = 'outbox' | 'sent' | 'failed';

export async function insertEmail(
  db: DbOrTx,
  values: Omit<typeof outgoingEmails.$inferInsert, 'id' | 'createdAt'> & { status: OutgoingEmailStatus },
): Promise<OutgoingEmailRow> {
  const [row] = await db.insert(outgoingEmails).values(values).returning();
  if (!row) throw new Error('insert into outgoing_emails returned no row');
  return row;
}

export async function markEmailSent(db: DbOrTx, id: number, messageId: string | null) {
  const [row] = await db
    .update(outgoingEmails)
    .set({ status: 'sent', messageId, sentAt: new Date(), error: null })
    .where(eq(outgoingEmails.id, id))
    .returning();
  return row;
}

export async function markEmailFailed(db: DbOrTx, id: number, error: string) {
  const [row] = await db
    .update(outgoingEmails)
    .set({ status: 'failed', error })
    .where(eq(outgoingEmails.id, id))
    .returning();
  return row;
}

/** The dev outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: DbOrTx, opts: { to?: string; limit: number }) {
  return db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.status, 'outbox'), opts.to ? eq(outgoingEmails.to, opts.to) : undefined))
    .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
    .limit(opts.limit);
}

export async function findOutboxEmail(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, 'outbox')))
    .limit(1);
  return row ?? null;
}

/**
 * Housekeeping: dev outbox messages older than `minutes` go (their links are dead by then), and any other
 * message keeps no body (rows written before bodies were left out of them, docs/decisions/0024).
 */
export async function purgeEmailBodies(db: DbOrTx, minutes: number) {
  const old = await db
    .delete(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.status, 'outbox'),
        lt(outgoingEmails.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`),
      ),
    )
    .returning({ id: outgoingEmails.id });
  const stripped = await db
    .update(outgoingEmails)
    .set({ html: '', text: '', links: [] })
    .where(
      and(
        ne(outgoingEmails.status, 'outbox'),
        or(
          ne(outgoingEmails.html, ''),
          ne(outgoingEmails.text, ''),
          sql`${outgoingEmails.links} <> '[]'::jsonb`,
        ),
      ),
    )
    .returning({ id: outgoingEmails.id });
  return { deleted: old.length, stripped: stripped.length };
}

/** Account deletion: the messages sent to a user are their data too. */
export async function deleteEmailsOfUser(db: DbOrTx, userId: number, email: string) {
  await db.delete(outgoingEmails).where(eq(outgoingEmails.userId, userId));
  await db.delete(outgoingEmails).where(eq(outgoingEmails.to, email));
}
