import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import {
  accessTokenResponse,
  changeEmailBody,
  changePasswordBody,
  forgotBody,
  loginBody,
  loginTokenBody,
  loginTokenResponse,
  organiserRegistrationBody,
  resetBody,
  sessionResponse,
} from '@marquee/contracts/auth';
import { meUpdateBody, userResponse } from '@marquee/contracts/users';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import {
  changePassword,
  deleteMe,
  forgotPassword,
  getMe,
  login,
  loginWithToken,
  logout,
  registerOrganiser,
  resetPassword,
  updateMe,
} from './auth.service';
import { changeEmail, resendConfirmation } from './email-confirmation';

const route = routeOptions(['auth']);

/** Sign-up, sign-in, recovery, deep links and the user's own account (spec 7.1). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // One sign-in budget per address across these routes (docs/decisions/0048).
  const limited = { rateLimit: app.authRateLimit };

  app.post(
    '/auth/organizer/registration',
    route.public(
      {
        summary: 'Organiser sign-up; answers a session and e-mails a confirmation link',
        body: organiserRegistrationBody,
        response: { 201: sessionResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request, reply) => reply.status(201).send(await registerOrganiser(app, request.body)),
  );

  app.post(
    '/auth/login',
    route.public(
      {
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: sessionResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => login(app, request.body, request.ip),
  );

  app.post(
    '/auth/logout',
    // Logging out only ends the caller's own session: a held supplier may do it (docs/decisions/0045), and it
    // is how a view-only session ends (docs/decisions/0071).
    route.signedIn(
      'signed-in',
      { summary: 'Revoke the current access token', response: { 200: okResponse } },
      { whileHeld: ['under_review', 'rejected'], whileViewing: true },
    ),
    async (request) => logout(app, requireAuth(request)),
  );

  app.post(
    '/auth/forgot',
    route.public(
      {
        summary: 'E-mail a password reset link',
        body: forgotBody,
        response: { 200: okResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => forgotPassword(app, request.body.email, request.ip),
  );

  app.post(
    '/auth/reset',
    route.public(
      {
        summary: 'Set a new password with the e-mailed token; answers a session',
        body: resetBody,
        response: { 200: sessionResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => resetPassword(app, request.body, request.ip),
  );

  app.post(
    '/auth/login-token',
    route.public(
      {
        summary:
          'Exchange an e-mail deep link (login link or confirmation) for a session; a confirmation also answers the held requests it sent on',
        body: loginTokenBody,
        response: { 200: loginTokenResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => loginWithToken(app, request.body),
  );

  app.post(
    '/auth/resend-confirmation',
    route.signedIn(
      'signed-in',
      {
        summary: 'E-mail a new confirmation link (nothing is sent once confirmed)',
        response: { 200: okResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => resendConfirmation(app, requireAuth(request)),
  );

  app.post(
    '/auth/change-email',
    // Organisers confirm their address by link (spec 2.3); suppliers' sign-in address is not confirmed this way.
    route.signedIn(
      ['organiser'],
      {
        summary:
          'Correct the address of an account not yet confirmed and e-mail a new confirmation link there',
        body: changeEmailBody,
        response: { 200: userResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => changeEmail(app, requireAuth(request), request.body),
  );

  app.post(
    '/auth/change-password',
    // Rate-limited too: a stolen token must not allow guessing the current password.
    route.signedIn(
      'signed-in',
      {
        summary: 'Change the password; answers a new token and signs out every other session',
        body: changePasswordBody,
        response: { 200: accessTokenResponse, 422: errorResponse, 429: errorResponse },
      },
      limited,
    ),
    async (request) => changePassword(app, requireAuth(request), request.body),
  );

  app.get(
    '/auth/me',
    route.signedIn('signed-in', { summary: 'The signed-in user', response: { 200: userResponse } }),
    async (request) => getMe(app, requireAuth(request)),
  );

  app.post(
    '/auth/me',
    route.signedIn('signed-in', {
      summary: "Update the signed-in user's own fields",
      body: meUpdateBody,
      response: { 200: userResponse, 422: errorResponse },
    }),
    async (request) => updateMe(app, requireAuth(request), request.body),
  );

  app.delete(
    '/auth/me',
    // Spec 6: deleting one's own profile is an organiser capability; suppliers are removed by administrators.
    route.signedIn(['organiser'], {
      summary: 'Delete the signed-in organiser and all their data',
      response: { 200: okResponse },
    }),
    async (request) => deleteMe(app, requireAuth(request)),
  );
};
