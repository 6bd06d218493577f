import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_EXPIRY_CRON, documentExpiryJob, remindExpiringDocuments } from './document-expiry.service';

/**
 * The module's background work: the daily expiry reminders of verified documents, on pg-boss's cron (once across
 * server processes). Not under NODE_ENV=test, where pg-boss would otherwise start in every test file's app; the
 * tests call remindExpiringDocuments with a fixed clock instead.
 */
export const suppliersJobs: FastifyPluginAsync = async (app) => {
  if (app.config.NODE_ENV === 'test') return;
  app.addHook('onReady', async () => {
    await app.jobs.work(documentExpiryJob, async ({ at }) => {
      const sent = await remindExpiringDocuments(app, at ? new Date(at) : new Date());
      app.log.info(sent, 'document expiry reminders sent');
    });
    await app.jobs.schedule(documentExpiryJob, DOCUMENT_EXPIRY_CRON, {});
  });
};
