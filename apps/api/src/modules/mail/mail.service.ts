import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db, DbOrTx } from '../../db/client';
import {
  deleteEmailsOfUser,
  insertEmail,
  markEmailFailed,
  markEmailSent,
  type OutgoingEmailRow,
} from './mail.repository';
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
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  db: Db;
  log: FastifyBaseLogger;
}

const record = (db: Db, m: OutgoingMessage) =>
  insertEmail(db, {
    template: m.template,
    to: m.to,
    userId: m.userId ?? null,
    subject: m.subject,
    html: m.html,
    text: m.text,
    links: m.links,
    status: 'outbox',
  });

export function createMailer({ config, db, log }: MailerDeps): Mailer {
  if (!config.SMTP_URL) {
    return { delivers: false, send: (m) => record(db, m), close: () => undefined };
  }
  // Bounded timeouts: a request that sends mail waits for the SMTP answer, so a dead server must fail fast.
  const transport = nodemailer.createTransport(
    { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: config.MAIL_FROM },
  );
  return {
    delivers: true,
    async send(m) {
      const row = await record(db, m);
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

/** Account deletion: removes the messages sent to the user, which are their personal data too. */
export async function forgetEmailsOf(db: DbOrTx, user: { id: number; email: string }) {
  await deleteEmailsOfUser(db, user.id, user.email);
}
