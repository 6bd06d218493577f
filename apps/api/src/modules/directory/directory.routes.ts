import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  directoryQuery,
  directoryResponse,
  reviewsResponse,
  supplierCounterQuery,
  supplierCounterResponse,
  supplierIdParams,
  supplierProfileResponse,
  supplierReviewsQuery,
} from '@marquee/contracts/directory';
import {
  countSuppliersForRequest,
  getSupplierProfile,
  getSupplierReviews,
  placeResolver,
  searchDirectory,
} from './directory.service';

import { memoryHitCounters } from '../../lib/hit-counters';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['directory']);

/** The public supplier directory (spec 7.2): list, profile, request counter and reviews. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The counter takes a place label too (spec 7.2); the places module turns it into coordinates.
  const resolvePlace = placeResolver(app.places);
  // The searches recorded in the last minute, by address, service and place: in this process's memory, so the
  // call stays within its 3 statements (issue 4); with N processes a search may be recorded up to N times a minute
  // (docs/decisions/0048, 0090).
  const recordedSearches = memoryHitCounters(10_000);

  app.get(
    '/suppliers',
    route.public({
      summary: 'Approved suppliers: premium first, then nearest, then by name; 25 a page',
      querystring: directoryQuery,
      response: { 200: directoryResponse, 422: errorResponse },
    }),
    async (request) =>
      searchDirectory({ db: app.db, storage: app.storage, recordedSearches }, request.query, {
        userId: request.auth?.user.id ?? null,
        address: request.ip,
      }),
  );

  app.get(
    '/suppliers/:id',
    route.public({
      summary: "An approved supplier's public profile",
      params: supplierIdParams,
      response: { 200: supplierProfileResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => ({ data: await getSupplierProfile(app, request.params.id) }),
  );

  app.get(
    '/counters/suppliers',
    route.public({
      summary: 'How many approved suppliers of a service reach a place (who a request would go to)',
      querystring: supplierCounterQuery,
      response: { 200: supplierCounterResponse, 422: errorResponse },
    }),
    async (request) => countSuppliersForRequest(app.db, request.query, resolvePlace),
  );

  app.get(
    '/service-request-reviews',
    route.public({
      summary: "An approved supplier's reviews, newest first",
      querystring: supplierReviewsQuery,
      response: { 200: reviewsResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => getSupplierReviews(app.db, request.query.supplier_id),
  );
};
