import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatsKey } from './query-keys';

/** DELETE chats/{id}: removes the chat from the caller's list. */
export const deleteChat = (id: number) => api.delete<null>(`chats/${id}`);

export const useDeleteChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKey }),
  });
};
