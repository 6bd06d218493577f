import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import { loginAsBody, loginAsResponse, userPasswordChangeBody } from '@marquee/contracts/admin-support';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import { changeUserPassword, loginAs } from './admin-support.service';

const route = routeOptions(['admin support']);

/** Reset a user's password and "View Dashboard As" (spec 7.7; docs/decisions/0071). */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/auth/user-password-change',
    route.signedIn(['admin'], {
      summary: "Set a supplier's or organiser's password and end their sessions; they are not notified",
      body: userPasswordChangeBody,
      response: { 200: okResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => changeUserPassword(app, requireAuth(request), request.body),
  );

  app.post(
    '/admin/auth/login-as',
    route.signedIn(['admin'], {
      summary:
        'A view-only session of a supplier or organiser, for at most an hour; ended by POST auth/logout with it',
      body: loginAsBody,
      response: { 200: loginAsResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => loginAs(app, requireAuth(request), request.body),
  );
};
