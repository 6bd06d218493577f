import type { FastifyPluginAsync } from 'fastify';
import { defineJob } from '../jobs/jobs.service';

/**
 * Delivers one outgoing_emails row. The job carries the row's id only: the address, subject and body stay in the
 * row, so pg-boss's tables (and their archive) never hold a working link (docs/decisions/0035).
 * Six attempts: the retries wait 30–60 s, 1–2, 2–4, 4–8 and 8–16 minutes (backoff with jitter), a quarter to
 * half an hour in all, which rides out an SMTP server's restart. An attempt is bounded by the transport's timeouts (10 s to
 * connect and greet, 20 s idle), far below its expiry.
 */
export const mailSendJob = defineJob<{ emailId: number }>('mail.send', {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/**
 * Delivers a batch of outgoing_emails rows (a fan-out: up to a few hundred recipients, docs/decisions/0080), over
 * the pooled SMTP connections. Each row is marked sent after the server accepts it, so a retried attempt (after
 * a failure, or after its worker died and the attempt expired) sends only the rows still queued. Same retries
 * as mail.send; an attempt may take longer (hundreds of messages, each bounded by the transport's timeouts).
 */
export const mailSendBatchJob = defineJob<{ emailIds: number[] }>('mail.send-batch', {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});

/**
 * The mail worker: every process that builds the app delivers queued e-mail (each job once across processes).
 * Under NODE_ENV=test the jobs run when a test calls `app.jobs.runQueued()`.
 */
export const mailJobs: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await app.jobs.work(mailSendJob, ({ emailId }, job) => app.mailer.deliverQueued(emailId, job));
    await app.jobs.work(mailSendBatchJob, ({ emailIds }, job) =>
      app.mailer.deliverQueuedBatch(emailIds, job),
    );
  });
};
