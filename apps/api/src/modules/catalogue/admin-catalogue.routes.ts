import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  acceptSuggestionBody,
  acceptSuggestionResponse,
  adminCategoriesResponse,
  adminServiceResponse,
  adminServicesQuery,
  adminSuggestionsResponse,
  catalogueMessageResponse,
  CATEGORY_IMAGE_FIELD,
  categorySavedResponse,
} from '@marquee/contracts/admin-catalogue';
import { idParams } from '@marquee/contracts/whole-number';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import { imageForm } from '../content/admin-content.form';
import { refuseOversizeBody, registerMultipart, withMultipartForm } from '../files/multipart';
import { createCategory, editCategory, listCatalogue, removeCategory } from './admin-catalogue.service';
import {
  acceptSuggestion,
  createService,
  editService,
  exportServices,
  listAdminSuggestions,
  removeService,
  removeSuggestion,
} from './admin-services.service';
import { ukToday } from '@marquee/contracts/requests';

const route = routeOptions(['admin catalogue']);
const admin = ['admin'] as const;
const form = { ...imageForm(CATEGORY_IMAGE_FIELD), fields: { max: 40, bytes: 400_000 } };
const writeErrors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  422: errorResponse,
};

/** The administrator's categories, services and suggestions (spec 2.6, 2.7, 7.7; docs/decisions/0076). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  const multipartWrite = <R extends z.ZodType>(
    summary: string,
    status: 200 | 201,
    response: R,
    withId = false,
  ) => ({
    ...route.signedIn(admin, {
      summary,
      consumes: ['multipart/form-data'],
      ...(withId && { params: idParams }),
      response: { ...writeErrors, [status]: response } as typeof writeErrors & Record<200 | 201, R>,
    }),
    onRequest: refuseOversizeBody(form),
  });

  type IdRequest = FastifyRequest<{ Params: { id: number } }>;
  const saveCategory = async (request: IdRequest) =>
    withMultipartForm(request, form, (read) =>
      editCategory(app, requireAuth(request), request.params.id, read),
    );
  const saveService = async (request: IdRequest) =>
    withMultipartForm(request, form, (read) =>
      editService(app, requireAuth(request), request.params.id, read),
    );

  app.get(
    '/admin/services',
    route.signedIn(admin, {
      summary:
        'Every category (hidden too) with its services and keywords; search: category, service, keyword or id',
      querystring: adminServicesQuery,
      response: { 200: adminCategoriesResponse, 422: errorResponse },
    }),
    async (request) => listCatalogue(app, request.query.search),
  );

  app.get(
    '/admin/services/export',
    route.signedIn(admin, { summary: 'Every service with its category and keywords, as CSV' }),
    async (_request, reply: FastifyReply) =>
      reply
        .headers({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="services-${ukToday()}.csv"`,
          'Cache-Control': 'private, no-store',
        })
        .send(await exportServices(app)),
  );

  app.post(
    '/admin/services/categories',
    multipartWrite(
      'Add a category with its services (multipart: category, description, title_tag, custom_heading, meta_description, is_hidden, services JSON, image)',
      201,
      categorySavedResponse,
    ),
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = await withMultipartForm(request, form, (read) => createCategory(app, auth, read));
      return reply.code(201).send(body);
    },
  );
  const editCategorySummary =
    'Edit a category (name read-only): fields, services JSON (new or with id), services_deleted JSON ids, image';
  app.put(
    '/admin/services/categories/:id',
    multipartWrite(editCategorySummary, 200, categorySavedResponse, true),
    async (request) => saveCategory(request as IdRequest),
  );
  app.post(
    '/admin/services/categories/:id',
    multipartWrite(`${editCategorySummary} (POST with _method=PUT)`, 200, categorySavedResponse, true),
    async (request) => saveCategory(request as IdRequest),
  );
  app.delete(
    '/admin/services/categories/:id',
    route.signedIn(admin, {
      summary: 'Delete a category and its services; 409 while suppliers offer or requests name one of them',
      params: idParams,
      response: { 200: catalogueMessageResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => removeCategory(app, requireAuth(request), request.params.id),
  );

  app.post(
    '/admin/services',
    multipartWrite(
      'Add a service (multipart: product, description, service_category_id, SEO fields, keywords[], image)',
      201,
      adminServiceResponse,
    ),
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = await withMultipartForm(request, form, (read) => createService(app, auth, read));
      return reply.code(201).send(body);
    },
  );
  const editServiceSummary =
    'Edit a service (name read-only): description, category, SEO fields, keywords[], image';
  app.put(
    '/admin/services/:id',
    multipartWrite(editServiceSummary, 200, adminServiceResponse, true),
    async (request) => saveService(request as IdRequest),
  );
  app.post(
    '/admin/services/:id',
    multipartWrite(`${editServiceSummary} (POST with _method=PUT)`, 200, adminServiceResponse, true),
    async (request) => saveService(request as IdRequest),
  );
  app.delete(
    '/admin/services/:id',
    route.signedIn(admin, {
      summary: 'Delete a service; 409 while suppliers offer it or requests name it (decision 0076)',
      params: idParams,
      response: { 200: catalogueMessageResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => removeService(app, requireAuth(request), request.params.id),
  );

  app.get(
    '/admin/service-suggestions',
    route.signedIn(admin, {
      summary:
        "Suppliers' suggestions (company, e-mail, count per product) and unknown-service searches with counts",
      response: { 200: adminSuggestionsResponse },
    }),
    async () => listAdminSuggestions(app),
  );
  app.delete(
    '/admin/service-suggestions/:id',
    route.signedIn(admin, {
      summary: 'Delete a suggestion',
      params: idParams,
      response: { 200: catalogueMessageResponse, 404: errorResponse },
    }),
    async (request) => removeSuggestion(app, requireAuth(request), request.params.id),
  );
  app.post(
    '/admin/service-suggestions/:id/accept',
    route.signedIn(admin, {
      summary:
        "'Add as a service': the product becomes a service of the category (201), or, when it is one already, its suggestions are answered by it (200); either way they are deleted",
      params: idParams,
      body: acceptSuggestionBody,
      response: {
        200: acceptSuggestionResponse,
        201: acceptSuggestionResponse,
        404: errorResponse,
        422: errorResponse,
      },
    }),
    async (request, reply) => {
      const { created, body } = await acceptSuggestion(
        app,
        requireAuth(request),
        request.params.id,
        request.body.service_category_id,
      );
      return reply.code(created ? 201 : 200).send(body);
    },
  );
};
