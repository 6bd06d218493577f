import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { emailCheckQuery, emailCheckResponse } from '@marquee/contracts/users';
import { publicRateLimits } from '../../plugins/security';
import { checkEmail } from './users.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['auth']);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    // Public because the sign-up forms ask it before an account exists; 20 a minute per address against
    // enumeration, on its own budget (docs/decisions/0048).
    route.public(
      {
        summary: 'Whether an e-mail is registered (GET users?filters[email]=)',
        querystring: emailCheckQuery,
        response: { 200: emailCheckResponse, 422: errorResponse, 429: errorResponse },
      },
      { rateLimit: publicRateLimits.emailCheck },
    ),
    async (request) => checkEmail(app.db, request.query.filters.email),
  );
};
