import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  healthQuerySchema,
  healthResponse,
  isStatsName,
  STATS_NAMES,
  statsQuerySchema,
  statsResponse,
} from '@marquee/contracts/admin-stats';
import { notFound } from '../../lib/errors';
import { routeOptions } from '../../lib/routes';
import { readHealth, readStats } from './stats.service';

const route = routeOptions(['statistics']);

/** The administrators' statistics (issue 24; spec 2.6 stats, 7.7, 9; docs/decisions/0077). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats/health',
    route.signedIn(['admin'], {
      summary:
        'The health of the requests sent in a range of UK days against the equally long range before it, overall, by service and by region',
      querystring: healthQuerySchema,
      response: { 200: healthResponse, 422: errorResponse },
    }),
    async (request) => readHealth(app.db, request.query),
  );

  app.get(
    '/admin/stats/:name',
    route.signedIn(['admin'], {
      summary: `Counts in a range of UK days (yyyy-MM-dd, defaults 1970-01-01 and 2100-01-01) for one of: ${STATS_NAMES.join(', ')}; service-requests also answers weekly or monthly buckets`,
      params: z.object({ name: z.string() }),
      querystring: statsQuerySchema,
      response: { 200: statsResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => {
      const { name } = request.params;
      if (!isStatsName(name)) throw notFound();
      return readStats(app.db, name, request.query);
    },
  );
};
