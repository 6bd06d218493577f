import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';

/** Which e-mails the database refuses: a template (to one address only, when given), or addresses by prefix. */
export type Refused = { template: string; to?: string } | { toPrefix: string };

/**
 * Makes the database refuse to record some e-mails, with a trigger on outgoing_emails that raises: a real failure
 * of the insert inside the write's transaction (docs/decisions/0089), not a mocked mailer. Undo with allowEmails.
 */
export async function refuseEmails(db: DbOrTx, refused: Refused) {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const condition =
    'toPrefix' in refused
      ? `new."to" like ${literal(`${refused.toPrefix}%`)}`
      : `new.template = ${literal(refused.template)}` +
        (refused.to ? ` and new."to" = ${literal(refused.to.toLowerCase())}` : '');
  await db.execute(
    sql.raw(`create or replace function refuse_email() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'e-mail refused by the test'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql`create trigger refuse_email before insert on outgoing_emails for each row execute function refuse_email()`,
  );
}

/** Lifts refuseEmails. */
export const allowEmails = (db: DbOrTx) =>
  db.execute(sql`drop trigger if exists refuse_email on outgoing_emails`);
