import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletedResponse } from '@marquee/contracts/account-deletion';
import { api } from '../../../lib/api-client';

/** DELETE admin/organisers/{id}: the account and what follows from it (the deletion rule); answers a message. */
export const deleteAdminOrganiser = (id: number) =>
  api.delete<AccountDeletedResponse>(`admin/organisers/${id}`);

export const useDeleteAdminOrganiser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminOrganiser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'organisers'] }),
  });
};
