import { and, asc, desc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outgoingEmails, type outgoingEmailStatuses } from '../../db/schema/mail';

export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;
export type OutgoingEmailStatus = (typeof outgoingEmailStatuses)[number];

/** What a delivered or abandoned message keeps: metadata only, its links carried working tokens (0024). */
const noBody = { html: '', text: '', links: [] as string[] };

export async function insertEmail(
  db: DbOrTx,
  values: Omit<typeof outgoingEmails.$inferInsert, 'id' | 'createdAt'> & { status: OutgoingEmailStatus },
): Promise<OutgoingEmailRow> {
  const [row] = await db.insert(outgoingEmails).values(values).returning();
  if (!row) throw new Error('insert into outgoing_emails returned no row');
  return row;
}

/** Many messages in one statement (a batch of the fan-out, docs/decisions/0080), answered in the given order. */
export async function insertEmails(
  db: DbOrTx,
  values: Array<
    Omit<typeof outgoingEmails.$inferInsert, 'id' | 'createdAt'> & { status: OutgoingEmailStatus }
  >,
): Promise<Array<{ id: number }>> {
  if (values.length === 0) return [];
  // A serial id grows with the order of the VALUES rows, so ordering by it restores the callers' order.
  const rows = await db.insert(outgoingEmails).values(values).returning({ id: outgoingEmails.id });
  return rows.sort((a, b) => a.id - b.id);
}

/** The messages of a batch still waiting for delivery: those an earlier attempt sent are not among them. */
export async function findQueuedEmails(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outgoingEmails)
    .where(and(inArray(outgoingEmails.id, ids), eq(outgoingEmails.status, 'queued')))
    .orderBy(asc(outgoingEmails.id));
}

/** The dev mailbox's delivery of a batch: every queued row of it becomes an outbox message. */
export async function markEmailsInOutbox(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(outgoingEmails)
    .set({ status: 'outbox' })
    .where(and(inArray(outgoingEmails.id, ids), eq(outgoingEmails.status, 'queued')));
}

/** A message waiting for its mail.send job; null once it has left that state (delivered, failed, deleted). */
export async function findQueuedEmail(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, 'queued')))
    .limit(1);
  return row ?? null;
}

/** Delivered over SMTP: the body goes (docs/decisions/0024). */
export async function markEmailSent(db: DbOrTx, id: number, messageId: string | null) {
  const [row] = await db
    .update(outgoingEmails)
    .set({ status: 'sent', messageId, sentAt: new Date(), error: null, ...noBody })
    .where(eq(outgoingEmails.id, id))
    .returning();
  return row;
}

/** Given up on (or nowhere to deliver): the body goes too. */
export async function markEmailFailed(db: DbOrTx, id: number, error: string) {
  const [row] = await db
    .update(outgoingEmails)
    .set({ status: 'failed', error, ...noBody })
    .where(eq(outgoingEmails.id, id))
    .returning();
  return row;
}

/** An attempt failed and will be retried: the row stays queued, with the body its next attempt needs. */
export async function recordEmailAttemptFailed(db: DbOrTx, id: number, error: string) {
  await db.update(outgoingEmails).set({ error }).where(eq(outgoingEmails.id, id));
}

/** The dev mailbox's delivery: the queued row becomes an outbox message, body and links kept. */
export async function markEmailInOutbox(db: DbOrTx, id: number) {
  await db
    .update(outgoingEmails)
    .set({ status: 'outbox' })
    .where(and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, 'queued')));
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
 * Housekeeping: dev outbox messages older than `minutes` go (their links are dead by then), a message still
 * queued after `minutes` is given up (its job ran out of attempts without recording an outcome, e.g. the process
 * died during each one), and no message but an outbox or queued one keeps a body (rows written before bodies were
 * left out of them, docs/decisions/0024 and 0035).
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
  const stale = and(
    eq(outgoingEmails.status, 'queued'),
    lt(outgoingEmails.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`),
  );
  const stripped = await db
    .update(outgoingEmails)
    .set({
      ...noBody,
      status: sql`case when ${stale} then 'failed' else ${outgoingEmails.status} end`,
      error: sql`case when ${stale} then 'not delivered in time' else ${outgoingEmails.error} end`,
    })
    .where(
      or(
        stale,
        and(
          notInArray(outgoingEmails.status, ['outbox', 'queued']),
          or(
            sql`${outgoingEmails.html} <> ''`,
            sql`${outgoingEmails.text} <> ''`,
            sql`${outgoingEmails.links} <> '[]'::jsonb`,
          ),
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
