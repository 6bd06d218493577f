import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE admin/suppliers/{id}: the account and what follows from it (the deletion rule); answers a message. */
export const deleteAdminSupplier = (id: number) => api.delete<{ message: string }>(`admin/suppliers/${id}`);

export const useDeleteAdminSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminSupplier,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['admin', 'supplier', id] });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'suppliers'] });
    },
  });
};
