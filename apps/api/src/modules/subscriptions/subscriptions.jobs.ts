import type { FastifyPluginAsync } from 'fastify';
import { cancelAtProvider, chargeDue, supplierReviewed } from './charges.service';
import {
  CHARGE_DUE_CRON,
  cancelAtProviderJob,
  chargeDueJob,
  supplierReviewedJob,
} from './subscriptions.jobs-defs';

/**
 * The module's background work (docs/decisions/0044): the charge-due run on pg-boss's cron (once across
 * processes), the provider side of cancelled subscriptions, and the reaction to an approval or a rejection.
 * Handlers at once under test (tests drive them with runQueued or call the functions with a clock), the cron in a
 * server.
 */
export const subscriptionsJobs: FastifyPluginAsync = async (app) => {
  const register = async () => {
    await app.jobs.work(cancelAtProviderJob, async ({ subscriptionIds }) => {
      await cancelAtProvider(app, subscriptionIds);
    });
    await app.jobs.work(supplierReviewedJob, async ({ userId }) => {
      const done = await supplierReviewed(app, userId);
      app.log.info({ userId, done }, 'supplier reviewed: subscription');
    });
    await app.jobs.work(chargeDueJob, async ({ at }) => {
      const done = await chargeDue(app, at ? new Date(at) : new Date());
      app.log.info(done, 'charges due');
    });
  };
  if (app.config.NODE_ENV === 'test') return register();
  app.addHook('onReady', async () => {
    await register();
    await app.jobs.schedule(chargeDueJob, CHARGE_DUE_CRON, {});
  });
};
