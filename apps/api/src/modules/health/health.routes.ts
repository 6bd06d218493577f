import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['system']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    route.public({
      summary: 'Answers 200 when the database is reachable',
      response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorResponse },
    }),
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'database unreachable');
        return reply.status(503).send({ message: 'The database is unreachable.' });
      }
    },
  );
};
