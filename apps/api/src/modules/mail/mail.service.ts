import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import {
  deleteEmailsOfUser,
  insertEmail,
  markEmailFailed,
  markEmailSent,
  purgeEmailBodies,
  type OutgoingEmailRow,
  type OutgoingEmailStatus,
} from './mail.repository';
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
   * Records the message in outgoing_emails and, with SMTP configured, delivers it. A failed delivery
   * is logged and kept as a 'failed' row; it never throws, so it cannot undo what caused the e-mail.
   */
  send(message: OutgoingMessage): Promise<OutgoingEmailRow>;
  close(): void;
}

interface MailerDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_MAILBOX' | 'NODE_ENV'>;
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * The dev outbox row is the delivery, so it keeps the message whole. Every other row keeps delivery
 * metadata only: its links carry working tokens, which are stored nowhere else in clear (docs/decisions/0024).
 */
const record = (db: Db, m: OutgoingMessage, keepBody: boolean, status: OutgoingEmailStatus = 'outbox') =>
  insertEmail(db, {
    template: m.template,
    to: m.to,
    userId: m.userId ?? null,
    subject: m.subject,
    html: keepBody ? m.html : '',
    text: keepBody ? m.text : '',
    links: keepBody ? m.links : [],
    status,
  });

export function createMailer({ config, db, log }: MailerDeps): Mailer {
  if (!config.SMTP_URL && devMailboxEnabled(config)) {
    return { delivers: false, send: (m) => record(db, m, true), close: () => undefined };
  }
  if (!config.SMTP_URL) {
    // Nowhere to deliver: the row says so, and keeps no body a mailbox could show.
    return {
      delivers: false,
      async send(m) {
        log.warn(
          { template: m.template },
          'e-mail not sent: set SMTP_URL (or DEV_MAILBOX=1 outside production)',
        );
        const row = await record(db, m, false, 'failed');
        return (await markEmailFailed(db, row.id, 'not sent: no SMTP_URL and no dev mailbox')) ?? row;
      },
      close: () => undefined,
    };
  }
  // Bounded timeouts: a request that sends mail waits for the SMTP answer, so a dead server must fail fast.
  const transport = nodemailer.createTransport(
    { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: config.MAIL_FROM },
  );
  return {
    delivers: true,
    async send(m) {
      const row = await record(db, m, false);
      try {
        const info = await transport.sendMail({ to: m.to, subject: m.subject, html: m.html, text: m.text });
        return (await markEmailSent(db, row.id, info.messageId ?? null)) ?? row;
      } catch (err) {
        log.error({ err, emailId: row.id, template: m.template }, 'e-mail delivery failed');
        const message = err instanceof Error ? err.message : String(err);
        try {
          return (await markEmailFailed(db, row.id, message.slice(0, 1000))) ?? row;
        } catch (updateErr) {
          log.error({ err: updateErr, emailId: row.id }, 'could not record the failed delivery');
          return row;
        }
      }
    },
    close: () => transport.close(),
  };
}

/** What a feature needs to send e-mail: the injected mailer (buildApp({ mailer })) and a logger. */
export interface MailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The mail module's way for features to send an e-mail: records and delivers it through the injected
 * mailer without letting a failure undo the action that caused it. The mailer already logs and records
 * a failed SMTP delivery; what is caught here is a failure to record the message at all.
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
