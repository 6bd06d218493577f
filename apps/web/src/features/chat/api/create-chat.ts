import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatResponse, createChatBody } from '@marquee/contracts/chats';
import { api } from '../../../lib/api-client';

/** POST chats: opens the chat with a participant (201 a new one, 200 the existing one). */
export const createChat = (body: z.input<typeof createChatBody>) =>
  api.post<z.infer<typeof chatResponse>>('chats', body);

export const useCreateChat = () => useMutation({ mutationFn: createChat });
