import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  adminPartnerResponse,
  adminPartnersResponse,
  adminTestimonialResponse,
  adminTestimonialsResponse,
  contentDeletedResponse,
  PARTNER_IMAGE_FIELD,
  TESTIMONIAL_AVATAR_FIELD,
} from '@marquee/contracts/admin-content';
import { idParams } from '@marquee/contracts/whole-number';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import { refuseOversizeBody, registerMultipart, withMultipartForm } from '../files/multipart';
import { imageForm } from './admin-content.form';
import { createPartner, editPartner, listAdminPartners, removePartner } from './admin-partners.service';
import {
  createTestimonial,
  editTestimonial,
  listAdminTestimonials,
  removeTestimonial,
} from './admin-testimonials.service';

const route = routeOptions(['admin content']);
const admin = ['admin'] as const;
const partnerForm = imageForm(PARTNER_IMAGE_FIELD);
const testimonialForm = imageForm(TESTIMONIAL_AVATAR_FIELD);
const writeErrors = { 400: errorResponse, 404: errorResponse, 413: errorResponse, 422: errorResponse };

/** The administrator's partners and testimonials (spec 2.6 content, 7.7; docs/decisions/0074). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.get(
    '/admin/partners',
    route.signedIn(admin, {
      summary: 'Every partner in display order',
      response: { 200: adminPartnersResponse },
    }),
    async () => listAdminPartners(app),
  );
  app.post(
    '/admin/partners',
    {
      ...route.signedIn(admin, {
        summary: 'Add a partner (multipart: company_name, website, image)',
        consumes: ['multipart/form-data'],
        response: { 201: adminPartnerResponse, ...writeErrors },
      }),
      onRequest: refuseOversizeBody(partnerForm),
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = await withMultipartForm(request, partnerForm, (read) => createPartner(app, auth, read));
      return reply.code(201).send(body);
    },
  );
  app.post(
    '/admin/partners/:id',
    {
      ...route.signedIn(admin, {
        summary: 'Edit a partner (multipart: company_name, website, optional new image)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminPartnerResponse, ...writeErrors },
      }),
      onRequest: refuseOversizeBody(partnerForm),
    },
    async (request) => {
      const auth = requireAuth(request);
      return withMultipartForm(request, partnerForm, (read) =>
        editPartner(app, auth, request.params.id, read),
      );
    },
  );
  app.delete(
    '/admin/partners/:id',
    route.signedIn(admin, {
      summary: 'Delete a partner and its logo',
      params: idParams,
      response: { 200: contentDeletedResponse, 404: errorResponse },
    }),
    async (request) => removePartner(app, requireAuth(request), request.params.id),
  );

  app.get(
    '/admin/testimonials',
    route.signedIn(admin, {
      summary: 'Every testimonial, newest first',
      response: { 200: adminTestimonialsResponse },
    }),
    async () => listAdminTestimonials(app),
  );
  app.post(
    '/admin/testimonials',
    {
      ...route.signedIn(admin, {
        summary:
          'Add a testimonial (multipart: name, title, description, text, rate, quote_requests_total, avatar)',
        consumes: ['multipart/form-data'],
        response: { 201: adminTestimonialResponse, ...writeErrors },
      }),
      onRequest: refuseOversizeBody(testimonialForm),
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = await withMultipartForm(request, testimonialForm, (read) =>
        createTestimonial(app, auth, read),
      );
      return reply.code(201).send(body);
    },
  );
  app.post(
    '/admin/testimonials/:id',
    {
      ...route.signedIn(admin, {
        summary: 'Edit a testimonial (multipart with _method=PUT: every field, optional new avatar)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: adminTestimonialResponse, ...writeErrors },
      }),
      onRequest: refuseOversizeBody(testimonialForm),
    },
    async (request) => {
      const auth = requireAuth(request);
      return withMultipartForm(request, testimonialForm, (read) =>
        editTestimonial(app, auth, request.params.id, read),
      );
    },
  );
  app.delete(
    '/admin/testimonials/:id',
    route.signedIn(admin, {
      summary: 'Delete a testimonial and its avatar',
      params: idParams,
      response: { 200: contentDeletedResponse, 404: errorResponse },
    }),
    async (request) => removeTestimonial(app, requireAuth(request), request.params.id),
  );
};
