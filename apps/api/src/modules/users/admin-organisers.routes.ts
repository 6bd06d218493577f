import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { adminOrganisersQuery, adminOrganisersResponse } from '@marquee/contracts/admin-organisers';
import { listOrganisers } from './admin-organisers.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['admin organisers']);

/** The administrators' organiser list (spec 2.6 organisers, 7.7); the organisers › chats view picks from it. */
export const adminOrganisersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/organisers',
    route.signedIn(['admin'], {
      summary:
        'Organisers, searchable by name, company, e-mail or id, sorted by any column (newest first); 25 a page',
      querystring: adminOrganisersQuery,
      response: { 200: adminOrganisersResponse, 422: errorResponse },
    }),
    async (request) => listOrganisers(app.db, request.query),
  );
};
