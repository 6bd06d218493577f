import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  adminSupplierDocumentParams,
  adminSupplierParams,
  adminSupplierResponse,
  adminSuppliersQuery,
  adminSuppliersResponse,
  dismissSupplierBody,
  supplierStatusResponse,
  verifyDocumentBody,
  verifyDocumentResponse,
} from '@marquee/contracts/admin-suppliers';
import { requireAuth } from '../../lib/auth-context';
import {
  approveSupplier,
  dismissSupplier,
  getSupplier,
  listSuppliers,
  verifyDocument,
} from './admin-suppliers.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['admin suppliers']);
const admin = ['admin'] as const;

/** The administrators' supplier approval (spec 2.6, 7.7) and document verification (docs/decisions/0034). */
export const adminSuppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/suppliers',
    route.signedIn(admin, {
      summary: 'Suppliers by status (0 Waiting for approval) with search; 50 a page',
      querystring: adminSuppliersQuery,
      response: { 200: adminSuppliersResponse, 422: errorResponse },
    }),
    async (request) => listSuppliers(app, request.query),
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
    async (request) => approveSupplier(app, request.params.id),
  );

  app.post(
    '/admin/suppliers/:id/dismiss',
    route.signedIn(admin, {
      summary: 'Reject a supplier with a reason of at least 50 characters (0 → 2); e-mails the reason',
      params: adminSupplierParams,
      body: dismissSupplierBody,
      response: { 200: supplierStatusResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => dismissSupplier(app, request.params.id, request.body.message),
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
