import { defineJob } from '../jobs/jobs.service';

/*
 * The module's kinds of job, apart from their handlers (subscriptions.jobs.ts) so that services and other modules
 * (suppliers' approve and dismiss) can queue them without importing the handlers.
 */

/** Cancels subscriptions at the provider after their rows were cancelled (a change of plan, the free plan). */
export const cancelAtProviderJob = defineJob<{ subscriptionIds: number[] }>(
  'subscriptions.cancel-at-provider',
  {
    retryLimit: 10,
    retryDelaySeconds: 60,
  },
);

/** An administrator approved or rejected a supplier: charge what is due now, or cancel for good (spec 1). */
export const supplierReviewedJob = defineJob<{ userId: number }>('subscriptions.supplier-reviewed', {
  retryLimit: 10,
  retryDelaySeconds: 60,
});

/** Every 15 minutes: first charges, renewals and retries that are due (one at a time across processes). */
export const chargeDueJob = defineJob<{ at?: string }>('subscriptions.charge-due', { retryLimit: 1 });
export const CHARGE_DUE_CRON = '*/15 * * * *';
