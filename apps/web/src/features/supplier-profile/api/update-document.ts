import type { z } from 'zod';
import type { DocumentDetailsInput, documentResponse } from '@marquee/contracts/supplier-profile';
import { api } from '../../../lib/api-client';

/** PUT profile/documents/{id}: a document's type and expiry date (a change clears its verification). */
export const updateDocument = (id: number, body: DocumentDetailsInput) =>
  api.put<z.infer<typeof documentResponse>>(`profile/documents/${id}`, body);
