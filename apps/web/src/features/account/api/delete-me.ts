import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE auth/me: deletes the signed-in organiser's profile for good (spec 2.4, 7.1). */
export const deleteMe = () => api.delete<{ result: true }>('auth/me');

/** Failures go to the shared error toast (spec 8). */
export const useDeleteMe = () => useMutation({ mutationFn: deleteMe });
