import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import { text } from '@marquee/contracts/fields';
import { wholeNumber } from '@marquee/contracts/whole-number';
import { organiserContactBody, userResponse } from '@marquee/contracts/users';
import {
  closeRequestBody,
  createRequestBody,
  createRequestResponse,
  createReviewBody,
  extendDeadlineBody,
  organiserCountersResponse,
  quoteChoiceBody,
  quoteFlagsBody,
  quoteListQuery,
  quoteListResponse,
  quoteResponse,
  requestListQuery,
  requestListResponse,
  requestResponse,
  requestStatusResponse,
  reviewResponse,
  updateReviewBody,
} from '@marquee/contracts/requests';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import {
  createReview,
  getQuote,
  listQuotes,
  modifyReview,
  requestCall,
  updateQuoteFlags,
} from './request-quotes.service';
import {
  acceptQuote,
  changeDecision,
  closeRequest,
  createRequests,
  extendDeadline,
  getRequest,
  listRequests,
  rejectQuote,
  requestCounters,
  requestStatus,
  saveOrganiserContacts,
  unsubscribeFromUpdates,
} from './requests.service';

// The model route file (house style): every route declared through routeOptions (lib/routes.ts), which puts who
// may call it (config.access, config.policy) beside its schema; each handler only hands the parsed request to
// the service, which authorizes the object (docs/decisions/0020) and answers.
const route = routeOptions(['organiser requests']);
const organiser = ['organiser'] as const;
const errors = { 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** The organiser's requests for quotes, quotes and reviews (spec 7.3; docs/decisions/0036). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A list or a create: signed-in organisers; the service answers only their own requests.
  app.post(
    '/organiser/service-requests',
    route.signedIn(organiser, {
      summary:
        'Create a request for quotes: one per service of the brief, matched to the suppliers who reach it',
      body: createRequestBody,
      response: { 201: createRequestResponse, 422: errorResponse },
    }),
    async (request, reply) =>
      reply.status(201).send(await createRequests(app, requireAuth(request), request.body)),
  );

  app.get(
    '/organiser/service-requests',
    route.signedIn(organiser, {
      summary: "The organiser's requests by status (filters[status] 10, 20, 30), newest first",
      querystring: requestListQuery,
      response: { 200: requestListResponse, 422: errorResponse },
    }),
    async (request) => listRequests(app, requireAuth(request), request.query),
  );

  app.get(
    '/organiser/service-requests/counters',
    route.signedIn(organiser, {
      summary: 'Requests per tab and unread',
      response: { 200: organiserCountersResponse },
    }),
    async (request) => requestCounters(app, requireAuth(request)),
  );

  // Over the request named by :id: the policy and action are checked by the service on the row it loads.
  app.get(
    '/organiser/service-requests/:id',
    route.owned(organiser, 'service_requests', 'read', {
      summary: 'One request',
      response: { 200: requestResponse, ...errors },
    }),
    async (request) => getRequest(app, requireAuth(request), request.params.id),
  );

  app.get(
    '/organiser/service-requests/:id/status',
    route.owned(organiser, 'service_requests', 'read', {
      summary: 'Lookup by rfq id: the request status (?rfq= goes to its tab)',
      response: { 200: requestStatusResponse, ...errors },
    }),
    async (request) => requestStatus(app, requireAuth(request), request.params.id),
  );

  app.patch(
    '/organiser/service-requests/:id',
    route.owned(organiser, 'service_requests', 'update', {
      summary: 'Extend deadline (date_offers_until), never into the past',
      body: extendDeadlineBody,
      response: { 200: requestResponse, ...errors },
    }),
    async (request) =>
      extendDeadline(app, requireAuth(request), request.params.id, request.body.date_offers_until),
  );

  app.patch(
    '/organiser/service-requests/:id/close',
    route.owned(organiser, 'service_requests', 'close', {
      summary: 'Close: finished, with the reason (1 optionally naming the chosen quote)',
      body: closeRequestBody,
      response: { 200: requestResponse, ...errors },
    }),
    async (request) => closeRequest(app, requireAuth(request), request.params.id, request.body),
  );

  // Three choices on one quote of a request, each its own action of the request's policy.
  const quoteChoice = (
    path: string,
    action: 'accept' | 'reject' | 'change_decision',
    summary: string,
    run: typeof acceptQuote,
  ) =>
    app.patch(
      path,
      route.owned(organiser, 'service_requests', action, {
        summary,
        body: quoteChoiceBody,
        response: { 200: requestResponse, ...errors },
      }),
      async (request) =>
        run(app, requireAuth(request), request.params.id, request.body.service_request_quote_id),
    );
  quoteChoice('/organiser/service-requests/:id/accept', 'accept', 'Select Supplier: accepted', acceptQuote);
  quoteChoice(
    '/organiser/service-requests/:id/reject',
    'reject',
    'Decline a quote of an active request',
    rejectQuote,
  );
  quoteChoice(
    '/organiser/service-requests/:id/change-decision',
    'change_decision',
    'Change decision: back to active, that supplier severed (final)',
    changeDecision,
  );

  // The request is named in the body, not the path: its policy is declared in the config all the same.
  app.post(
    '/organiser/service-request-reviews',
    route.signedIn(
      organiser,
      {
        summary: 'Review the supplier of a finished request (one per request)',
        body: createReviewBody,
        response: { 201: reviewResponse, ...errors },
      },
      { policy: { name: 'service_requests', action: 'review' } },
    ),
    async (request, reply) =>
      reply.status(201).send(await createReview(app, requireAuth(request), request.body)),
  );

  app.patch(
    '/organiser/service-request-reviews/:id',
    route.owned(organiser, 'service_request_reviews', 'update', {
      summary: 'Modify a review',
      body: updateReviewBody,
      response: { 200: reviewResponse, ...errors },
    }),
    async (request) => modifyReview(app, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/organiser/contacts',
    route.signedIn(organiser, {
      summary: 'Save the organiser contact form',
      body: organiserContactBody,
      response: { 200: userResponse, 422: errorResponse },
    }),
    async (request) => saveOrganiserContacts(app, requireAuth(request), request.body),
  );

  app.get(
    '/organiser/service-request-quotes',
    route.signedIn(
      organiser,
      {
        summary: 'The quotes of a request, with what the comparison shows',
        querystring: quoteListQuery,
        response: { 200: quoteListResponse, ...errors },
      },
      { policy: { name: 'service_requests', action: 'read' } },
    ),
    async (request) => listQuotes(app, requireAuth(request), request.query),
  );

  app.get(
    '/organiser/service-request-quotes/:id',
    route.owned(organiser, 'service_request_quotes', 'read', {
      summary: 'One quote',
      response: { 200: quoteResponse, ...errors },
    }),
    async (request) => getQuote(app, requireAuth(request), request.params.id),
  );

  app.patch(
    '/organiser/service-request-quotes/:id',
    route.owned(organiser, 'service_request_quotes', 'update', {
      summary: 'Shortlist, archive (clears the shortlist) or mark viewed',
      body: quoteFlagsBody,
      response: { 200: quoteResponse, ...errors },
    }),
    async (request) => updateQuoteFlags(app, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/organiser/service-request-quotes/:id/request-call',
    route.owned(organiser, 'service_request_quotes', 'request_call', {
      summary: 'Ask the supplier for a call',
      response: { 200: quoteResponse, ...errors },
    }),
    async (request) => requestCall(app, requireAuth(request), request.params.id),
  );

  // A POST, sent by the web page's button: a GET that changed the account would be "clicked" by mail scanners
  // that follow (or render) the links of an e-mail.
  // Public: the signature in the body, not a session, says whose preference it is.
  app.post(
    '/email-preferences/unsubscribe',
    route.public({
      summary:
        'Unsubscribe from optional update e-mails (the signed link of a reminder, confirmed on its page)',
      // The user id within an integer column's range: '9999999999' is a 422, not a database error.
      body: z.object({ user: wholeNumber(), signature: text().max(100) }),
      response: { 200: okResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => unsubscribeFromUpdates(app, request.body.user, request.body.signature),
  );

  // RFC 8058 one-click: a mail client posts `List-Unsubscribe=One-Click` (a form) to the List-Unsubscribe URL of
  // an optional e-mail (docs/decisions/0080), which carries the page link's signed query. No session and no
  // cookie are involved, so there is nothing for a forged cross-site post to ride on: the signature alone says
  // whose preference it is. The form body is read but not required (some clients send it as multipart).
  await app.register(async (oneClick) => {
    const form = (_request: unknown, body: string | Buffer, done: (err: null, body: unknown) => void) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, form);
    oneClick.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_r, _b, done) =>
      done(null, {}),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/email-preferences/unsubscribe/one-click',
      route.public({
        summary: 'One-click unsubscribe from optional update e-mails (RFC 8058, the List-Unsubscribe header)',
        querystring: z.object({ user: wholeNumber(), signature: text().max(100) }),
        response: { 200: okResponse, 404: errorResponse, 422: errorResponse },
      }),
      async (request) => unsubscribeFromUpdates(app, request.query.user, request.query.signature),
    );
  });
};
