import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSupplierResponse, AdminSupplierUpdateInput } from '@marquee/contracts/admin-suppliers';
import { api } from '../../../lib/api-client';

/** PATCH admin/suppliers/{id}: contact details, services, area and no_limits; answers the supplier. */
export const updateAdminSupplier = ({ id, ...body }: AdminSupplierUpdateInput & { id: number }) =>
  api.patch<AdminSupplierResponse>(`admin/suppliers/${id}`, body);

/** Silent: the edit form puts a 422 on its fields and says anything else itself. */
export const useUpdateAdminSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSupplier,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'supplier', saved.user.id], saved);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'suppliers'] });
    },
  });
};
