import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { reviewsResponse } from '@marquee/contracts/directory';
import {
  checkQuoteBody,
  createQuoteBody,
  createQuoteResponse,
  notifyListQuery,
  notifyListResponse,
  notifyResponse,
  notifyUpdateBody,
  quotaExhaustedResponse,
  quotaResponse,
  supplierCounters,
} from '@marquee/contracts/offers';
import { routeOptions } from '../../lib/routes';
import { requireAuth } from '../../lib/auth-context';
import {
  checkQuota,
  createQuote,
  listNotifies,
  markCalled,
  offerCounters,
  ownReviews,
  updateNotify,
} from './offers.service';

const tags = ['supplier offers'];
const route = routeOptions(tags);
const supplier = ['supplier'] as const;

/** The supplier's offers, proposals and free quota (spec 7.4; docs/decisions/0039). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplier/service-request-notifies',
    route.signedIn(supplier, {
      summary:
        'One tab of the offers (offer filter), newest first; filters[id] searches by request id; id finds the notify of one request (?rfq_notify=)',
      querystring: notifyListQuery,
      response: { 200: notifyListResponse, 422: errorResponse },
    }),
    async (request) => listNotifies(app, requireAuth(request), request.query),
  );

  app.get(
    '/supplier/service-request-notifies/counters',
    route.signedIn(supplier, {
      summary: 'Offers per tab and sub-tab, each as _count and _new_count',
      response: { 200: supplierCounters },
    }),
    async (request) => offerCounters(app, requireAuth(request)),
  );

  app.patch(
    '/supplier/service-request-notifies/:id',
    route.owned(supplier, 'service_request_notifies', 'update', {
      summary: "I'm not interested (is_ignore 1), or undo from Declined (0)",
      body: notifyUpdateBody,
      response: { 200: notifyResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => updateNotify(app, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/supplier/service-request-notifies/:id/mark-called',
    route.owned(supplier, 'service_request_notifies', 'mark_called', {
      summary: 'Called: the call the organiser asked for was made (clears call_requested_at)',
      response: { 200: notifyResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => markCalled(app, requireAuth(request), request.params.id),
  );

  app.post(
    '/supplier/service-request-quotes',
    route.signedIn(supplier, {
      summary:
        'Answer a request with a proposal (402 with received and responded when the free allowance is used)',
      body: createQuoteBody,
      response: {
        201: createQuoteResponse,
        402: quotaExhaustedResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        422: errorResponse,
      },
    }),
    async (request, reply) =>
      reply.status(201).send(await createQuote(app, requireAuth(request), request.body)),
  );

  app.post(
    '/supplier/service-request-quotes/check',
    route.signedIn(supplier, {
      summary: 'May the supplier answer (this request)? 402 with received and responded when not',
      body: checkQuoteBody,
      response: { 200: quotaResponse, 402: quotaExhaustedResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => checkQuota(app, requireAuth(request), request.body ?? {}),
  );

  app.get(
    '/supplier/service-request-reviews',
    route.signedIn(supplier, {
      summary: "The supplier's own reviews, newest first",
      response: { 200: reviewsResponse },
    }),
    async (request) => ownReviews(app, requireAuth(request)),
  );
};
