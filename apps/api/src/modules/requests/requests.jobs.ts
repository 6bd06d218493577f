import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { OFFERS_REMINDER_HOURS, QUOTE_MAIL_INTERVAL_MINUTES, ukToday } from '@marquee/contracts/requests';
import { mailEach } from '../mail/mail.service';
import { createLoginLinks, LOGIN_LINK_TTL_DAYS } from '../auth/login-links';
import { findRequestView, findUserContact, type RequestView } from './requests.repository';
import {
  claimExpiredOffers,
  claimQuoteMail,
  claimRequestToRemind,
  countNewQuotes,
  expiredOffers,
  requestsToRemind,
  suppliersToRemind,
  takeNotifiesToMail,
} from './requests-jobs.repository';
import {
  newQuotesEmail,
  newRequestEmail,
  offersClosedEmail,
  offersReminderEmail,
  unsubscribeUrl,
  type RequestSummary,
} from './requests-emails';
import {
  notifySuppliersJob,
  OFFERS_DEADLINES_CRON,
  offersDeadlinesJob,
  quoteMailJob,
} from './requests.jobs-defs';

/** What the jobs need from the app. */
export type RequestJobsDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'jobs'>;

/** Notifications e-mailed per batch of the fan-out: one transaction and one mail.send-batch job each. */
const FAN_OUT_BATCH = 200;

const summaryOf = (v: RequestView): RequestSummary => ({
  product: v.product ?? 'a service',
  location: v.location,
  dateFrom: v.date_from,
  dateUntil: v.date_until,
  dateOffersUntil: v.date_offers_until,
});

/**
 * E-mails every notified supplier of the requests who has not been e-mailed yet, each with a sign-in link to the
 * request (to=rfq_notify), in batches (docs/decisions/0080): one transaction per batch marks its notifications
 * e-mailed, makes their links with one INSERT, records the messages with another and queues one mail.send-batch
 * job, so a retried job never mails twice and a crash loses nothing (the batch is all there, or not at all).
 */
export async function mailNotifiedSuppliers(deps: RequestJobsDeps, requestIds: number[]) {
  let sent = 0;
  for (const requestId of requestIds) {
    const view = await findRequestView(deps.db, requestId);
    if (!view || view.is_held === 1) continue;
    const request = summaryOf(view);
    for (;;) {
      const queued = await deps.mailer.sendBatch(async (tx) => {
        const batch = await takeNotifiesToMail(tx, requestId, FAN_OUT_BATCH);
        const links = await createLoginLinks(
          tx,
          deps.config.APP_URL,
          batch.map((s) => ({ id: s.user_id, email: s.email })),
          { to: 'rfq_notify', id: requestId },
        );
        return batch.map((supplier, i) => ({
          ...newRequestEmail({
            name: supplier.name,
            request,
            link: links[i]!,
            validDays: LOGIN_LINK_TTL_DAYS,
          }),
          to: supplier.email,
          userId: supplier.user_id,
        }));
      });
      if (queued === 0) break;
      sent += queued;
    }
  }
  return sent;
}

/**
 * The organiser's "new quotes" e-mail, unless one went within the hour (then nothing: the next job tells). The
 * claim, the sign-in link and the e-mail commit together (docs/decisions/0089): a failure to record the e-mail
 * rolls the claim back and is thrown, and pg-boss retries the job.
 */
export async function mailNewQuotes(deps: RequestJobsDeps, requestId: number, now: Date = new Date()) {
  const count = await countNewQuotes(deps.db, requestId);
  if (count === 0) return false;
  return deps.mailer.sendWith(async (tx) => {
    if (!(await claimQuoteMail(tx, requestId, QUOTE_MAIL_INTERVAL_MINUTES, now)))
      return { result: false, message: null };
    const view = await findRequestView(tx, requestId);
    const organiser = view && (await findUserContact(tx, view.user_id));
    if (!view || !organiser) return { result: false, message: null };
    const [link] = await createLoginLinks(tx, deps.config.APP_URL, [organiser], { to: 'rfq', id: requestId });
    const message = {
      ...newQuotesEmail({
        name: organiser.name,
        product: view.product ?? 'your event',
        count,
        link: link!,
        validDays: LOGIN_LINK_TTL_DAYS,
      }),
      to: organiser.email,
      userId: organiser.id,
    };
    return { result: true, message };
  });
}

/**
 * The hourly deadlines run (`now` is the clock, so tests use a fixed one): suppliers who neither answered nor
 * declined are reminded once when the offers close within 24 hours (only those who accept updates, with an
 * unsubscribe link); requests whose offers deadline passed stop accepting quotes and their organisers are told
 * how many arrived. Each request's claim (reminded, or closed to quotes) commits with its e-mails
 * (docs/decisions/0089): one that cannot be recorded leaves its request unclaimed, the others go on, and the run
 * then throws so that pg-boss retries it.
 */
export async function runOffersDeadlines(deps: RequestJobsDeps, now: Date = new Date()) {
  const today = ukToday(now);
  const before = ukToday(new Date(now.getTime() + OFFERS_REMINDER_HOURS * 3_600_000));
  let reminded = 0;
  const remindFailures = await mailEach(
    deps.log,
    await requestsToRemind(deps.db, today, before),
    async (id) => {
      // A request with no one to remind is claimed all the same (the batch's write commits without messages).
      reminded += await deps.mailer.sendBatch(async (tx) => {
        if (!(await claimRequestToRemind(tx, id, today, before, now))) return [];
        const view = await findRequestView(tx, id);
        if (!view) return [];
        const suppliers = await suppliersToRemind(tx, id);
        const links = await createLoginLinks(
          tx,
          deps.config.APP_URL,
          suppliers.map((s) => ({ id: s.user_id, email: s.email })),
          { to: 'rfq_notify', id },
        );
        return suppliers.map((supplier, i) => ({
          ...offersReminderEmail({
            name: supplier.name,
            request: summaryOf(view),
            link: links[i]!,
            validDays: LOGIN_LINK_TTL_DAYS,
            unsubscribeUrl: unsubscribeUrl(deps.config.APP_URL, supplier.user_id, supplier.password_hash),
          }),
          to: supplier.email,
          userId: supplier.user_id,
        }));
      });
    },
  );
  let closed = 0;
  const closeFailures = await mailEach(deps.log, await expiredOffers(deps.db, today), async (id) => {
    const told = await deps.mailer.sendWith(async (tx) => {
      const request = await claimExpiredOffers(tx, id, today, now);
      const organiser = request && (await findUserContact(tx, request.user_id));
      if (!request || !organiser) return { result: false, message: null };
      const [link] = await createLoginLinks(tx, deps.config.APP_URL, [organiser], { to: 'rfq', id });
      const message = {
        ...offersClosedEmail({
          name: organiser.name,
          product: request.product ?? 'your event',
          count: request.quotes,
          link: link!,
          validDays: LOGIN_LINK_TTL_DAYS,
        }),
        to: organiser.email,
        userId: organiser.id,
      };
      return { result: true, message };
    });
    if (told) closed += 1;
  });
  const failures = [...remindFailures, ...closeFailures];
  if (failures.length > 0) throw failures[0];
  return { reminded, closed };
}

/**
 * The module's background work: the handlers (tests drive them with runQueued; in manual mode registering starts
 * nothing, so they are registered at once) and, in a server, the hourly cron, like suppliers.jobs.ts.
 */
export const requestsJobs: FastifyPluginAsync = async (app) => {
  const register = async () => {
    await app.jobs.work(notifySuppliersJob, async ({ requestIds }) => {
      await mailNotifiedSuppliers(app, requestIds);
    });
    await app.jobs.work(quoteMailJob, async ({ requestId }) => {
      await mailNewQuotes(app, requestId);
    });
    await app.jobs.work(offersDeadlinesJob, async ({ at }) => {
      const done = await runOffersDeadlines(app, at ? new Date(at) : new Date());
      app.log.info(done, 'offers deadlines run');
    });
  };
  if (app.config.NODE_ENV === 'test') return register();
  app.addHook('onReady', async () => {
    await register();
    await app.jobs.schedule(offersDeadlinesJob, OFFERS_DEADLINES_CRON, {});
  });
};
