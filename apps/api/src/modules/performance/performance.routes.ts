import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { performanceQuery, supplierPerformanceResponse } from '@marquee/contracts/supplier-performance';
import { routeOptions } from '../../lib/routes';
import { requireAuth } from '../../lib/auth-context';
import { supplierPerformance } from './performance.service';

const route = routeOptions(['supplier performance']);
const supplier = ['supplier'] as const;

/** The supplier's return on plan (issue 24; docs/decisions/0078). */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplier/performance',
    route.signedIn(supplier, {
      summary:
        "The supplier's own requests received, answered, viewed, shortlisted and won in a period (UK days, both included; the last 30 days by default) and the period before, with the plan's cost per win and the free allowance",
      querystring: performanceQuery,
      response: { 200: supplierPerformanceResponse, 422: errorResponse },
    }),
    async (request) => supplierPerformance(app, requireAuth(request), request.query),
  );
};
