import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPLIER_IMPORT_FIELD, type SupplierImportResponse } from '@marquee/contracts/supplier-import';
import { api } from '../../../lib/api-client';

/**
 * POST admin/suppliers/import (multipart suppliers_file, spec 7.7), with upload progress (api.upload): the answer
 * comes once every row is imported or refused, so the screen shows the upload, then that the import runs.
 */
export const importSuppliers = (file: File, onProgress?: (fraction: number) => void) => {
  const body = new FormData();
  body.append(SUPPLIER_IMPORT_FIELD, file);
  return api.upload<SupplierImportResponse>('admin/suppliers/import', body, { onProgress });
};

export const useImportSuppliers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      importSuppliers(file, onProgress),
    // The screen shows why a file was refused, under the drop area.
    meta: { silent: true },
    // The imported suppliers are in the Accepted list at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
