import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DismissSupplierInput,
  supplierStatusResponse,
  verifyDocumentResponse,
} from '@marquee/contracts/admin-suppliers';
import { api } from '../../../lib/api-client';

type StatusResponse = z.infer<typeof supplierStatusResponse>;

/** POST admin/suppliers/{id}/approve: status 0 → 1; the supplier is e-mailed a sign-in link. */
export const approveSupplier = (id: number) => api.post<StatusResponse>(`admin/suppliers/${id}/approve`);

/** POST admin/suppliers/{id}/dismiss: reject with the reason (50 characters or more), e-mailed to the supplier. */
export const dismissSupplier = ({ id, ...body }: DismissSupplierInput & { id: number }) =>
  api.post<StatusResponse>(`admin/suppliers/${id}/dismiss`, body);

/** POST admin/suppliers/{id}/documents/{documentId}/verify: the document is shown as verified until it expires. */
export const verifyDocument = ({ id, documentId }: { id: number; documentId: number }) =>
  api.post<z.infer<typeof verifyDocumentResponse>>(
    `admin/suppliers/${id}/documents/${documentId}/verify`,
    {},
  );

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
};

export const useApproveSupplier = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: approveSupplier, onSuccess: refresh });
};

/** Silent: a failure is the modal of spec 8 ('Some error occured!'), a 422 the texts under the field. */
export const useDismissSupplier = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: dismissSupplier, meta: { silent: true }, onSuccess: refresh });
};

export const useVerifyDocument = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: verifyDocument, onSuccess: refresh });
};
