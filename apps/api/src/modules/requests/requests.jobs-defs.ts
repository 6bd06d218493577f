import { defineJob } from '../jobs/jobs.service';

/*
 * The module's kinds of job, apart from their handlers (requests.jobs.ts) so that the service can queue them
 * without importing the handlers (and, through them, the modules the handlers call).
 */

/** The "new request" e-mails of released requests: one job per creation, which fans out in batches. */
export const notifySuppliersJob = defineJob<{ requestIds: number[] }>('requests.notify-suppliers');
/** The organiser's "new quotes" e-mail of one request (at most one an hour). */
export const quoteMailJob = defineJob<{ requestId: number }>('requests.quote-mail');
/** Hourly: reminders 24 hours before offers close, and requests whose offers deadline passed. */
export const offersDeadlinesJob = defineJob<{ at?: string }>('requests.offers-deadlines', { retryLimit: 2 });
export const OFFERS_DEADLINES_CRON = '5 * * * *';
