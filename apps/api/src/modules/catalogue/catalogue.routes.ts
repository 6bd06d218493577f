import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CachePolicy } from '../../plugins/http-cache';
import { publicRateLimits } from '../../plugins/security';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import {
  categoryServicesResponse,
  serviceCategoriesQuery,
  serviceCategoriesResponse,
  serviceCategoryResponse,
  serviceResponse,
  servicesQuery,
  servicesResponse,
  serviceSuggestionBody,
  serviceUnknownsBody,
  slugParams,
} from '@marquee/contracts/catalogue';
import { idParams } from '@marquee/contracts/whole-number';
import {
  getCategories,
  getCategory,
  getCategoryBySegment,
  getCategoryServices,
  getService,
  getServiceBySegment,
  getServices,
  recordUnknownServices,
  suggestService,
} from './catalogue.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['catalogue']);
/**
 * The same answer for everyone, with an ETag (plugins/http-cache.ts). Administrators edit the catalogue
 * (decision 0076): max-age 0 without stale-while-revalidate, so every cache revalidates (a 304 while the ETag
 * holds) and a change shows on the next request, in the directory and every service picker.
 */
const cached: { cache: CachePolicy } = { cache: { maxAge: 0 } };

/** The service catalogue for the directory and every service picker (spec 7.2); all public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-categories',
    route.public(
      {
        summary: 'Directory categories sorted by name; hidden categories are left out',
        querystring: serviceCategoriesQuery,
        response: { 200: serviceCategoriesResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getCategories(app, request.query),
  );

  app.get(
    '/service-categories/by-slug/:slug',
    route.public(
      {
        summary: 'A category with its services, by slug or by its name (old-style directory URLs)',
        params: slugParams,
        response: { 200: serviceCategoryResponse, 404: errorResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getCategoryBySegment(app, request.params.slug),
  );

  app.get(
    '/service-categories/:id',
    route.public(
      {
        summary: 'A category with its services sorted by product name; 404 for hidden categories',
        params: idParams,
        response: { 200: serviceCategoryResponse, 404: errorResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getCategory(app, request.params.id),
  );

  app.get(
    '/service-categories/:id/services',
    route.public(
      {
        summary: "A category's services sorted by product name; 404 for hidden categories",
        params: idParams,
        response: { 200: categoryServicesResponse, 404: errorResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getCategoryServices(app, request.params.id),
  );

  app.get(
    '/services',
    route.public(
      {
        summary:
          'Service picker options: with search (or q), ranked exact, prefix, keyword, contains; hidden categories only by exact name',
        querystring: servicesQuery,
        response: { 200: servicesResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getServices(app.db, request.query),
  );

  app.get(
    '/services/by-slug/:slug',
    route.public(
      {
        summary: 'A service with its keywords and category, by slug or by its product name',
        params: slugParams,
        response: { 200: serviceResponse, 404: errorResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getServiceBySegment(app, request.params.slug),
  );

  app.get(
    '/services/:id',
    route.public(
      {
        summary: 'A service with its keywords and category',
        params: idParams,
        response: { 200: serviceResponse, 404: errorResponse, 422: errorResponse },
      },
      cached,
    ),
    async (request) => getService(app, request.params.id),
  );

  // The two public writes are cheap but anonymous: 10 a minute per address each (publicRateLimits) keeps a
  // script from filling the administrators' statistics and suggestion list. The client sends them after a
  // search or from a form, not per key.
  app.post(
    '/service-unknowns',
    route.public(
      {
        summary: 'Record search terms that matched no service (the client sends its cache of up to 10)',
        body: serviceUnknownsBody,
        response: { 201: okResponse, 422: errorResponse, 429: errorResponse },
      },
      { rateLimit: publicRateLimits.serviceUnknowns },
    ),
    async (request, reply) =>
      reply.status(201).send(await recordUnknownServices(app.db, request.auth, request.body)),
  );

  app.post(
    '/service-suggestions',
    route.public(
      {
        summary: "Suggest a new service; 422 'This service already exists' when it does",
        body: serviceSuggestionBody,
        response: { 201: okResponse, 422: errorResponse, 429: errorResponse },
      },
      { rateLimit: publicRateLimits.serviceSuggestions },
    ),
    async (request, reply) =>
      reply.status(201).send(await suggestService(app.db, request.auth, request.body)),
  );
};
