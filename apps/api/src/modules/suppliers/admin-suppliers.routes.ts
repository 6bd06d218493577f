import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  adminSupplierDocumentParams,
  adminSupplierParams,
  adminSupplierResponse,
  adminSuppliersQuery,
  adminSuppliersResponse,
  adminSupplierUpdateBody,
  dismissSupplierBody,
  supplierStatusResponse,
  verifyDocumentBody,
  verifyDocumentResponse,
} from '@marquee/contracts/admin-suppliers';
import { requireAuth } from '../../lib/auth-context';
import { approveSupplier, dismissSupplier, getSupplier, verifyDocument } from './admin-suppliers.service';
import { listSuppliers } from './admin-suppliers-list.service';
import { updateSupplier } from './admin-supplier-edit.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['admin suppliers']);
const admin = ['admin'] as const;

/**
 * The administrators' supplier list, edit and approval (spec 2.6, 7.7; docs/decisions/0065) and document
 * verification (docs/decisions/0034).
 */
export const adminSuppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/suppliers',
    route.signedIn(admin, {
      summary:
        'Suppliers with every filter of spec 7.7 (status, search, place and radius, plans, registration dates, ' +
        'requests received and answered, payment requested), sorted by any column; 50 a page',
      querystring: adminSuppliersQuery,
      response: { 200: adminSuppliersResponse, 422: errorResponse },
    }),
    async (request) => listSuppliers(app, request.query),
  );

  app.patch(
    '/admin/suppliers/:id',
    route.signedIn(admin, {
      summary: "Edit a supplier's contact details, e-mail, services, area and no_limits",
      params: adminSupplierParams,
      body: adminSupplierUpdateBody,
      response: { 200: adminSupplierResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => updateSupplier(app, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/admin/suppliers/:id',
    route.signedIn(admin, {
      summary: "A supplier's account and whole profile",
      params: adminSupplierParams,
      response: { 200: adminSupplierResponse, 404: errorResponse },
    }),
    async (request) => getSupplier(app, requireAuth(request), request.params.id),
  );

  app.post(
    '/admin/suppliers/:id/approve',
    route.signedIn(admin, {
      summary: 'Approve a supplier waiting for approval (0 → 1); e-mails a sign-in link',
      params: adminSupplierParams,
      response: { 200: supplierStatusResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => approveSupplier(app, requireAuth(request), request.params.id),
  );

  app.post(
    '/admin/suppliers/:id/dismiss',
    route.signedIn(admin, {
      summary: 'Reject a supplier with a reason of at least 50 characters (0 → 2); e-mails the reason',
      params: adminSupplierParams,
      body: dismissSupplierBody,
      response: { 200: supplierStatusResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => dismissSupplier(app, requireAuth(request), request.params.id, request.body.message),
  );

  app.post(
    '/admin/suppliers/:id/documents/:documentId/verify',
    route.signedIn(admin, {
      summary: "Mark a supplier's document verified (with its type and expiry date)",
      params: adminSupplierDocumentParams,
      body: verifyDocumentBody,
      response: { 200: verifyDocumentResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) =>
      verifyDocument(app, requireAuth(request), request.params.id, request.params.documentId, request.body),
  );
};
