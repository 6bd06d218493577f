import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import type { JobContext, Jobs } from '../jobs/jobs.service';
import {
  deleteEmailsOfUser,
  findQueuedEmail,
  insertEmail,
  markEmailFailed,
  markEmailInOutbox,
  markEmailSent,
  purgeEmailBodies,
  recordEmailAttemptFailed,
  type OutgoingEmailRow,
} from './mail.repository';
import { mailSendJob } from './mail.jobs';
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
  close(): void;
}

interface MailerDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_MAILBOX' | 'NODE_ENV'>;
  db: Db;
  log: FastifyBaseLogger;
  jobs: Pick<Jobs, 'sendInTransaction'>;
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

type Transport = 'smtp' | 'outbox' | 'none';

export function createMailer({ config, db, log, jobs }: MailerDeps): Mailer {
  const kind: Transport = config.SMTP_URL ? 'smtp' : devMailboxEnabled(config) ? 'outbox' : 'none';
  // Bounded timeouts: a dead server fails an attempt fast, and the job retries it later.
  const transport =
    kind === 'smtp'
      ? nodemailer.createTransport(
          {
            url: config.SMTP_URL,
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
      const row = await insertEmail(tx, {
        template: m.template,
        to: m.to,
        userId: m.userId ?? null,
        subject: m.subject,
        html: m.html,
        text: m.text,
        links: m.links,
        status: 'queued',
      });
      return { data: { emailId: row.id }, result: row };
    });

  return {
    delivers: kind === 'smtp',

    async send(m) {
      if (kind === 'none') {
        // Nowhere to deliver: nothing is queued, and the row keeps no body a mailbox could show.
        log.warn(
          { template: m.template },
          'e-mail not sent: set SMTP_URL (or DEV_MAILBOX=1 outside production)',
        );
        const row = await insertEmail(db, {
          template: m.template,
          to: m.to,
          userId: m.userId ?? null,
          subject: m.subject,
          html: '',
          text: '',
          links: [],
          status: 'failed',
          error: 'not sent: no SMTP_URL and no dev mailbox',
        });
        return row;
      }
      return queue(m);
    },

    async deliverQueued(emailId, job) {
      const row = await findQueuedEmail(db, emailId);
      if (!row) return;
      if (!transport) {
        if (kind === 'outbox') await markEmailInOutbox(db, row.id);
        else await markEmailFailed(db, row.id, 'not sent: no SMTP_URL and no dev mailbox');
        return;
      }
      let info: { messageId?: string };
      try {
        info = await transport.sendMail({ to: row.to, subject: row.subject, html: row.html, text: row.text });
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

    close: () => transport?.close(),
  };
}

/** What a feature needs to send e-mail: the injected mailer (buildApp({ mailer })) and a logger. */
export interface MailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The mail module's way for features to send an e-mail: records it and queues its delivery through the injected
 * mailer, and returns before any SMTP conversation. A failure never undoes the action that caused it: delivery
 * failures are retried and recorded by the mail.send job; what is caught here is a failure to record the message
 * at all (logged with its template, never its address).
 */
export async function deliver(deps: MailDeps, message: OutgoingMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, template: message.template }, 'could not record an outgoing e-mail');
  }
}

/** Housekeeping: old dev outbox messages go, and no other message keeps a body (mail.repository.ts). */
export const purgeOldEmails = (db: DbOrTx, minutes: number) => purgeEmailBodies(db, minutes);

/** Account deletion: removes the messages sent to the user, which are their personal data too. */
export async function forgetEmailsOf(db: DbOrTx, user: { id: number; email: string }) {
  await deleteEmailsOfUser(db, user.id, user.email);
}
