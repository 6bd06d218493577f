import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { JobContext, JobDefinition, Jobs, QueueInTransaction } from '../jobs/jobs.service';
import {
  deleteEmailsOfUser,
  findQueuedEmail,
  findQueuedEmails,
  insertEmail,
  insertEmails,
  markEmailFailed,
  markEmailInOutbox,
  markEmailsInOutbox,
  markEmailSent,
  purgeEmailBodies,
  recordEmailAttemptFailed,
  type OutgoingEmailRow,
} from './mail.repository';
import { listUnsubscribeHeaders } from './links';
import { mailSendBatchJob, mailSendJob } from './mail.jobs';
import { devMailboxEnabled } from './mailbox.routes';
import type { RenderedEmail } from './templates';

export interface OutgoingMessage extends RenderedEmail {
  to: string;
  userId?: number | null;
}

export interface Mailer {
  /** True when messages go to an SMTP server; false when the outbox row is the delivery (dev mailbox). */
  readonly delivers: boolean;
  /**
   * Records the message in outgoing_emails (status `queued`) and queues its delivery, the mail.send job, in the
   * same transaction, then returns at once: the SMTP conversation happens in the worker. Throws only when the
   * message could not be recorded.
   */
  send(message: OutgoingMessage): Promise<OutgoingEmailRow>;
  /**
   * The mail.send job for one row: delivers it and records the outcome. A failed attempt that will be retried
   * keeps the row queued (with its body) and throws, so pg-boss retries it with backoff; the last one marks it
   * failed. A row no longer queued (delivered by an earlier attempt, or deleted with its account) is left alone.
   */
  deliverQueued(emailId: number, job: JobContext): Promise<void>;
  /**
   * An acknowledged write and its e-mail together: runs `write` in a transaction and records the message it
   * answers (status `queued`) with its mail.send job in that same transaction, so both commit or neither does (a
   * failure to record the e-mail rolls the write back and is thrown). Message `null`: the write commits alone.
   * Answers `write`'s result. A write that queues jobs of its own names their kinds in `also` and queues them
   * with `queue`, in the same transaction (jobs.queueInTransaction).
   */
  sendWith<R>(
    write: (tx: Tx, queue: QueueInTransaction) => Promise<{ result: R; message: OutgoingMessage | null }>,
    also?: ReadonlyArray<JobDefinition<object>>,
  ): Promise<R>;
  /**
   * A fan-out (docs/decisions/0080): runs `write` in a transaction, records every message it answers with one
   * INSERT (status `queued`) and queues one mail.send-batch job for them, in that transaction; answers how many.
   * `write` claims what it mails in the same transaction (e.g. marks notifications e-mailed, makes the links in
   * bulk), so a crash keeps the claim, the messages and the job together or none of them. No messages: the write
   * commits alone (a claim with no one to mail) and nothing is queued.
   */
  sendBatch(write: (tx: Tx) => Promise<OutgoingMessage[]>): Promise<number>;
  /**
   * The mail.send-batch job: delivers the batch's rows still queued (a retry skips those already sent), each
   * marked sent once the SMTP server accepted it, a few at a time over the pooled connections. A message the
   * server refuses for good (5xx) is marked failed and the batch goes on; any other failure stops the batch and
   * throws, so pg-boss retries the rest; the last attempt tries every row and marks the failures failed.
   */
  deliverQueuedBatch(emailIds: number[], job: JobContext): Promise<void>;
  /** Closes the pooled SMTP connections (after the workers have stopped, app.ts). */
  close(): void;
}

interface MailerDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_MAILBOX' | 'NODE_ENV'>;
  db: Db;
  log: FastifyBaseLogger;
  jobs: Pick<Jobs, 'sendInTransaction' | 'queueInTransaction'>;
}

/** A failed SMTP attempt, for the job's log line: which row, and the reason without any e-mail address. */
export class MailDeliveryError extends Error {
  constructor(
    readonly emailId: number,
    readonly reason: string,
    readonly code?: string,
  ) {
    super(`delivery of e-mail ${emailId} failed: ${reason}`);
    this.name = 'MailDeliveryError';
  }
}

/**
 * nodemailer's messages name the recipients they refused ("550 <x@y.z>: Recipient address rejected"); logs and
 * the row's error keep the reason, never an address.
 */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>').slice(0, 1000);

const smtpFailure = (err: unknown) => {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const message = withoutAddresses(typeof e?.message === 'string' ? e.message : String(err));
  return { code, reason: code && !message.includes(code) ? `${code}: ${message}` : message };
};

/** A refusal of this message for good (a 5xx reply): retrying it cannot help, and must not hold its batch. */
const permanentRefusal = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

type Transport = 'smtp' | 'outbox' | 'none';

/** SMTP connections kept open per process; each carries one message at a time (docs/decisions/0080). */
export const SMTP_POOL_CONNECTIONS = 3;

const NOT_SENT = 'not sent: no SMTP_URL and no dev mailbox';
const NOT_SENT_WARNING = 'e-mail not sent: set SMTP_URL (or DEV_MAILBOX=1 outside production)';

const rowOf = (m: OutgoingMessage) => ({
  template: m.template,
  to: m.to,
  userId: m.userId ?? null,
  subject: m.subject,
  html: m.html,
  text: m.text,
  links: m.links,
  status: 'queued' as const,
});

/** The row of a message there is nowhere to deliver: nothing queued, and no body a mailbox could show. */
const notSentRowOf = (m: OutgoingMessage) => ({
  ...rowOf(m),
  html: '',
  text: '',
  links: [],
  status: 'failed' as const,
  error: NOT_SENT,
});

/** The message nodemailer sends for a row, with the List-Unsubscribe headers when it has an unsubscribe link. */
const mailOf = (row: OutgoingEmailRow) => ({
  to: row.to,
  subject: row.subject,
  html: row.html,
  text: row.text,
  headers: listUnsubscribeHeaders(row.links),
});

export function createMailer({ config, db, log, jobs }: MailerDeps): Mailer {
  const kind: Transport = config.SMTP_URL ? 'smtp' : devMailboxEnabled(config) ? 'outbox' : 'none';
  // Bounded timeouts: a dead server fails an attempt fast, and the job retries it later.
  const transport =
    kind === 'smtp'
      ? nodemailer.createTransport(
          {
            url: config.SMTP_URL,
            // A few connections kept open and reused: a fan-out does not pay a handshake per message.
            pool: true,
            maxConnections: SMTP_POOL_CONNECTIONS,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          },
          { from: config.MAIL_FROM },
        )
      : undefined;

  /**
   * Until it is delivered the row keeps the whole message, the one place the worker can read it from (the job
   * holds the row's id only). Delivered over SMTP or given up, it keeps metadata only; in the dev outbox the
   * row is the delivery and keeps it (docs/decisions/0024, 0035).
   */
  const queue = (m: OutgoingMessage) =>
    jobs.sendInTransaction(db, mailSendJob, async (tx) => {
      const row = await insertEmail(tx, rowOf(m));
      return { data: { emailId: row.id }, result: row };
    });

  return {
    delivers: kind === 'smtp',

    async send(m) {
      if (kind === 'none') {
        // Nowhere to deliver: nothing is queued, and the row keeps no body a mailbox could show.
        log.warn({ template: m.template }, NOT_SENT_WARNING);
        return insertEmail(db, notSentRowOf(m));
      }
      return queue(m);
    },

    async sendWith(write, also = []) {
      if (kind === 'none')
        return jobs.queueInTransaction(db, also, async (tx, queue) => {
          const { result, message } = await write(tx, queue);
          if (message) {
            log.warn({ template: message.template }, NOT_SENT_WARNING);
            await insertEmail(tx, notSentRowOf(message));
          }
          return result;
        });
      return jobs.queueInTransaction(db, [mailSendJob, ...also], async (tx, queue) => {
        const { result, message } = await write(tx, queue);
        if (message) {
          const row = await insertEmail(tx, rowOf(message));
          await queue(mailSendJob, { emailId: row.id });
        }
        return result;
      });
    },

    async deliverQueued(emailId, job) {
      const row = await findQueuedEmail(db, emailId);
      if (!row) return;
      if (!transport) {
        if (kind === 'outbox') await markEmailInOutbox(db, row.id);
        else await markEmailFailed(db, row.id, NOT_SENT);
        return;
      }
      let info: { messageId?: string };
      try {
        info = await transport.sendMail(mailOf(row));
      } catch (err) {
        const { code, reason } = smtpFailure(err);
        // The row records the reason first; the job's failure is logged by the job runner with its id.
        if (job.willRetry) await recordEmailAttemptFailed(db, row.id, reason);
        else await markEmailFailed(db, row.id, reason);
        throw new MailDeliveryError(row.id, reason, code);
      }
      // Sent: if recording it fails, the job is retried and the message may go twice (at least once, 0035).
      await markEmailSent(db, row.id, info.messageId ?? null);
    },

    async sendBatch(write) {
      if (kind === 'none') {
        return db.transaction(async (tx) => {
          const messages = await write(tx);
          if (messages.length > 0)
            log.warn(
              { template: messages[0]!.template, count: messages.length },
              'e-mails not sent: set SMTP_URL (or DEV_MAILBOX=1 outside production)',
            );
          await insertEmails(tx, messages.map(notSentRowOf));
          return messages.length;
        });
      }
      return jobs.sendInTransaction(db, mailSendBatchJob, async (tx) => {
        const messages = await write(tx);
        if (messages.length === 0) return { data: null, result: 0 };
        const rows = await insertEmails(tx, messages.map(rowOf));
        return { data: { emailIds: rows.map((r) => r.id) }, result: rows.length };
      });
    },

    async deliverQueuedBatch(emailIds, job) {
      const rows = await findQueuedEmails(db, emailIds);
      if (rows.length === 0) return;
      if (!transport) {
        if (kind === 'outbox')
          await markEmailsInOutbox(
            db,
            rows.map((r) => r.id),
          );
        else for (const row of rows) await markEmailFailed(db, row.id, NOT_SENT);
        return;
      }
      let next = 0;
      let retryable: MailDeliveryError | undefined;
      const sender = async () => {
        // Stop taking rows after a failure that a retry may cure; the last attempt tries every row.
        while (next < rows.length && !(retryable && job.willRetry)) {
          const row = rows[next++]!;
          let info: { messageId?: string };
          try {
            info = await transport.sendMail(mailOf(row));
          } catch (err) {
            const { code, reason } = smtpFailure(err);
            if (permanentRefusal(err) || !job.willRetry) {
              await markEmailFailed(db, row.id, reason);
              if (!permanentRefusal(err)) retryable ??= new MailDeliveryError(row.id, reason, code);
              else log.warn({ jobId: job.id, emailId: row.id, reason }, 'e-mail refused by the SMTP server');
            } else {
              await recordEmailAttemptFailed(db, row.id, reason);
              retryable ??= new MailDeliveryError(row.id, reason, code);
            }
            continue;
          }
          // Recorded one by one: a worker that dies mid-batch leaves the rows it sent marked, and the retried
          // attempt sends the others (a message accepted but not yet marked goes again: at least once, 0035).
          await markEmailSent(db, row.id, info.messageId ?? null);
        }
      };
      // Every sender finishes before the attempt ends, so a retry never overlaps a send still in progress.
      const settled = await Promise.allSettled(
        Array.from({ length: Math.min(SMTP_POOL_CONNECTIONS, rows.length) }, sender),
      );
      const crashed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (crashed) throw crashed.reason;
      if (retryable) throw retryable;
    },

    close: () => transport?.close(),
  };
}

/** What a feature needs to send e-mail: the injected mailer (buildApp({ mailer })) and a logger. */
export interface MailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * A scheduled job's e-mails, each claimed in its own transaction with its message (`mailer.sendWith` or
 * `sendBatch`, docs/decisions/0089): runs `mail` for every item in turn; one that fails (its claim rolled back with
 * its e-mail) is logged and the next is still tried. Answers the failures: the job throws the first, so pg-boss
 * retries it, and the retry finds the items mailed claimed and the failed ones not.
 */
export async function mailEach<T>(
  log: FastifyBaseLogger,
  items: Iterable<T>,
  mail: (item: T) => Promise<void>,
): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const item of items) {
    try {
      await mail(item);
    } catch (err) {
      log.error({ err }, 'a scheduled e-mail could not be recorded: its claim is rolled back for a retry');
      failures.push(err);
    }
  }
  return failures;
}

/** Housekeeping: old dev outbox messages go, and no other message keeps a body (mail.repository.ts). */
export const purgeOldEmails = (db: DbOrTx, minutes: number) => purgeEmailBodies(db, minutes);

/** Account deletion: removes the messages sent to the user, which are their personal data too. */
export async function forgetEmailsOf(db: DbOrTx, user: { id: number; email: string }) {
  await deleteEmailsOfUser(db, user.id, user.email);
}
