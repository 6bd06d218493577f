import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import {
  accessTokenResponse,
  changePasswordBody,
  forgotBody,
  loginBody,
  loginTokenBody,
  organiserRegistrationBody,
  resetBody,
  sessionResponse,
} from '@marquee/contracts/auth';
import { meUpdateBody, userResponse } from '@marquee/contracts/users';
import { requireAuth } from '../../lib/auth-context';
import {
  changePassword,
  deleteMe,
  forgotPassword,
  getMe,
  login,
  loginWithToken,
  logout,
  registerOrganiser,
  resendConfirmation,
  resetPassword,
  updateMe,
} from './auth.service';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

/** Sign-up, sign-in, recovery, deep links and the user's own account (spec 7.1). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.authRateLimit;

  app.post(
    '/auth/organizer/registration',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Organiser sign-up; answers a session and e-mails a confirmation link',
        body: organiserRegistrationBody,
        response: { 201: sessionResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await registerOrganiser(app, request.body)),
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: sessionResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => login(app, request.body, request.ip),
  );

  app.post(
    '/auth/logout',
    {
      // Logging out only ends the caller's own session: a held supplier may do it (docs/decisions/0045).
      config: { access: 'signed-in', whileHeld: ['under_review', 'rejected'] },
      schema: {
        tags,
        summary: 'Revoke the current access token',
        security: bearer,
        response: { 200: okResponse },
      },
    },
    async (request) => logout(app, requireAuth(request)),
  );

  app.post(
    '/auth/forgot',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: forgotBody,
        response: { 200: okResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => forgotPassword(app, request.body.email, request.ip),
  );

  app.post(
    '/auth/reset',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; answers a session',
        body: resetBody,
        response: { 200: sessionResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => resetPassword(app, request.body, request.ip),
  );

  app.post(
    '/auth/login-token',
    {
      config: { access: 'public', rateLimit: limited },
      schema: {
        tags,
        summary: 'Exchange an e-mail deep link (login link or confirmation) for a session',
        body: loginTokenBody,
        response: { 200: sessionResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => loginWithToken(app, request.body),
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: { access: 'signed-in', rateLimit: limited },
      schema: {
        tags,
        summary: 'E-mail a new confirmation link (nothing is sent once confirmed)',
        security: bearer,
        response: { 200: okResponse, 429: errorResponse },
      },
    },
    async (request) => resendConfirmation(app, requireAuth(request)),
  );

  app.post(
    '/auth/change-password',
    {
      // Rate-limited too: a stolen token must not allow guessing the current password.
      config: { access: 'signed-in', rateLimit: limited },
      schema: {
        tags,
        summary: 'Change the password; answers a new token and signs out every other session',
        security: bearer,
        body: changePasswordBody,
        response: { 200: accessTokenResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => changePassword(app, requireAuth(request), request.body),
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', security: bearer, response: { 200: userResponse } },
    },
    async (request) => getMe(app, requireAuth(request)),
  );

  app.post(
    '/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Update the signed-in user's own fields",
        security: bearer,
        body: meUpdateBody,
        response: { 200: userResponse, 422: errorResponse },
      },
    },
    async (request) => updateMe(app, requireAuth(request), request.body),
  );

  app.delete(
    '/auth/me',
    {
      // Spec 6: deleting one's own profile is an organiser capability; suppliers are removed by administrators.
      config: { access: ['organiser'] },
      schema: {
        tags,
        summary: 'Delete the signed-in organiser and all their data',
        security: bearer,
        response: { 200: okResponse },
      },
    },
    async (request) => deleteMe(app, requireAuth(request)),
  );
};
