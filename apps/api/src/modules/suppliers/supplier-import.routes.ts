import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  SUPPLIER_IMPORT_FIELD,
  supplierImportResponse,
  supplierImportTexts as texts,
} from '@marquee/contracts/supplier-import';
import { requireAuth } from '../../lib/auth-context';
import { AppError, invalidField } from '../../lib/errors';
import { routeOptions } from '../../lib/routes';
import {
  refuseOversizeBody,
  registerMultipart,
  withMultipartForm,
  type MultipartForm,
} from '../files/multipart';
import { csvRequired } from './supplier-import.csv';
import { importSuppliers } from './supplier-import.service';

const route = routeOptions(['admin suppliers']);
const admin = ['admin'] as const;

/** The import's form: one CSV file of at most 10 MB (spec 5, 9) and no use for text parts. */
export const importForm: MultipartForm<typeof SUPPLIER_IMPORT_FIELD> = {
  files: {
    suppliers_file: {
      max: 1,
      tooMany: () => invalidField(SUPPLIER_IMPORT_FIELD, texts.oneFile, 'one_file'),
    },
  },
  aliases: { file: SUPPLIER_IMPORT_FIELD },
  fields: { max: 5, bytes: 10_000 },
  tooLarge: () =>
    new AppError(413, 'file_too_large', texts.fileTooLarge, {
      [SUPPLIER_IMPORT_FIELD]: [texts.fileTooLarge],
    }),
};

/** `POST admin/suppliers/import` (spec 7.7; docs/decisions/0067). */
export const supplierImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.post(
    '/admin/suppliers/import',
    {
      ...route.signedIn(admin, {
        summary:
          'Import suppliers from a CSV file (multipart suppliers_file): approved at once, each row imported or refused with why',
        consumes: ['multipart/form-data'],
        response: {
          200: supplierImportResponse,
          400: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      }),
      // A body larger than one file of 10 MB and a few text parts is refused before it is read.
      onRequest: refuseOversizeBody(importForm),
    },
    async (request) => {
      const auth = requireAuth(request);
      // No form at all is no file (spec 5), rather than a body the multipart reader cannot read (400).
      if (!request.isMultipart()) throw csvRequired();
      return withMultipartForm(request, importForm, (read) => importSuppliers(app, auth, read.files[0]));
    },
  );
};
