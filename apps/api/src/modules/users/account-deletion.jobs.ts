import type { FastifyPluginAsync } from 'fastify';
import { accountDeletedJob } from './account-deletion.jobs-defs';
import { cleanUpAfterDeletion } from './account-deletion.service';

/** The handler of the work a deletion leaves outside the database (docs/decisions/0068). */
export const accountDeletionJobs: FastifyPluginAsync = async (app) => {
  const register = () =>
    app.jobs.work(accountDeletedJob, async (data) => {
      const done = await cleanUpAfterDeletion(app, data);
      app.log.info({ userId: data.userId, ...done }, 'deleted account cleaned up');
    });
  if (app.config.NODE_ENV === 'test') return register();
  app.addHook('onReady', register);
};
