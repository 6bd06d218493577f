import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CONTENT_CACHE } from '../../plugins/http-cache';
import { publicRateLimits } from '../../plugins/security';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import {
  categoryServicesResponse,
  idParams,
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

const tags = ['catalogue'];

/** The service catalogue for the directory and every service picker (spec 7.2); all public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-categories',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary: 'Directory categories sorted by name; hidden categories are left out',
        querystring: serviceCategoriesQuery,
        response: { 200: serviceCategoriesResponse, 422: errorResponse },
      },
    },
    async (request) => getCategories(app, request.query),
  );

  app.get(
    '/service-categories/by-slug/:slug',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary: 'A category with its services, by slug or by its name (old-style directory URLs)',
        params: slugParams,
        response: { 200: serviceCategoryResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => getCategoryBySegment(app, request.params.slug),
  );

  app.get(
    '/service-categories/:id',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary: 'A category with its services sorted by product name; 404 for hidden categories',
        params: idParams,
        response: { 200: serviceCategoryResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => getCategory(app, request.params.id),
  );

  app.get(
    '/service-categories/:id/services',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary: "A category's services sorted by product name; 404 for hidden categories",
        params: idParams,
        response: { 200: categoryServicesResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => getCategoryServices(app, request.params.id),
  );

  app.get(
    '/services',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary:
          'Service picker options: with search (or q), ranked exact, prefix, keyword, contains; hidden categories only by exact name',
        querystring: servicesQuery,
        response: { 200: servicesResponse, 422: errorResponse },
      },
    },
    async (request) => getServices(app.db, request.query),
  );

  app.get(
    '/services/by-slug/:slug',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary: 'A service with its keywords and category, by slug or by its product name',
        params: slugParams,
        response: { 200: serviceResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => getServiceBySegment(app, request.params.slug),
  );

  app.get(
    '/services/:id',
    {
      config: { access: 'public', cache: PUBLIC_CONTENT_CACHE },
      schema: {
        tags,
        summary: 'A service with its keywords and category',
        params: idParams,
        response: { 200: serviceResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => getService(app, request.params.id),
  );

  // The two public writes are cheap but anonymous: 10 a minute per address each (publicRateLimits) keeps a
  // script from filling the administrators' statistics and suggestion list. The client sends them after a
  // search or from a form, not per key.
  app.post(
    '/service-unknowns',
    {
      config: { access: 'public', rateLimit: publicRateLimits.serviceUnknowns },
      schema: {
        tags,
        summary: 'Record search terms that matched no service (the client sends its cache of up to 10)',
        body: serviceUnknownsBody,
        response: { 201: okResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordUnknownServices(app.db, request.auth, request.body)),
  );

  app.post(
    '/service-suggestions',
    {
      config: { access: 'public', rateLimit: publicRateLimits.serviceSuggestions },
      schema: {
        tags,
        summary: "Suggest a new service; 422 'This service already exists' when it does",
        body: serviceSuggestionBody,
        response: { 201: okResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await suggestService(app.db, request.auth, request.body)),
  );
};
