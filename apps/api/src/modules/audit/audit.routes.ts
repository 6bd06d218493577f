import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { auditLogQuery, auditLogResponse } from '@marquee/contracts/audit-log';
import { routeOptions } from '../../lib/routes';
import { listAuditLog } from './audit.service';

const route = routeOptions(['audit log']);

/** The record of administrator actions (issue 22, docs/decisions/0064): read by the settings' Activity tab. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    route.signedIn(['admin'], {
      summary:
        'Administrator actions newest first, 50 a page, filtered by actor, action, target and UK days (yyyy-MM-dd)',
      querystring: auditLogQuery,
      response: { 200: auditLogResponse, 422: errorResponse },
    }),
    async (request) => listAuditLog(app.db, request.query),
  );
};
