import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { emailCheckQuery, emailCheckResponse } from '@marquee/contracts/users';
import { checkEmail } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      // Public because the sign-up forms ask it before an account exists; rate-limited against enumeration.
      config: { access: 'public', rateLimit: app.authRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mail is registered (GET users?filters[email]=)',
        querystring: emailCheckQuery,
        response: { 200: emailCheckResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => checkEmail(app.db, request.query.filters.email),
  );
};
