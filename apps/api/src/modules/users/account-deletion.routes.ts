import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { accountDeletedResponse } from '@marquee/contracts/account-deletion';
import { idParams } from '@marquee/contracts/whole-number';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import { deleteOrganiser, deleteSupplier } from './account-deletion.service';

const admin = ['admin'] as const;

/** The administrators' deletion of suppliers and organisers (spec 6, 7.7), by the rule of docs/decisions/0068. */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/suppliers/:id',
    routeOptions(['admin suppliers']).signedIn(admin, {
      summary:
        'Delete a supplier: account, profile, services, quotes, chats and files; subscription cancelled',
      params: idParams,
      response: { 200: accountDeletedResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => deleteSupplier(app, requireAuth(request), request.params.id),
  );

  app.delete(
    '/admin/organisers/:id',
    routeOptions(['admin organisers']).signedIn(admin, {
      summary:
        'Delete an organiser: account and chats; open requests closed, kept with their reviews anonymised',
      params: idParams,
      response: { 200: accountDeletedResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => deleteOrganiser(app, requireAuth(request), request.params.id),
  );
};
