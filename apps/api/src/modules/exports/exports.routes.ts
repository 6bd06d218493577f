import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileName, exportParams, exportQuerySchema } from '@marquee/contracts/admin-exports';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import { startExport } from './exports.service';

const route = routeOptions(['admin exports']);

/** The administrators' CSV exports (spec 2.7, 7.7; issue 24, docs/decisions/0079). */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/exports/:name',
    route.signedIn(['admin'], {
      summary:
        'A CSV export (service-requests, service-request-quotes, suppliers, supplier-auth-links, organisers, ' +
        'directory-search, service-unknowns) of the rows created in the UK days date_from to date_to ' +
        '(yyyy-MM-dd, default 1970-01-01 to 2100-01-01), streamed with a UTF-8 BOM; supplier-auth-links makes a ' +
        'fresh set-password link (single use, 30 days) for each approved supplier',
      params: exportParams,
      querystring: exportQuerySchema,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      const { name } = request.params;
      const query = request.query;
      const stream = await startExport(app, requireAuth(request), name, query);
      return reply
        .headers({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(name, query.date_from, query.date_to)}"`,
          'Cache-Control': 'private, no-store',
        })
        .send(stream);
    },
  );
};
