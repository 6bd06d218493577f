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
 * The mail worker: every process that builds the app delivers queued e-mail (each job once across processes).
 * Under NODE_ENV=test the jobs run when a test calls `app.jobs.runQueued()`.
 */
export const mailJobs: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await app.jobs.work(mailSendJob, ({ emailId }, job) => app.mailer.deliverQueued(emailId, job));
  });
};
